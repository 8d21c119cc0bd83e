// submissions/{id}: exactly the two live lists of web/src/lib/live-firestore.ts — the builder's own
// (My Projects: where('submittedBy', '==', uid)) and the admins' pending queue (where('status', '==',
// 'pending')), each newest first with a limit of at most 100. Nothing else: no get by id, no other
// query. A stored submission carries its submitter's uid, so visitors and other members see approved
// projects through /api's public rows, never the document. An admin is the claim plus the
// profile's isAdmin, which admin:revoke clears: the old ID token's claim stops working at once.
// Submitting, approving, counting votes and vibes all happen in /api: no client writes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { Firestore, QueryConstraint } from 'firebase/firestore';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB, COLLECTIONS, adminProfile, setupRulesTest, submission } from './helpers';
import { expectNoWrites, list, read } from './suites';

const t = setupRulesTest();
const NAME = COLLECTIONS.submissions;
const path = (id: string) => `${NAME}/${id}`;

const aliceApproved = submission({ id: 'alice-approved', status: 'approved' });
const alicePending = submission({ id: 'alice-pending', status: 'pending' });
const aliceRejected = submission({ id: 'alice-rejected', status: 'rejected' });
const bobPending = submission({ id: 'bob-pending', submittedBy: BOB, status: 'pending' });
const seedSubmissions = () =>
  t.seed(
    adminProfile(),
    ...[aliceApproved, alicePending, aliceRejected, bobPending].map((s) => [path(s.id), s] as [string, typeof s]),
  );

const find = (db: Firestore, ...constraints: QueryConstraint[]) => getDocs(query(collection(db, NAME), ...constraints));
/** The live lists exactly as the web asks for them. */
const mine = (db: Firestore, uid: string, max = 100) =>
  find(db, where('submittedBy', '==', uid), orderBy('createdAt', 'desc'), limit(max));
const pendingQueue = (db: Firestore, max = 100) =>
  find(db, where('status', '==', 'pending'), orderBy('createdAt', 'desc'), limit(max));

describe('submissions', () => {
  describe('visitor', () => {
    it('cannot read a submission of any status', async () => {
      await seedSubmissions();
      for (const s of [aliceApproved, alicePending, aliceRejected]) await assertFails(read(t.visitor(), path(s.id)));
    });

    it("cannot list submissions, not even with where('status', '==', 'approved') and a limit", async () => {
      await seedSubmissions();
      await assertFails(find(t.visitor(), where('status', '==', 'approved'), limit(10)));
      await assertFails(list(t.visitor(), NAME));
      await assertFails(pendingQueue(t.visitor()));
    });

    it('cannot submit, edit or delete', async () => {
      await seedSubmissions();
      await expectNoWrites(t.visitor(), path(aliceApproved.id), submission());
    });
  });

  describe('own', () => {
    it('lists their own, all statuses, newest first with a limit of 100 (My Projects)', async () => {
      await seedSubmissions();
      const snapshot = await assertSucceeds(mine(t.user(ALICE), ALICE));
      expect(snapshot.docs.map((d) => d.id).sort()).toEqual(['alice-approved', 'alice-pending', 'alice-rejected']);
      await assertSucceeds(mine(t.user(ALICE), ALICE, 1));
    });

    it('cannot list their own without a limit or with one over 100', async () => {
      await seedSubmissions();
      await assertFails(find(t.user(ALICE), where('submittedBy', '==', ALICE)));
      await assertFails(mine(t.user(ALICE), ALICE, 101));
    });

    it('cannot get one by id (the site lists, and /api answers the rest)', async () => {
      await seedSubmissions();
      await assertFails(read(t.user(ALICE), path(alicePending.id)));
    });

    it('cannot list all submissions without the owner filter, nor the pending queue', async () => {
      await seedSubmissions();
      await assertFails(list(t.user(ALICE), NAME));
      await assertFails(find(t.user(ALICE), limit(10)));
      await assertFails(pendingQueue(t.user(ALICE)));
    });

    it("cannot set their own submission's status to approved", async () => {
      await seedSubmissions();
      await assertFails(updateDoc(doc(t.user(ALICE), path(alicePending.id)), { status: 'approved' }));
      await assertFails(setDoc(doc(t.user(ALICE), path(alicePending.id)), { ...alicePending, status: 'approved' }));
    });

    it('cannot submit directly, even as pending (submitting goes through /api)', async () => {
      await assertFails(setDoc(doc(t.user(ALICE), path('new-one')), submission({ id: 'new-one' })));
      await assertFails(
        setDoc(doc(t.user(ALICE), path('new-approved')), submission({ id: 'new-approved', status: 'approved' })),
      );
    });

    it('cannot inflate its counters, mark it security verified or delete it', async () => {
      await seedSubmissions();
      await assertFails(updateDoc(doc(t.user(ALICE), path(aliceApproved.id)), { voteCount: 1000, vibeCount: 1000 }));
      await assertFails(updateDoc(doc(t.user(ALICE), path(aliceApproved.id)), { aiScore: 10 }));
      await assertFails(updateDoc(doc(t.user(ALICE), path(alicePending.id)), { isSecurityVerified: true }));
      await assertFails(deleteDoc(doc(t.user(ALICE), path(aliceApproved.id))));
    });
  });

  describe("someone else's", () => {
    it("cannot read another builder's submission of any status (it carries their uid)", async () => {
      await seedSubmissions();
      for (const s of [aliceApproved, alicePending, aliceRejected]) await assertFails(read(t.user(BOB), path(s.id)));
    });

    it("cannot query another builder's submissions, not even the approved ones", async () => {
      await seedSubmissions();
      await assertFails(mine(t.user(BOB), ALICE));
      await assertFails(
        find(t.user(BOB), where('submittedBy', '==', ALICE), where('status', '==', 'approved'), limit(5)),
      );
      await assertFails(find(t.user(BOB), where('status', '==', 'approved'), limit(5)));
    });

    it("cannot edit, approve or delete another builder's submission", async () => {
      await seedSubmissions();
      await assertFails(updateDoc(doc(t.user(BOB), path(alicePending.id)), { status: 'approved' }));
      await expectNoWrites(t.user(BOB), path(aliceApproved.id), aliceApproved);
    });
  });

  describe('admin', () => {
    it('lists the pending queue, newest first with a limit of 100', async () => {
      await seedSubmissions();
      const pending = await assertSucceeds(pendingQueue(t.admin()));
      expect(pending.docs.map((d) => d.id).sort()).toEqual(['alice-pending', 'bob-pending']);
    });

    it('cannot list the queue without a limit or over 100, nor any other status, nor everything', async () => {
      await seedSubmissions();
      await assertFails(find(t.admin(), where('status', '==', 'pending')));
      await assertFails(pendingQueue(t.admin(), 101));
      await assertFails(find(t.admin(), where('status', '==', 'approved'), limit(10)));
      await assertFails(find(t.admin(), limit(10)));
    });

    it('cannot get a submission by id (the dashboard uses /api)', async () => {
      await seedSubmissions();
      await assertFails(read(t.admin(), path(bobPending.id)));
    });

    it('a revoked admin (profile isAdmin false, claim still in the token) is refused at once', async () => {
      await seedSubmissions();
      await t.seed(adminProfile(false));
      await assertFails(pendingQueue(t.admin()));
    });

    it('a token claiming admin without an admin profile is refused', async () => {
      await t.seed([path(bobPending.id), bobPending]);
      await assertFails(pendingQueue(t.admin()));
      await assertFails(pendingQueue(t.user(BOB, { admin: true })));
    });

    it('cannot approve, reject or delete from the client (the admin dashboard uses /api)', async () => {
      await seedSubmissions();
      await assertFails(updateDoc(doc(t.admin(), path(bobPending.id)), { status: 'approved' }));
      await assertFails(updateDoc(doc(t.admin(), path(bobPending.id)), { status: 'rejected' }));
      await assertFails(deleteDoc(doc(t.admin(), path(bobPending.id))));
      await expectNoWrites(t.admin(), path(aliceApproved.id), aliceApproved);
    });
  });
});
