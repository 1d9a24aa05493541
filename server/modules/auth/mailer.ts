import type { Transporter } from "nodemailer";
import type { FastifyInstance } from "fastify";
import { isProduction } from "../../config";
import { nowIso } from "../../db/dialect";
import { HttpError } from "../../errors";
import type { RenderedMail } from "./mail-layout";
import type { Locale } from "../../../src/domain/constants";

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The verification code, kept in the development outbox so tests and developers can read it. */
  code?: string;
}

/**
 * How long a send may wait for the SMTP server. Nodemailer's defaults (2 minutes to connect, 10 minutes of
 * silence) would keep the request, and the caller's transaction, open far longer than anyone waits for a page.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const transports = new WeakMap<FastifyInstance, Transporter>();

/**
 * The sender as the recipient reads it: MAIL_FROM's address, under its name in English and under MAIL_FROM_NAME_AR
 * in Arabic (an Arabic reader's inbox lists "لوحة تحكم المنيو", not the English name).
 */
export function senderIn(
  mailFrom: string,
  locale: Locale,
  arabicName: string,
): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  const address = match ? match[2].trim() : mailFrom.trim();
  const englishName = match ? match[1].trim() : "";
  return { name: locale === "ar" && arabicName ? arabicName : englishName, address };
}

/** Whether mails really leave the server (SMTP_URL set), rather than going to the log and dev outbox. */
export const mailIsDelivered = (app: FastifyInstance) => Boolean(app.config.smtpUrl);

/** The 503 every caller answers when the mail could not be handed to the SMTP server. */
export const mailUnavailable = () => new HttpError(503, "mail.unavailable");

/**
 * Sends through SMTP when SMTP_URL is set, as HTML with the plain text as its alternative. Otherwise the mail goes
 * to the server log and, outside production, to the development outbox (GET /api/dev/outbox).
 * A refused, timed-out or rejecting SMTP server is logged and thrown as a 503 with a message the user can act on.
 */
export async function sendMail(app: FastifyInstance, mail: OutgoingMail): Promise<void> {
  const { smtpUrl, mailFrom } = app.config;
  if (smtpUrl) {
    let transport = transports.get(app);
    if (!transport) {
      // Loaded only when mail really leaves the server: most starts never need it.
      const { default: nodemailer } = await import("nodemailer");
      transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
      transports.set(app, transport);
    }
    try {
      await transport.sendMail({
        from: senderIn(mailFrom, mail.locale, app.config.mailFromNameArabic),
        to: mail.to,
        headers: { "Content-Language": mail.locale },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      app.log.error({ err: error, to: mail.to, subject: mail.subject }, "mail could not be sent");
      throw mailUnavailable();
    }
    return;
  }
  app.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, "mail (no SMTP_URL set)");
  if (!isProduction(app.config)) {
    await app.db
      .insertInto("outbox")
      .values({
        email: mail.to,
        subject: mail.subject,
        text: mail.text,
        code: mail.code ?? null,
        created_at: nowIso(),
      })
      .execute();
  }
}
