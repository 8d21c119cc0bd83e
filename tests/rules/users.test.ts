// users/{uid}: private profile (e-mail inside). Server only: nobody reads or writes it with the client
// SDK (the site reads what it needs through /api); it is synced by /api, and isAdmin there is never the
// authority (the custom claim is).
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, ALICE, BOB, COLLECTIONS, setupRulesTest, user } from './helpers';
import { expectNoWrites, list, read } from './suites';

const t = setupRulesTest();
const path = (uid: string) => `${COLLECTIONS.users}/${uid}`;
const seedUsers = () =>
  t.seed([path(ALICE), user(ALICE)], [path(BOB), user(BOB)], [path(ADMIN), user(ADMIN, { isAdmin: true })]);

describe('users', () => {
  describe('visitor', () => {
    it('cannot read a user or list users', async () => {
      await seedUsers();
      await assertFails(read(t.visitor(), path(ALICE)));
      await assertFails(list(t.visitor(), COLLECTIONS.users));
    });

    it('cannot create, overwrite, update or delete a user', async () => {
      await seedUsers();
      await expectNoWrites(t.visitor(), path(ALICE), user(ALICE));
    });
  });

  describe('own', () => {
    it('cannot read their own document either (profiles are read through /api)', async () => {
      await seedUsers();
      await assertFails(read(t.user(ALICE), path(ALICE)));
    });

    it('cannot list users', async () => {
      await seedUsers();
      await assertFails(list(t.user(ALICE), COLLECTIONS.users));
    });

    it('cannot create their own document with isAdmin: true', async () => {
      await assertFails(setDoc(doc(t.user(ALICE), path(ALICE)), user(ALICE, { isAdmin: true })));
    });

    it('cannot create their own document even without privileges (the sign-in sync goes through /api)', async () => {
      await assertFails(setDoc(doc(t.user(ALICE), path(ALICE)), user(ALICE)));
    });

    it('cannot update their own document to isAdmin: true', async () => {
      await seedUsers();
      await assertFails(updateDoc(doc(t.user(ALICE), path(ALICE)), { isAdmin: true }));
    });

    it('cannot add a role field', async () => {
      await seedUsers();
      await assertFails(updateDoc(doc(t.user(ALICE), path(ALICE)), { role: 'admin' }));
      await assertFails(setDoc(doc(t.user(ALICE), path(ALICE)), { ...user(ALICE), role: 'admin' }));
    });

    it('cannot change their name or delete their document', async () => {
      await seedUsers();
      await assertFails(updateDoc(doc(t.user(ALICE), path(ALICE)), { fullName: 'Alice A.' }));
      await assertFails(deleteDoc(doc(t.user(ALICE), path(ALICE))));
    });
  });

  describe("someone else's", () => {
    it("cannot read another user's document", async () => {
      await seedUsers();
      await assertFails(read(t.user(BOB), path(ALICE)));
    });

    it("cannot write another user's document", async () => {
      await seedUsers();
      await expectNoWrites(t.user(BOB), path(ALICE), user(ALICE));
    });

    it('isAdmin: true in the user document grants nothing without the claim', async () => {
      await seedUsers();
      await assertFails(read(t.user(ADMIN), path(ALICE)));
    });

    it('an admin claim other than true grants nothing', async () => {
      await seedUsers();
      await assertFails(read(t.user(BOB, { admin: 'yes' }), path(ALICE)));
      await assertFails(list(t.user(BOB, { admin: false }), COLLECTIONS.users));
    });
  });

  describe('admin', () => {
    it("cannot read a user's document or list users (admins use /api)", async () => {
      await seedUsers();
      await assertFails(read(t.admin(), path(ALICE)));
      await assertFails(list(t.admin(), COLLECTIONS.users));
    });

    it('cannot write, not even to grant admin', async () => {
      await seedUsers();
      await assertFails(updateDoc(doc(t.admin(), path(ALICE)), { isAdmin: true }));
      await expectNoWrites(t.admin(), path(ALICE), user(ALICE));
    });
  });
});
