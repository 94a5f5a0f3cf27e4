import { eq } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { users } from "../db/schema.server";
import { escapeHtml, type Mail } from "../mail/mailer.server";
import { fromBase64url, toBase64url } from "./base64url";
import { NOTICE_EMAIL_TEXT } from "./messages";
import type { Notice } from "./notices";
import { updateNotificationSettings } from "./settings.server";

// Notices by e-mail (docs/decisions/174): the same text as the push, a link to open it, and a way
// out that needs no sign-in: a token signed with the app's secret, in the footer and in the
// List-Unsubscribe headers (RFC 2369, one-click RFC 8058).

const PURPOSE = "notification-emails";
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function macKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** `<user id>.<HMAC-SHA-256 of the purpose and the id>`: stops this person's e-mails, nothing else. */
export async function unsubscribeToken(secret: string, userId: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await macKey(secret), encoder.encode(`${PURPOSE}:${userId}`));
  return `${userId}.${toBase64url(mac)}`;
}

/** The person a token was made for, or null when it was not made with this secret. */
export async function userOfUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || token.length > 200) return null;
  const userId = token.slice(0, dot);
  const mac = fromBase64url(token.slice(dot + 1));
  if (!mac) return null;
  // verify compares in constant time.
  const valid = await crypto.subtle.verify("HMAC", await macKey(secret), mac, encoder.encode(`${PURPOSE}:${userId}`));
  return valid ? userId : null;
}

export const unsubscribeUrl = (appUrl: string, token: string) =>
  `${appUrl}/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** Turns notification e-mails off for the token's owner; false for a token that is not ours. */
export async function stopNotificationEmails(deps: { db: Db; secret: string }, token: string): Promise<boolean> {
  const userId = await userOfUnsubscribeToken(deps.secret, token);
  if (!userId) return false;
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return false;
  await updateNotificationSettings(deps, userId, { email: false });
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
