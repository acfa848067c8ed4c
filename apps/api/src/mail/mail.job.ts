import { defineJob } from '../jobs/types.ts';

/**
 * Hands an outbox e-mail to SMTP, again and again (with backoff) until the server accepts it;
 * once accepted (`sent_at`), never again.
 */
export const sendMailJob = defineJob({
  type: 'mail.send',
  maxAttempts: 20,
  run: ({ outboxId }, { app }) => app.mailer.deliver(outboxId),
});
