import { sqlLiteral } from "./sql.ts";

export type AdminCommand = { command: "grant" | "revoke"; email: string; remote: boolean };

export const ADMIN_USAGE = "Usage: npm run admin -- <grant|revoke> <email> [--remote]";

export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  const flags = argv.filter((arg) => arg.startsWith("--"));
  const [command, email, ...rest] = argv.filter((arg) => !arg.startsWith("--"));
  const unknown = flags.filter((flag) => flag !== "--remote" && flag !== "--local");
  if ((command !== "grant" && command !== "revoke") || !email || rest.length > 0 || unknown.length > 0) {
    throw new Error(ADMIN_USAGE);
  }
  return { command, email: email.trim().toLowerCase(), remote: flags.includes("--remote") };
}

/** One statement that sets the role and returns the changed row (none when the e-mail is unknown). */
export function roleUpdateSql(command: "grant" | "revoke", email: string, now = Date.now()): string {
  const role = command === "grant" ? "admin" : "user";
  return `UPDATE users SET role = ${sqlLiteral(role)}, updated_at = ${now} WHERE email = ${sqlLiteral(email)} RETURNING id, email, role`;
}
