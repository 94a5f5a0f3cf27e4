// The auth secrets as better-auth reads them, so the Worker's own session read, better-auth and the
// toast cookie's key all start from one list (docs/decisions/183). Imports nothing of the app.

/** One entry of BETTER_AUTH_SECRETS: "2:<secret>". */
export type VersionedSecret = { version: number; value: string };

export type AuthSecrets = {
  /** The secret that signs and encrypts now: the first versioned one, else BETTER_AUTH_SECRET. */
  current: string;
  /** better-auth's `secrets` option (current first), or null when only BETTER_AUTH_SECRET is set. */
  versioned: VersionedSecret[] | null;
  /** BETTER_AUTH_SECRET: better-auth's `secret`, its fallback for data from before versioning. */
  legacy: string | null;
  /** Every key a session cookie may carry a signature of, the current one first, none twice. */
  sessionKeys: string[];
};

export const AUTH_SECRET_MIN_LENGTH = 32;

/**
 * BETTER_AUTH_SECRETS read as better-auth 1.7 reads it (context/secret-utils): comma-separated
 * "version:value" entries, the current one first, versions non-negative integers appearing once.
 * Empty means unset (null); a malformed list is a message naming what is wrong.
 */
export function parseVersionedSecrets(text: string): VersionedSecret[] | null | string {
  if (text.trim() === "") return null;
  const secrets: VersionedSecret[] = [];
  const entries = text.split(",");
  for (const [index, entry] of entries.entries()) {
    const position = index + 1;
    const colon = entry.indexOf(":");
    if (colon === -1) return `BETTER_AUTH_SECRETS entry ${position} must be "<version>:<secret>"`;
    const versionText = entry.slice(0, colon).trim();
    const value = entry.slice(colon + 1).trim();
    if (!/^\d+$/.test(versionText)) return `BETTER_AUTH_SECRETS entry ${position} has no whole-number version`;
    const version = Number(versionText);
    if (secrets.some((secret) => secret.version === version)) {
      return `BETTER_AUTH_SECRETS names version ${version} twice`;
    }
    if (value.length < AUTH_SECRET_MIN_LENGTH) {
      return `BETTER_AUTH_SECRETS version ${version} must be at least ${AUTH_SECRET_MIN_LENGTH} characters`;
    }
    secrets.push({ version, value });
  }
  return secrets;
}

/** The list every reader uses, from BETTER_AUTH_SECRETS (parsed) and BETTER_AUTH_SECRET. */
export function authSecretsFrom(versioned: VersionedSecret[] | null, legacy: string | null): AuthSecrets {
  const current = versioned?.[0]?.value ?? legacy;
  if (current === null || current === undefined) throw new Error("no auth secret");
  const keys = [current, ...(versioned ?? []).map((secret) => secret.value), ...(legacy === null ? [] : [legacy])];
  return { current, versioned, legacy, sessionKeys: [...new Set(keys)] };
}

/**
 * A key of its own for one use of the auth secret (HKDF-SHA256 under `label`, hex): what a
 * derived key signs never carries a signature the secret itself, or another label's key, makes.
 */
export async function derivedKey(secret: string, label: string): Promise<string> {
  const encoder = new TextEncoder();
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(), info: encoder.encode(label) },
    material,
    256,
  );
  return Array.from(new Uint8Array(bits), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
