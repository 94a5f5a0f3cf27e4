import type { AppConfig } from "../platform/env.server";

/** `headers`: extra message headers (List-Unsubscribe on notification e-mails). */
export type Mail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };
export type Mailer = { send(mail: Mail): Promise<void> };

/** The context's mailer (docs/decisions/230): the provider's, the log's, or a test's. */
export type MailerCtx = { readonly mailer: Mailer };

const RESEND_ENDPOINT = "https://api.resend.com/emails";
const SEND_TIMEOUT_MS = 10_000;

/** Local development: no mail leaves the machine; the link is printed in the dev server's log. */
export function createLogMailer(log: (line: string) => void = console.log): Mailer {
  return {
    async send(mail) {
      log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };
}

/** Production: Resend's HTTP API, configured by the MAIL_API_KEY and MAIL_FROM secrets. */
export function createResendMailer({ apiKey, from }: { apiKey: string; from: string }): Mailer {
  return {
    async send(mail) {
      const response = await fetch(RESEND_ENDPOINT, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({
          from,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: mail.headers } : {}),
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 300);
        throw new Error(`Mail provider answered ${response.status}: ${detail}`);
      }
    },
  };
}

export function createMailer(config: AppConfig): Mailer {
  if (config.mail) return createResendMailer(config.mail);
  return createLogMailer();
}

export function verificationMail(to: string, name: string, url: string): Mail {
  const greeting = name ? `Hi ${name},` : "Hi,";
  return {
    to,
    subject: "Confirm your Tipoff account",
    text: `${greeting}\n\nConfirm your e-mail address to finish creating your Tipoff account:\n${url}\n\nIf you did not sign up, ignore this message.`,
    html: `<p>${escapeHtml(greeting)}</p><p>Confirm your e-mail address to finish creating your Tipoff account:</p><p><a href="${escapeHtml(url)}">Confirm my e-mail address</a></p><p>If you did not sign up, ignore this message.</p>`,
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
