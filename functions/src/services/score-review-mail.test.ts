import { describe, expect, it } from 'vitest';
import { scoreReviewEmail } from './mail-templates';

const mail = (aiScore: number) =>
  scoreReviewEmail({
    siteUrl: 'https://vibechart.example/',
    unsubscribeUrl: null,
    submissionId: 'p1',
    projectName: 'Loud Synth',
    name: 'Mia Maker',
    judgedScore: 9.4,
    aiScore,
  });

describe('the e-mail after a held AI score was checked', () => {
  it('promises the chart only when the checked score reaches its minimum', () => {
    expect(mail(9.4).subject).toBe('Loud Synth: your AI score was checked and it can chart');
    expect(mail(9.4).text).toContain('released it as the judge gave it: 9.4.');
    expect(mail(6.5).subject).toBe('Loud Synth: your AI score was checked');
    expect(mail(6.5).text).toContain('adjusted it from 9.4 to 6.5.');
    expect(mail(6.5).text).toContain('so this one will not enter the chart');
  });
});
