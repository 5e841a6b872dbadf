import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { linksIn } from "./email-layout";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where the outbox worker delivers: an SMTP server, or the log in development. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}

/**
 * Development without SMTP_URL: nothing leaves the machine. The message stays in the database (shown
 * by /dev/mailbox) and its links are printed in the server log, so a newcomer can confirm an account.
 */
export function createLogTransport(logger: FastifyBaseLogger): MailTransport {
  return {
    async send(message) {
      const links = linksIn(message.text);
      logger.info({ to: message.to, subject: message.subject, links }, "e-mail (development, not sent)");
    },
    close() {},
  };
}
