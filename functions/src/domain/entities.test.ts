import { describe, expect, it } from 'vitest';
import { parseStored, toStored } from './firestore-data';
import { remainingVotes, submissionSchema, userWeeklyQuotaSchema } from './entities';

const ts = (iso: string) => ({ toDate: () => new Date(iso) });

describe('stored documents', () => {
  it('revives timestamps, fills defaults and keeps the id', () => {
    const submission = parseStored(submissionSchema, 'submissions/s1', 's1', {
      projectName: 'Tiny Tunes',
      description: 'Make a song from a sentence.',
      submittedBy: 'u1',
      createdAt: ts('2026-11-20T10:00:00Z'),
      projectUrl: 'https://tinytunes.app/',
    });
    expect(submission.id).toBe('s1');
    expect(submission.createdAt).toEqual(new Date('2026-11-20T10:00:00Z'));
    expect(submission.status).toBe('pending');
    expect(submission.vibeCount).toBe(0);
    expect(submission.isSecurityVerified).toBe(false);
    expect(toStored(submission)).not.toHaveProperty('id');
  });

  it('refuses documents that break the schema, naming the path and field', () => {
    expect(() =>
      parseStored(submissionSchema, 'submissions/bad', 'bad', {
        projectName: 'x',
        description: 'y',
        submittedBy: 'u1',
        createdAt: ts('2026-11-20T10:00:00Z'),
        projectUrl: 'javascript:alert(1)',
      }),
    ).toThrow(/submissions\/bad.*projectUrl/);
  });

  it('computes the votes left in a week', () => {
    const quota = userWeeklyQuotaSchema.parse({
      id: 'u1_2026-11-23',
      userId: 'u1',
      weekStart: '2026-11-23',
      bonusQuota: 3,
      spent: 12,
      updatedAt: new Date(),
    });
    expect(quota.baseQuota).toBe(10);
    expect(remainingVotes(quota)).toBe(1);
    expect(remainingVotes({ ...quota, spent: 20 })).toBe(0);
  });
});
