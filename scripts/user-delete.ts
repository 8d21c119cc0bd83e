// `npm run user:delete -- <email>`: remove a person's data everywhere it lives (privacy policy:
// deletion requests are served within 30 days). What goes and what stays: functions/src/services/user-deletion.ts.
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { CloudStorageBlobStore, createBlobStore } from '../functions/src/infra/blob-store';
import { deleteUserData } from '../functions/src/services/user-deletion';
import { runScript } from './lib/cli';
import { OPERATOR_OPTIONS, TARGET_HELP, operatorTarget } from './lib/operator';

const USAGE = `Usage: npm run user:delete -- <email> [--dry-run] [--project ID]

Deletes the data of the person with this e-mail address: the Auth account, users document, votes,
vibes, weekly quotas, bonus events, warm-up status, vote sessions, tool suggestions, e-mail delivery
records, campaign test sends, submissions with their thumbnails (blob store), AI reviews and judge
failures, contact messages and the newsletter subscription (by address). Their rows in published charts
are redacted ("Removed project"), keeping the other rows' ranks. Kept: anonymous counters (other
projects' vote/vibe counts, top-bar vote/vibe totals) and an unsubscribe entry (a hash, no address).
Safe to run again: a second run finds nothing left.

Options:
  --dry-run      list what would be deleted, change nothing

Thumbnails: Cloud Storage (production, or the Storage emulator when FIREBASE_STORAGE_EMULATOR_HOST is
set), else the local-disk blob store of the emulator suite (VIBECHART_BLOB_DIR, default .local-blobs/).
The bucket: VIBECHART_STORAGE_BUCKET when set, else the storageBucket of FIREBASE_CONFIG, else the
project's default bucket <project>.firebasestorage.app (a project created before October 2024 has
<project>.appspot.com: name it with VIBECHART_STORAGE_BUCKET). The script prints the bucket it uses.

${TARGET_HELP}`;

runScript({
  name: 'user:delete',
  usage: USAGE,
  options: { ...OPERATOR_OPTIONS, 'dry-run': { type: 'boolean', default: false } },
  positionals: true,
  main: async (values, positionals) => {
    const args = operatorTarget(positionals, values.project);
    const dryRun = values['dry-run'] === true;
    console.log(`user:delete${dryRun ? ' (dry run)' : ''} on ${args.target}`);
    const blobStore = createBlobStore();
    console.log(
      blobStore instanceof CloudStorageBlobStore
        ? `  thumbnails in bucket ${blobStore.name()}`
        : '  thumbnails in the local blob folder',
    );
    const report = await deleteUserData({
      db: getFirestore(),
      auth: getAuth(),
      blobStore,
      email: args.email,
      dryRun,
      log: (line) => console.log(`  ${line}`),
    });
    const verb = dryRun ? 'would delete' : 'deleted';
    const docs = Object.entries(report.documents).sort(([a], [b]) => a.localeCompare(b));
    const total = docs.reduce((sum, [, n]) => sum + n, 0);
    if (report.userIds.length === 0 && total === 0) {
      console.log(`user:delete: nothing stored for ${report.email}`);
      return;
    }
    console.log(`user:delete: ${report.email}: accounts ${report.userIds.join(', ') || '(none)'}`);
    for (const [collection, n] of docs) console.log(`  ${collection}: ${verb} ${n}`);
    console.log(`  auth users: ${verb} ${report.authUsers}`);
    console.log(`  thumbnails: ${verb} those of ${report.thumbnails} submission(s)`);
    console.log(`  published charts: ${dryRun ? 'would redact rows in' : 'redacted rows in'} ${report.chartsRedacted}`);
    console.log(`user:delete: ${dryRun ? 'dry run, nothing changed' : 'done'}`);
  },
});
