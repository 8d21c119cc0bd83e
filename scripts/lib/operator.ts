// Shared plumbing of the operator scripts (admin:grant, admin:revoke, user:delete): arguments, and
// which Firebase project they act on. Against the emulators when FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST are set (project demo-vibechart unless --project says otherwise);
// against production only with an explicit --project and Application Default Credentials
// (GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`).
import { getApps, initializeApp } from 'firebase-admin/app';
import { z } from 'zod';
import { UsageError } from './cli';
import { PROJECT_ID } from './project';

export const EMULATOR_PROJECT = PROJECT_ID;

export const TARGET_HELP = `Target:
  With FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set (npm start prints them; inside
  \`firebase emulators:exec\` they are set): the local emulators, project ${EMULATOR_PROJECT}.
  Otherwise production: --project <id> is required and the Admin SDK uses Application Default
  Credentials (GOOGLE_APPLICATION_CREDENTIALS=key.json or \`gcloud auth application-default login\`).

Common options:
  --project ID   Firebase project id
  --help         this text`;

export const OPERATOR_OPTIONS = { project: { type: 'string' } } as const;

export interface OperatorArgs {
  email: string;
  target: string;
}

const emailSchema = z.email();

/** `<email>` and `--project`: whose account, on which project (initialises the Admin SDK for it). */
export function operatorTarget(positionals: string[], project: string | undefined): OperatorArgs {
  if (positionals.length !== 1) throw new UsageError('give exactly one e-mail address');
  const email = positionals[0]!.trim();
  if (!emailSchema.safeParse(email).success) throw new UsageError(`not an e-mail address: "${email}"`);

  const firestoreEmulator = process.env.FIRESTORE_EMULATOR_HOST;
  const authEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (Boolean(firestoreEmulator) !== Boolean(authEmulator)) {
    throw new UsageError(
      'set both FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (emulators) or neither (production), never one',
    );
  }
  if (!firestoreEmulator && !project) {
    throw new UsageError('no emulator is set, so this would act on production: say which project with --project <id>');
  }
  const projectId = project ?? EMULATOR_PROJECT;
  if (!getApps().length) initializeApp({ projectId });
  const target = firestoreEmulator
    ? `emulators (firestore ${firestoreEmulator}, auth ${authEmulator}), project ${projectId}`
    : `PRODUCTION project ${projectId}`;
  return { email, target };
}
