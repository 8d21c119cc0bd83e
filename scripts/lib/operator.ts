// Shared plumbing of the operator scripts (admin:grant, admin:revoke, user:delete): arguments, and
// which Firebase project they act on. Against the emulators when FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST are set (project demo-vibechart unless --project says otherwise);
// against production only with an explicit --project and Application Default Credentials
// (GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`).
import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { z } from 'zod';
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

export class UsageError extends Error {}

export interface OperatorArgs {
  email: string;
  flags: Record<string, boolean>;
  target: string;
}

const emailSchema = z.email();

/** Parses `<email> [--project ID] [--flag ...]`; throws UsageError with a clear message. */
export function parseOperatorArgs(argv: string[], booleanFlags: string[] = []): OperatorArgs | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        project: { type: 'string' },
        help: { type: 'boolean', default: false },
        ...Object.fromEntries(booleanFlags.map((f) => [f, { type: 'boolean' as const, default: false }])),
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  if (values.help) return 'help';
  if (parsed.positionals.length !== 1) throw new UsageError('give exactly one e-mail address');
  const email = parsed.positionals[0]!.trim();
  if (!emailSchema.safeParse(email).success) throw new UsageError(`not an e-mail address: "${email}"`);

  const firestoreEmulator = process.env.FIRESTORE_EMULATOR_HOST;
  const authEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (Boolean(firestoreEmulator) !== Boolean(authEmulator)) {
    throw new UsageError(
      'set both FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (emulators) or neither (production), never one',
    );
  }
  const project = typeof values.project === 'string' ? values.project : undefined;
  if (!firestoreEmulator && !project) {
    throw new UsageError('no emulator is set, so this would act on production: say which project with --project <id>');
  }
  const projectId = project ?? EMULATOR_PROJECT;
  if (!getApps().length) initializeApp({ projectId });
  const target = firestoreEmulator
    ? `emulators (firestore ${firestoreEmulator}, auth ${authEmulator}), project ${projectId}`
    : `PRODUCTION project ${projectId}`;
  const flags = Object.fromEntries(booleanFlags.map((f) => [f, values[f] === true]));
  return { email, flags, target };
}

/** Runs a script's main with the usual exit codes: 0 done, 1 failed, 2 usage. */
export function runOperator(name: string, usage: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${name}: ${error.message}\n\n${usage}`);
      process.exit(2);
    }
    console.error(`${name} failed: ${(error as Error).message ?? String(error)}`);
    process.exit(1);
  });
}
