// `npm run admin -- grant someone@example.com [--remote]` (or `revoke`): sets the account's role.
// The local D1 by default; --remote changes the deployed database.
import { parseAdminArgs, roleUpdateSql } from "./lib/admin-role.ts";
import { query } from "./lib/local-env.ts";

try {
  const { command, email, remote } = parseAdminArgs(process.argv.slice(2));
  const target = remote ? "remote" : "local";
  const rows = query<{ id: string; email: string; role: string }>(target, roleUpdateSql(command, email));
  if (rows.length === 0) {
    console.error(`No account with the e-mail ${email} in the ${target} database.`);
    process.exit(1);
  }
  console.log(`${email} is now ${rows[0]?.role === "admin" ? "an admin" : "a regular user"} (${target} database).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
