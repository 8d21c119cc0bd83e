// `npm run admin:revoke -- <email>`: take the admin role away (custom claim removed, tokens revoked).
import { setAdminRole } from './lib/admin-role';
import { TARGET_HELP, parseOperatorArgs, runOperator } from './lib/operator';

const USAGE = `Usage: npm run admin:revoke -- <email> [--project ID]

Takes the admin role from the VibeChart account with this e-mail: removes the custom claim admin
(other claims kept), sets users/{uid}.isAdmin = false and revokes its refresh tokens. The admin routes
check revocation, so its current sessions lose admin access at once.

${TARGET_HELP}`;

runOperator('admin:revoke', USAGE, async () => {
  const args = parseOperatorArgs(process.argv.slice(2));
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  console.log(`admin:revoke on ${args.target}`);
  const change = await setAdminRole(args.email, false);
  console.log(
    `admin:revoke: ${change.email} (uid ${change.uid}) is no admin${change.wasAdmin ? '' : ' (it was not one)'}; ` +
      'tokens revoked',
  );
});
