// The admin CLI as a person runs it (`npm run admin -- grant|revoke <email>`): the entry script
// itself, its messages and exit codes, and what the change means in the app at once.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ADMIN_USAGE } from "../../scripts/lib/admin-role.ts";
import { E2E_PERSIST_DIR } from "../../scripts/lib/e2e-env.ts";
import { ROOT } from "../../scripts/lib/local-env.ts";
import { signIn } from "./auth-helpers.ts";
import { expect, test, untilPageIsQuiet } from "./fixtures.ts";

const execFileAsync = promisify(execFile);

type CliRun = { code: number; stdout: string; stderr: string };

/** Runs scripts/admin.ts against the e2e server's local D1, as `npm run admin -- …` does. */
async function adminCli(...args: string[]): Promise<CliRun> {
  return execFileAsync(process.execPath, ["scripts/admin.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, TIPOFF_PERSIST_DIR: E2E_PERSIST_DIR },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? "",
    }),
  );
}

// @alone: the CLI writes the server's database from outside (docs/decisions/088).
test("the admin CLI grants and revokes admin, and the app follows at once", { tag: "@alone" }, async ({
  page,
  user,
}) => {
  expect(await adminCli("promote", user.email)).toMatchObject({ code: 2, stderr: `${ADMIN_USAGE}\n` });
  const unknown = `nobody-${Date.now()}@example.com`;
  expect(await adminCli("grant", unknown)).toMatchObject({
    code: 1,
    stderr: `No account with the e-mail ${unknown} in the local database.\n`,
  });

  await signIn(page, user, "/admin");
  await expect(page.getByRole("heading", { name: "Administrator Access Required" })).toBeVisible();

  // The address as a person may type it: the CLI matches the account's e-mail whatever its case.
  await untilPageIsQuiet(page);
  expect(await adminCli("grant", user.email.toUpperCase())).toMatchObject({
    code: 0,
    stdout: `${user.email} is now an admin (local database).\n`,
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  await untilPageIsQuiet(page);
  expect(await adminCli("revoke", user.email)).toMatchObject({
    code: 0,
    stdout: `${user.email} is now a regular user (local database).\n`,
  });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Administrator Access Required" })).toBeVisible();
});
