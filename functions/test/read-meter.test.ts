import type { Query } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countReads, installReadMeter } from '../src/infra/read-meter';
import { adminDb, clearFirestore } from './helpers';

const db = adminDb();

describe('read meter', () => {
  beforeAll(() => {
    expect(installReadMeter(true)).toBe(true);
  });
  beforeEach(async () => {
    await clearFirestore();
    const batch = db.batch();
    for (let i = 0; i < 5; i++) batch.set(db.collection('meter').doc(`d${i}`), { i });
    await batch.commit();
  });

  it('counts a document get as one read, also when the document is missing', async () => {
    expect((await countReads(() => db.doc('meter/d1').get())).reads).toBe(1);
    expect((await countReads(() => db.doc('meter/nope').get())).reads).toBe(1);
  });

  it('counts a query by the documents it returns, and an empty query as one', async () => {
    expect((await countReads(() => db.collection('meter').get())).reads).toBe(5);
    expect((await countReads(() => db.collection('meter').where('i', '>', 2).get())).reads).toBe(2);
    expect((await countReads(() => db.collection('meter').where('i', '>', 99).get())).reads).toBe(1);
    expect((await countReads(() => db.collection('meter').count().get())).reads).toBe(1);
  });

  it('counts a streamed query by the documents it streams, and an empty one as one', async () => {
    const streamed = async (query: Query) => {
      const ids: string[] = [];
      for await (const doc of query.stream()) ids.push((doc as unknown as { id: string }).id);
      return ids;
    };
    const all = await countReads(() => streamed(db.collection('meter').orderBy('i')));
    expect(all).toEqual({ result: ['d0', 'd1', 'd2', 'd3', 'd4'], reads: 5 });
    expect((await countReads(() => streamed(db.collection('meter').where('i', '>', 2)))).reads).toBe(2);
    expect((await countReads(() => streamed(db.collection('meter').where('i', '>', 99)))).reads).toBe(1);
    expect(await streamed(db.collection('meter').select())).toHaveLength(5);
  });

  it('counts reads inside transactions and getAll, and nothing outside a meter', async () => {
    const { reads } = await countReads(() =>
      db.runTransaction(async (tx) => {
        await tx.get(db.doc('meter/d0'));
        await tx.getAll(db.doc('meter/d1'), db.doc('meter/d2'));
        await tx.get(db.collection('meter').limit(3));
      }),
    );
    expect(reads).toBe(6);
    expect((await countReads(async () => 0)).reads).toBe(0);
  });
});
