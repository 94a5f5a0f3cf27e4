import { eq } from "drizzle-orm";
import { NOTICE_EMAIL_TEXT } from "../../core/notifications/messages";
import type { Db } from "../db/client.server";
import { users } from "../db/schema.server";
import { escapeHtml, type Mail } from "../mail/mailer.server";
import { fromBase64url, toBase64url } from "../platform/base64url";
import { derivedKey } from "../platform/secrets";
import type { Notice } from "./notices";
import { updateNotificationSettings } from "./settings.server";

// Notices by e-mail (docs/decisions/174): the same text as the push, a link to open it, and a way
// out that needs no sign-in: a token in the footer and in the List-Unsubscribe headers (RFC 2369,
// one-click RFC 8058), signed with a key derived from the auth secret under a label of its own (as
// the toast cookie's, decision 183); every listed secret is tried, so a rotation keeps sent links.

const PURPOSE = "notification-emails";
const KEY_LABEL = "tipoff/unsubscribe-link/v1";
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** The HMAC key an auth secret gives unsubscribe links, derived once per isolate. */
function macKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = derivedKey(secret, KEY_LABEL).then((derived) =>
      crypto.subtle.importKey("raw", encoder.encode(derived), { name: "HMAC", hash: "SHA-256" }, false, [
        "sign",
        "verify",
      ]),
    );
    keys.set(secret, key);
  }
  return key;
}

/** `<user id>.<HMAC-SHA-256 of the purpose and the id>`: stops this person's e-mails, nothing else. */
export async function unsubscribeToken(secret: string, userId: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await macKey(secret), encoder.encode(`${PURPOSE}:${userId}`));
  return `${userId}.${toBase64url(mac)}`;
}

/** The person a token was made for, or null when no listed secret (current one first) made it. */
export async function userOfUnsubscribeToken(secrets: readonly string[], token: string): Promise<string | null> {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || token.length > 200) return null;
  const userId = token.slice(0, dot);
  const mac = fromBase64url(token.slice(dot + 1));
  if (!mac) return null;
  const signed = encoder.encode(`${PURPOSE}:${userId}`);
  for (const secret of secrets) {
    // verify compares in constant time.
    if (await crypto.subtle.verify("HMAC", await macKey(secret), mac, signed)) return userId;
  }
  return null;
}

export const unsubscribeUrl = (appUrl: string, token: string) =>
  `${appUrl}/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** Turns notification e-mails off for the token's owner; false for a token that is not ours. */
export async function stopNotificationEmails(
  ctx: { db: Db; secrets: readonly string[] },
  token: string,
): Promise<boolean> {
  const userId = await userOfUnsubscribeToken(ctx.secrets, token);
  if (!userId) return false;
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return false;
  await updateNotificationSettings(ctx, userId, { email: false });
  return true;
}

/** A notice as an e-mail: its title as the subject, its text, a link to open it, and the way out. */
export function noticeMail(notice: Notice, to: string, links: { appUrl: string; unsubscribe: string }): Mail {
  const open = new URL(notice.url, links.appUrl).href;
  const text = [
    notice.body,
    "",
    `${NOTICE_EMAIL_TEXT.open} ${open}`,
    "",
    "--",
    NOTICE_EMAIL_TEXT.why,
    `${NOTICE_EMAIL_TEXT.stop} ${links.unsubscribe}`,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(notice.body)}</p>`,
    `<p><a href="${escapeHtml(open)}">${escapeHtml(NOTICE_EMAIL_TEXT.open)} ${escapeHtml(notice.title)}</a></p>`,
    `<p style="color:#666;font-size:12px">${escapeHtml(NOTICE_EMAIL_TEXT.why)} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(NOTICE_EMAIL_TEXT.stop.replace(/:$/, ""))}</a></p>`,
  ].join("");
  return {
    to,
    subject: notice.title,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${links.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
