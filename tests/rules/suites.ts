// Shared assertions and the test suites of the collections that share one rule shape
// (public read, read own by userId, server only). Each collection's file calls one of these and adds
// whatever is particular to that collection.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, ALICE, BOB, adminProfile, setupRulesTest, type RulesTest } from './helpers';

export const read = (db: Firestore, path: string) => getDoc(doc(db, path));
export const list = (db: Firestore, path: string) => getDocs(collection(db, path));
export const listOwn = (db: Firestore, path: string, field: string, uid: string) =>
  getDocs(query(collection(db, path), where(field, '==', uid)));

/**
 * Every kind of client write is denied: create (a new id), overwrite, update and delete of `path`,
 * which must exist (seeded) so update and delete are judged on a real document.
 */
export async function expectNoWrites(db: Firestore, path: string, data: DocumentData): Promise<void> {
  const created = doc(db, path.slice(0, path.lastIndexOf('/')), 'created-by-client');
  await assertFails(setDoc(created, data));
  await assertFails(setDoc(doc(db, path), data));
  await assertFails(updateDoc(doc(db, path), { updatedByClient: true }));
  await assertFails(deleteDoc(doc(db, path)));
}

/**
 * Server-only collections (users, votes, vibes, inboxes, rate_limits, the published charts and
 * counters, …): only the Admin SDK touches them. `id` names a document the server keeps (charts/current).
 */
export function describeServerOnlyCollection(name: string, data: () => DocumentData, id = 'doc-1'): RulesTest {
  const t = setupRulesTest();
  const path = `${name}/${id}`;
  const roles: [string, () => Firestore][] = [
    ['visitor', () => t.visitor()],
    ['signed-in user', () => t.user(ALICE)],
    ['admin', () => t.admin()],
  ];

  describe(`${name} (server only)`, () => {
    for (const [role, db] of roles) {
      describe(role, () => {
        it('cannot read a document or list the collection, not even with a limit', async () => {
          // The admin is a real one: claim and profile (isAdmin() in firestore.rules).
          await t.seed([path, data()], adminProfile());
          await assertFails(read(db(), path));
          await assertFails(list(db(), name));
          await assertFails(getDocs(query(collection(db(), name), limit(1))));
        });

        it('cannot create, overwrite, update or delete', async () => {
          await t.seed([path, data()]);
          await expectNoWrites(db(), path, data());
        });
      });
    }

    it('a user cannot read a document that names them', async () => {
      await t.seed([path, { ...data(), userId: ALICE }]);
      await assertFails(read(t.user(ALICE), path));
    });
  });
  return t;
}

/**
 * user_weekly_quota (the live top-bar counter): a signed-in user gets the documents whose userId is
 * theirs by id (the counter listens to one); nobody lists them, nobody writes.
 * `make(uid)` returns [document id, data] for that user.
 */
export function describeOwnCollection(name: string, make: (uid: string) => [string, DocumentData]): RulesTest {
  const t = setupRulesTest();
  const pathOf = (uid: string) => `${name}/${make(uid)[0]}`;
  const seedAll = () =>
    t.seed(...[ALICE, BOB, ADMIN].map((uid) => [pathOf(uid), make(uid)[1]] as [string, DocumentData]));

  describe(`${name} (get own by id)`, () => {
    describe('visitor', () => {
      it('cannot read a user document or list the collection', async () => {
        await seedAll();
        await assertFails(read(t.visitor(), pathOf(ALICE)));
        await assertFails(list(t.visitor(), name));
        await assertFails(listOwn(t.visitor(), name, 'userId', ALICE));
      });

      it('cannot write', async () => {
        await seedAll();
        await expectNoWrites(t.visitor(), pathOf(ALICE), make(ALICE)[1]);
      });
    });

    describe('owner', () => {
      it('reads their own document', async () => {
        await seedAll();
        await assertSucceeds(read(t.user(ALICE), pathOf(ALICE)));
      });

      it("cannot list, not even with where('userId', '==', own uid) and a limit (the site gets one by id)", async () => {
        await seedAll();
        await assertFails(listOwn(t.user(ALICE), name, 'userId', ALICE));
        await assertFails(getDocs(query(collection(t.user(ALICE), name), where('userId', '==', ALICE), limit(1))));
      });

      it('cannot list without the userId filter', async () => {
        await seedAll();
        await assertFails(list(t.user(ALICE), name));
      });

      it('cannot create, overwrite, update or delete their own document', async () => {
        await seedAll();
        await expectNoWrites(t.user(ALICE), pathOf(ALICE), make(ALICE)[1]);
      });
    });

    describe("someone else's", () => {
      it("cannot read or query another user's documents", async () => {
        await seedAll();
        await assertFails(read(t.user(BOB), pathOf(ALICE)));
        await assertFails(listOwn(t.user(BOB), name, 'userId', ALICE));
      });

      it("cannot write another user's document", async () => {
        await seedAll();
        await expectNoWrites(t.user(BOB), pathOf(ALICE), make(ALICE)[1]);
      });
    });

    describe('admin', () => {
      it('reads their own document', async () => {
        await seedAll();
        await assertSucceeds(read(t.admin(), pathOf(ADMIN)));
      });

      it("cannot read another user's document (admins use /api)", async () => {
        await seedAll();
        await t.seed(adminProfile());
        await assertFails(read(t.admin(), pathOf(ALICE)));
        await assertFails(list(t.admin(), name));
      });

      it('cannot write', async () => {
        await seedAll();
        await expectNoWrites(t.admin(), pathOf(ALICE), make(ALICE)[1]);
      });
    });
  });
  return t;
}
