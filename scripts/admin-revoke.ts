// `npm run admin:revoke -- <email>`: take the admin role away (custom claim removed, tokens revoked).
import { setAdminRole } from './lib/admin-role';
import { runScript } from './lib/cli';
import { OPERATOR_OPTIONS, TARGET_HELP, operatorTarget } from './lib/operator';

const USAGE = `Usage: npm run admin:revoke -- <email> [--project ID]

Takes the admin role from the VibeChart account with this e-mail: removes the custom claim admin
(other claims kept), sets users/{uid}.isAdmin = false and revokes its refresh tokens. The admin routes
check revocation, so its current sessions lose admin access at once.

${TARGET_HELP}`;

runScript({
  name: 'admin:revoke',
  usage: USAGE,
  options: OPERATOR_OPTIONS,
  positionals: true,
  main: async (values, positionals) => {
    const args = operatorTarget(positionals, values.project);
    console.log(`admin:revoke on ${args.target}`);
    const change = await setAdminRole(args.email, false);
    console.log(
      `admin:revoke: ${change.email} (uid ${change.uid}) is no admin${change.wasAdmin ? '' : ' (it was not one)'}; ` +
        'tokens revoked',
    );
  },
});
