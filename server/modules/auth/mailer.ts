import nodemailer, { type Transporter } from "nodemailer";
import type { FastifyInstance } from "fastify";
import { isProduction } from "../../config";
import { nowIso } from "../../db/dialect";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The verification code, kept in the development outbox so tests and developers can read it. */
  code?: string;
}

const transports = new WeakMap<FastifyInstance, Transporter>();

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise the mail goes to the server log and, outside production,
 * to the development outbox (GET /api/dev/outbox).
 */
export async function sendMail(app: FastifyInstance, mail: OutgoingMail): Promise<void> {
  const { smtpUrl, mailFrom } = app.config;
  if (smtpUrl) {
    let transport = transports.get(app);
    if (!transport) {
      transport = nodemailer.createTransport(smtpUrl);
      transports.set(app, transport);
    }
    await transport.sendMail({ from: mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
    return;
  }
  app.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, "mail (no SMTP_URL set)");
  if (!isProduction(app.config)) {
    await app.db
      .insertInto("outbox")
      .values({ email: mail.to, subject: mail.subject, text: mail.text, code: mail.code ?? null, created_at: nowIso() })
      .execute();
  }
}
