// Typed access to Firestore with the Admin SDK: every document read back is parsed by its zod schema.
import type {
  CollectionReference,
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { getFirestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { parseStored, toStored } from '../domain/firestore-data';

export function db() {
  return getFirestore();
}

export function converter<S extends z.ZodType<{ id: string }>>(schema: S): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore(value: z.output<S>): DocumentData {
      return toStored(value as { id?: unknown }) as DocumentData;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot): z.output<S> {
      return parseStored(schema, snapshot.ref.path, snapshot.id, snapshot.data());
    },
  };
}

/** A collection whose reads are parsed with `schema` and whose writes drop `id` and undefined. */
export function typedCollection<S extends z.ZodType<{ id: string }>>(
  path: string,
  schema: S,
  firestore = db(),
): CollectionReference<z.output<S>> {
  return firestore.collection(path).withConverter(converter(schema));
}
