// submissions/{id}: the builder (submittedBy) and admins only, whatever the status. A stored submission
// carries its submitter's uid, so visitors and other members see approved projects through /api's
// public rows, never the document. Submitting, approving, counting votes and vibes all
// happen in /api: no client writes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ALICE, BOB, COLLECTIONS, setupRulesTest, submission } from './helpers';
import { expectNoWrites, list, listOwn, read } from './suites';

const t = setupRulesTest();
const NAME = COLLECTIONS.submissions;
const path = (id: string) => `${NAME}/${id}`;

const aliceApproved = submission({ id: 'alice-approved', status: 'approved' });
const alicePending = submission({ id: 'alice-pending', status: 'pending' });
const aliceRejected = submission({ id: 'alice-rejected', status: 'rejected' });
const bobPending = submission({ id: 'bob-pending', submittedBy: BOB, status: 'pending' });
const seedSubmissions = () =>
  t.seed(...[aliceApproved, alicePending, aliceRejected, bobPending].map((s) => [path(s.id), s] as [string, typeof s]));

const approvedOnly = (db: ReturnType<typeof t.visitor>) =>
  getDocs(query(collection(db, NAME), where('status', '==', 'approved')));

describe('submissions', () => {
  describe('visitor', () => {
    it("cannot read an approved submission (it carries the submitter's uid)", async () => {
      await seedSubmissions();
      await assertFails(read(t.visitor(), path(aliceApproved.id)));
    });

    it('cannot read a pending or rejected submission', async () => {
      await seedSubmissions();
      await assertFails(read(t.visitor(), path(alicePending.id)));
      await assertFails(read(t.visitor(), path(aliceRejected.id)));
    });

    it("cannot list submissions, not even with where('status', '==', 'approved')", async () => {
      await seedSubmissions();
      await assertFails(approvedOnly(t.visitor()));
      await assertFails(list(t.visitor(), NAME));
    });

    it('cannot submit, edit or delete', async () => {
      await seedSubmissions();
      await expectNoWrites(t.visitor(), path(aliceApproved.id), submission());
    });
  });

  describe('own', () => {
    it('reads their own pending and rejected submissions', async () => {
      await seedSubmissions();
      await assertSucceeds(read(t.user(ALICE), path(alicePending.id)));
      await assertSucceeds(read(t.user(ALICE), path(aliceRejected.id)));
    });

    it("lists their own with where('submittedBy', '==', uid), all statuses", async () => {
      await seedSubmissions();
      const snapshot = await assertSucceeds(listOwn(t.user(ALICE), NAME, 'submittedBy', ALICE));
      expect(snapshot.docs.map((d) => d.id).sort()).toEqual(['alice-approved', 'alice-pending', 'alice-rejected']);
    });

    it('cannot list all submissions without a filter', async () => {
      await seedSubmissions();
      await assertFails(list(t.user(ALICE), NAME));
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
    it("cannot read another builder's approved submission (it carries their uid)", async () => {
      await seedSubmissions();
      await assertFails(read(t.user(BOB), path(aliceApproved.id)));
    });

    it("cannot read another builder's pending or rejected submission", async () => {
      await seedSubmissions();
      await assertFails(read(t.user(BOB), path(alicePending.id)));
      await assertFails(read(t.user(BOB), path(aliceRejected.id)));
    });

    it("cannot query another builder's submissions, not even the approved ones", async () => {
      await seedSubmissions();
      await assertFails(listOwn(t.user(BOB), NAME, 'submittedBy', ALICE));
      const approved = query(
        collection(t.user(BOB), NAME),
        where('submittedBy', '==', ALICE),
        where('status', '==', 'approved'),
      );
      await assertFails(getDocs(approved));
      await assertFails(approvedOnly(t.user(BOB)));
    });

    it("cannot edit, approve or delete another builder's submission", async () => {
      await seedSubmissions();
      await assertFails(updateDoc(doc(t.user(BOB), path(alicePending.id)), { status: 'approved' }));
      await expectNoWrites(t.user(BOB), path(aliceApproved.id), aliceApproved);
    });
  });

  describe('admin', () => {
    it('reads every submission, pending included', async () => {
      await seedSubmissions();
      await assertSucceeds(read(t.admin(), path(bobPending.id)));
      await assertSucceeds(read(t.admin(), path(aliceRejected.id)));
    });

    it("lists every submission and the pending queue (where('status', '==', 'pending'))", async () => {
      await seedSubmissions();
      const all = await assertSucceeds(list(t.admin(), NAME));
      expect(all.size).toBe(4);
      const pending = await assertSucceeds(
        getDocs(query(collection(t.admin(), NAME), where('status', '==', 'pending'))),
      );
      expect(pending.size).toBe(2);
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
