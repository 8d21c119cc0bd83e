// `npm run admin:grant -- <email>`: make an account an admin (custom claim admin: true).
import { setAdminRole } from './lib/admin-role';
import { runScript } from './lib/cli';
import { OPERATOR_OPTIONS, TARGET_HELP, operatorTarget } from './lib/operator';

const USAGE = `Usage: npm run admin:grant -- <email> [--project ID]

Gives the VibeChart account with this e-mail the admin role: the Firebase Auth custom claim
admin: true (other claims kept), users/{uid}.isAdmin = true, and its refresh tokens revoked, so the
person signs in again and their new session carries the role. The account must exist (signed in once).

${TARGET_HELP}`;

runScript({
  name: 'admin:grant',
  usage: USAGE,
  options: OPERATOR_OPTIONS,
  positionals: true,
  main: async (values, positionals) => {
    const args = operatorTarget(positionals, values.project);
    console.log(`admin:grant on ${args.target}`);
    const change = await setAdminRole(args.email, true);
    console.log(
      `admin:grant: ${change.email} (uid ${change.uid}) is an admin${change.wasAdmin ? ' (it already was)' : ''}; ` +
        'tokens revoked: the role applies from the next sign-in',
    );
  },
});
