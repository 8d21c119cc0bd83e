// vote_sessions/{uuid} and its items subcollection (vote_sessions/{uuid}/items/{position}): a review
// session and its projects. Server only: the review page reads them through /api, like starting a
// session and acting on items.
import { assertFails } from '@firebase/rules-unit-testing';
import { collectionGroup, doc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN, ALICE, BOB, COLLECTIONS, ids, setupRulesTest, voteSession, voteSessionItem } from './helpers';
import { expectNoWrites, list, listOwn, read } from './suites';

const t = setupRulesTest();
const SESSIONS = COLLECTIONS.voteSessions;
const sessionId = (uid: string) => voteSession(uid).id;
const sessionPath = (uid: string) => `${SESSIONS}/${sessionId(uid)}`;
const itemsPath = (uid: string) => `${sessionPath(uid)}/${COLLECTIONS.voteSessionItems}`;
const itemPath = (uid: string, position: number) => `${itemsPath(uid)}/${ids.sessionItem(position)}`;

// Each user has one session with two items.
const seedSessions = () =>
  t.seed(
    ...[ALICE, BOB, ADMIN].flatMap(
      (uid): [string, ReturnType<typeof voteSession> | ReturnType<typeof voteSessionItem>][] => [
        [sessionPath(uid), voteSession(uid)],
        [itemPath(uid, 0), voteSessionItem(sessionId(uid), uid, 0)],
        [itemPath(uid, 1), voteSessionItem(sessionId(uid), uid, 1)],
      ],
    ),
  );

describe('vote_sessions', () => {
  describe('visitor', () => {
    it('cannot read or list sessions', async () => {
      await seedSessions();
      await assertFails(read(t.visitor(), sessionPath(ALICE)));
      await assertFails(list(t.visitor(), SESSIONS));
    });

    it('cannot start a session', async () => {
      await seedSessions();
      await expectNoWrites(t.visitor(), sessionPath(ALICE), voteSession(ALICE));
    });
  });

  describe('own', () => {
    it('cannot read or list their own sessions, filtered or not', async () => {
      await seedSessions();
      await assertFails(read(t.user(ALICE), sessionPath(ALICE)));
      await assertFails(listOwn(t.user(ALICE), SESSIONS, 'userId', ALICE));
      await assertFails(list(t.user(ALICE), SESSIONS));
    });

    it('cannot start, complete or delete a session', async () => {
      await seedSessions();
      await assertFails(updateDoc(doc(t.user(ALICE), sessionPath(ALICE)), { completedAt: new Date(), actedCount: 5 }));
      await expectNoWrites(t.user(ALICE), sessionPath(ALICE), voteSession(ALICE));
    });
  });

  describe("someone else's", () => {
    it("cannot read or query another user's session", async () => {
      await seedSessions();
      await assertFails(read(t.user(BOB), sessionPath(ALICE)));
      await assertFails(listOwn(t.user(BOB), SESSIONS, 'userId', ALICE));
    });

    it("cannot write another user's session", async () => {
      await seedSessions();
      await expectNoWrites(t.user(BOB), sessionPath(ALICE), voteSession(ALICE));
    });
  });

  describe('admin', () => {
    it("cannot read their own session or a user's", async () => {
      await seedSessions();
      await assertFails(read(t.admin(), sessionPath(ADMIN)));
      await assertFails(read(t.admin(), sessionPath(ALICE)));
    });

    it('cannot write', async () => {
      await seedSessions();
      await expectNoWrites(t.admin(), sessionPath(ALICE), voteSession(ALICE));
    });
  });
});

describe('vote_sessions/{id}/items', () => {
  describe('visitor', () => {
    it('cannot read or list items', async () => {
      await seedSessions();
      await assertFails(read(t.visitor(), itemPath(ALICE, 0)));
      await assertFails(list(t.visitor(), itemsPath(ALICE)));
    });

    it('cannot write items', async () => {
      await seedSessions();
      await expectNoWrites(t.visitor(), itemPath(ALICE, 0), voteSessionItem(sessionId(ALICE), ALICE, 0));
    });
  });

  describe('own', () => {
    it("cannot read or list their own session's items, filtered or not", async () => {
      await seedSessions();
      await assertFails(read(t.user(ALICE), itemPath(ALICE, 1)));
      await assertFails(listOwn(t.user(ALICE), itemsPath(ALICE), 'userId', ALICE));
      await assertFails(list(t.user(ALICE), itemsPath(ALICE)));
    });

    it('cannot act on an item from the client (vote or skip goes through /api)', async () => {
      await seedSessions();
      await assertFails(updateDoc(doc(t.user(ALICE), itemPath(ALICE, 0)), { acted: true, action: 'vote' }));
    });

    it('cannot add, replace or delete items', async () => {
      await seedSessions();
      await expectNoWrites(t.user(ALICE), itemPath(ALICE, 0), voteSessionItem(sessionId(ALICE), ALICE, 0));
    });

    it('collection-group queries over all sessions are not allowed (read one session at a time)', async () => {
      await seedSessions();
      await assertFails(
        getDocs(query(collectionGroup(t.user(ALICE), COLLECTIONS.voteSessionItems), where('userId', '==', ALICE))),
      );
    });
  });

  describe("someone else's", () => {
    it("cannot read or query another user's items", async () => {
      await seedSessions();
      await assertFails(read(t.user(BOB), itemPath(ALICE, 0)));
      await assertFails(listOwn(t.user(BOB), itemsPath(ALICE), 'userId', ALICE));
    });

    it("cannot plant an item with their own userId in another user's session", async () => {
      await seedSessions();
      const planted = voteSessionItem(sessionId(ALICE), BOB, 2);
      await assertFails(setDoc(doc(t.user(BOB), itemPath(ALICE, 2)), planted));
    });
  });

  describe('admin', () => {
    it("cannot read items of their own session or a user's", async () => {
      await seedSessions();
      await assertFails(read(t.admin(), itemPath(ADMIN, 0)));
      await assertFails(read(t.admin(), itemPath(ALICE, 0)));
    });

    it('cannot write items', async () => {
      await seedSessions();
      await expectNoWrites(t.admin(), itemPath(ALICE, 0), voteSessionItem(sessionId(ALICE), ALICE, 0));
    });
  });
});
