// The admins' side of the fairness review: the week's flagged vote groups with their
// evidence and the projects they voted for, and the decision on one (discount or dismiss), recorded
// with who made it and why. The chart job leaves a discounted group's votes out (jobs/chart.ts).
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections';
import type { FairnessGroup } from '../domain/entities';
import { fairnessGroupSchema, submissionSchema } from '../domain/entities';
import { DomainError } from '../domain/errors';
import { isDocumentId } from '../domain/validation';
import { typedCollection } from './firestore';

export interface FairnessGroupView extends FairnessGroup {
  projects: { id: string; projectName: string | null }[];
}

const groups = (db: Firestore) => typedCollection(COLLECTIONS.fairnessGroups, fairnessGroupSchema, db);

async function withProjects(db: Firestore, list: FairnessGroup[]): Promise<FairnessGroupView[]> {
  const ids = [...new Set(list.flatMap((g) => g.projectIds))];
  const col = typedCollection(COLLECTIONS.submissions, submissionSchema, db);
  const names = new Map<string, string>();
  if (ids.length > 0) {
    for (const snap of await db.getAll(...ids.map((id) => col.doc(id)))) {
      const data = snap.data();
      if (data) names.set(snap.id, data.projectName);
    }
  }
  return list.map((g) => ({ ...g, projects: g.projectIds.map((id) => ({ id, projectName: names.get(id) ?? null })) }));
}

/** The week's groups, most votes first. Cost: the groups + one read per project they name. */
export async function listSuspiciousGroups(db: Firestore, weekStart: string): Promise<FairnessGroupView[]> {
  const snap = await groups(db).where('weekStart', '==', weekStart).get();
  const list = snap.docs.map((doc) => doc.data()).sort((a, b) => b.voteCount - a.voteCount || a.id.localeCompare(b.id));
  return withProjects(db, list);
}

export interface FairnessDecision {
  action: 'discount' | 'dismiss';
  note: string;
}

/** Decides an open group once; a decided group answers 409 and stays as it was. */
export async function decideSuspiciousGroup(
  db: Firestore,
  id: string,
  decision: FairnessDecision,
  admin: { uid: string; email: string | null },
  now: Date,
): Promise<FairnessGroupView> {
  if (!isDocumentId(id)) throw new DomainError('fairness_group_not_found');
  const ref = groups(db).doc(id);
  const decided = await db.runTransaction(async (tx) => {
    const group = (await tx.get(ref)).data();
    if (!group) throw new DomainError('fairness_group_not_found');
    if (group.status !== 'open') throw new DomainError('fairness_group_decided');
    const next: FairnessGroup = {
      ...group,
      status: decision.action === 'discount' ? 'discounted' : 'dismissed',
      decidedBy: admin.uid,
      decidedByEmail: admin.email,
      decidedAt: now,
      decisionNote: decision.note,
      updatedAt: now,
    };
    tx.set(ref, next);
    return next;
  });
  return (await withProjects(db, [decided]))[0]!;
}
