import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { insertOutboxEmail, markOutboxEmailSent } from './outbox.repository.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Records the e-mail in the outbox and hands it to SMTP in the background (without SMTP, it
   * stays there). Resolves once recorded: callers never wait for, or learn about, delivery.
   */
  send(email: Email): Promise<void>;
  close(): void;
}

const FROM = 'Souq <no-reply@souq.local>';

export const createMailer = ({
  db,
  smtpUrl,
  log,
}: {
  db: Database;
  smtpUrl: string | undefined;
  log: FastifyBaseLogger;
}): Mailer => {
  const transport: Transporter | null = smtpUrl ? createTransport(smtpUrl) : null;
  return {
    async send({ to, subject, text }) {
      const id = await insertOutboxEmail(db, { toEmail: to, subject, bodyText: text });
      if (!transport) {
        // Neither subject nor text: both carry reset codes. Developers read them with DEV_OUTBOX.
        log.info({ outboxId: id, to }, 'e-mail kept in the outbox (no SMTP_URL)');
        return;
      }
      void transport
        .sendMail({ from: FROM, to, subject, text })
        .then(() => markOutboxEmailSent(db, id))
        .catch((err: unknown) => log.error({ err, outboxId: id, to }, 'e-mail not delivered'));
    },
    close() {
      transport?.close();
    },
  };
};
