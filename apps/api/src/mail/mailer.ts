import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { enqueue, wakeWorkers } from '../jobs/enqueue.ts';
import { findOutboxEmail, insertOutboxEmail, markOutboxEmailSent } from './outbox.repository.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface SendOptions {
  /** The caller's open transaction: the e-mail exists exactly when it commits. */
  tx?: Database;
  /** Idempotency key: an e-mail with this key is recorded (and sent) once. */
  key?: string;
  /** The request that caused it (`request.id`): the delivery job's log lines carry it. */
  requestId?: string;
}

export interface Mailer {
  /**
   * Records the e-mail in the outbox and, with SMTP, a `mail.send` job that hands it over until
   * the server accepts it (without SMTP, it stays in the outbox). Resolves once recorded:
   * callers never wait for, or learn about, delivery.
   */
  send(email: Email, options?: SendOptions): Promise<void>;
  /** Hands one outbox e-mail to SMTP unless it was accepted before (the `mail.send` job). */
  deliver(outboxId: number): Promise<void>;
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
  const record = async (
    tx: Database,
    { to, subject, text }: Email,
    { key, requestId }: SendOptions,
  ) => {
    const id = await insertOutboxEmail(tx, { toEmail: to, subject, bodyText: text, key });
    if (id !== null && transport)
      await enqueue(tx, 'mail.send', { outboxId: id }, { key: `${id}`, requestId });
    return id;
  };
  return {
    async send(email, options = {}) {
      const { tx } = options;
      const id = tx
        ? await record(tx, email, options)
        : await db.transaction((t) => record(t as unknown as Database, email, options));
      if (id === null) return;
      if (!transport) {
        // Neither subject nor text: both carry reset codes. Developers read them with DEV_OUTBOX.
        log.info({ outboxId: id, to: email.to }, 'e-mail kept in the outbox (no SMTP_URL)');
        return;
      }
      if (!tx) wakeWorkers();
    },
    async deliver(outboxId) {
      const email = await findOutboxEmail(db, outboxId);
      // Accepted once (or gone): never sent again.
      if (!email || email.sentAt || !transport) return;
      await transport.sendMail({
        from: FROM,
        to: email.toEmail,
        subject: email.subject,
        text: email.bodyText,
        // The same id on every attempt: a server that did accept it can drop the copy.
        messageId: `<outbox-${email.id}@souq.local>`,
      });
      await markOutboxEmailSent(db, outboxId);
    },
    close() {
      transport?.close();
    },
  };
};
