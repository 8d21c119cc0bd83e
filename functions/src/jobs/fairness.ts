// The fairness job: scores a week's votes for patterns a bought chart leaves
// (domain/fairness.ts) and records each flagged group in fairness_groups for the admins. It runs
// nightly for the current week, and the Monday chart job runs it for the week that just closed
// before it ranks, so the votes of Sunday evening are scored too. A group an admin has decided
// (discounted or dismissed) is never changed by a later run; an open one is refreshed with the
// week's latest votes, and left as it is when nothing changed. Safe to re-run.
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../domain/collections';
import type { FairnessGroup } from '../domain/entities';
import { fairnessGroupSchema, userSchema, voteSchema } from '../domain/entities';
import type { VoteGroup } from '../domain/fairness';
import { findSuspiciousGroups } from '../domain/fairness';
import { weekStartOf } from '../domain/week';
import { typedCollection } from '../services/firestore';

export interface FairnessJobInput {
  db: Firestore;
  now: Date;
  /** The week to score (a Monday, YYYY-MM-DD); default: the week holding `now`. */
  weekStart?: string;
  /** Account creation for voters without a users/{uid} document (default: Firebase Auth's record). */
  authCreatedAt?: (uids: string[]) => Promise<Map<string, Date>>;
}

export interface FairnessJobResult {
  weekStart: string;
  votes: number;
  voters: number;
  groups: number;
  /** Groups written (new or refreshed); decided groups are left as they are. */
  written: number;
}

const GET_ALL_CHUNK = 300;
const AUTH_CHUNK = 100;

async function authCreatedAt(uids: string[]): Promise<Map<string, Date>> {
  const out = new Map<string, Date>();
  for (let i = 0; i < uids.length; i += AUTH_CHUNK) {
    const { users } = await getAuth().getUsers(uids.slice(i, i + AUTH_CHUNK).map((uid) => ({ uid })));
    for (const user of users) out.set(user.uid, new Date(user.metadata.creationTime));
  }
  return out;
}

/** Each voter's account creation: users/{uid}.createdAt, else Auth's; null when neither is known. */
async function accountsCreatedAt(
  db: Firestore,
  uids: string[],
  fromAuth: (uids: string[]) => Promise<Map<string, Date>>,
): Promise<Map<string, Date | null>> {
  const users = typedCollection(COLLECTIONS.users, userSchema, db);
  const out = new Map<string, Date | null>();
  for (let i = 0; i < uids.length; i += GET_ALL_CHUNK) {
    const refs = uids.slice(i, i + GET_ALL_CHUNK).map((uid) => users.doc(uid));
    for (const snap of await db.getAll(...refs))
      out.set(snap.id, snap.exists ? (snap.data()?.createdAt ?? null) : null);
  }
  const missing = uids.filter((uid) => out.get(uid) == null);
  if (missing.length > 0) {
    try {
      for (const [uid, created] of await fromAuth(missing)) out.set(uid, created);
    } catch {
      // Auth unreachable: those accounts are simply not counted as fresh.
    }
  }
  return out;
}

export async function runFairnessJob(input: FairnessJobInput): Promise<FairnessJobResult> {
  const { db, now } = input;
  const weekStart = input.weekStart ?? weekStartOf(now);
  const votesSnap = await typedCollection(COLLECTIONS.votes, voteSchema, db).where('weekStart', '==', weekStart).get();
  const votes = votesSnap.docs
    .map((doc) => doc.data())
    .map((vote) => ({
      userId: vote.userId,
      submissionId: vote.submissionId,
      createdAt: vote.createdAt,
      addressBucket: vote.addressBucket,
    }));
  const voters = [...new Set(votes.map((vote) => vote.userId))];
  const created = await accountsCreatedAt(db, voters, input.authCreatedAt ?? authCreatedAt);
  const groups = findSuspiciousGroups(weekStart, votes, created);

  const col = typedCollection(COLLECTIONS.fairnessGroups, fairnessGroupSchema, db);
  let written = 0;
  for (const group of groups) {
    const ref = col.doc(group.id);
    const wrote = await db.runTransaction(async (tx) => {
      const existing = (await tx.get(ref)).data();
      if (existing && existing.status !== 'open') return false;
      // Unchanged since the last run: no write (a re-run of the chart job changes nothing).
      if (existing && sameFindings(existing, group)) return false;
      tx.set(ref, storedGroup(group, existing, now));
      return true;
    });
    if (wrote) written++;
  }
  return { weekStart, votes: votes.length, voters: voters.length, groups: groups.length, written };
}

/** JSON with object keys sorted (Firestore returns a map's keys in its own order), dates as ISO text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The stored group says what this run found (decision fields aside). */
function sameFindings(existing: FairnessGroup, group: VoteGroup): boolean {
  const found: VoteGroup = {
    id: existing.id,
    weekStart: existing.weekStart,
    projectIds: existing.projectIds,
    accountIds: existing.accountIds,
    accountCount: existing.accountCount,
    voteCount: existing.voteCount,
    votesByProject: existing.votesByProject,
    reasons: existing.reasons,
    evidence: existing.evidence,
  };
  return canonical(found) === canonical(group);
}

function storedGroup(group: VoteGroup, existing: FairnessGroup | undefined, now: Date): FairnessGroup {
  return {
    ...group,
    status: 'open',
    detectedAt: existing?.detectedAt ?? now,
    updatedAt: now,
    decidedBy: null,
    decidedByEmail: null,
    decidedAt: null,
    decisionNote: null,
  };
}
