import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * Every job type and its payload (JSON). A type is added here and its definition listed in
 * `registry.ts`; `enqueue` and the handlers are typed from this map.
 */
export interface JobPayloads {
  /** Hand one outbox e-mail to SMTP (mail/mail.job.ts). */
  'mail.send': { outboxId: number };
  /** Push notifications to sockets and e-mail the important ones (notifications.job.ts). */
  'notifications.deliver': { ids: number[] };
  /** End every auction whose time passed (recurring; auctions/closing/closing.jobs.ts). */
  'auctions.sweep': Record<string, never>;
  /** After an auction ended: tell its watchers, open the winner's chat with the owner. */
  'auctions.ended': {
    auctionId: number;
    ownerId: number;
    winnerId: number | null;
    event: { winner: unknown; current_price: string | null; ends_at: string };
  };
  /** Stories past their 24 hours leave the table, their files with them (recurring). */
  'stories.sweep': Record<string, never>;
  /** Stored files to delete: images with their sizes, other files as they are (media.jobs.ts). */
  'media.remove': { images: string[]; files: string[] };
  /** Sessions revoked or idle past their life, and used reset codes (recurring). */
  'sessions.prune': Record<string, never>;
  /** A call's ring time is up: still ringing, it is missed (chat/calls/call-timeout.job.ts). */
  'chat.call-timeout': { callId: number };
  /** Finished jobs older than a week (recurring). */
  'jobs.prune': Record<string, never>;
}

export type JobType = keyof JobPayloads;

export interface JobContext {
  app: FastifyInstance;
  db: Database;
  /** The app's logger with the job's id, type and enqueuing request id bound. */
  log: FastifyBaseLogger;
  /** The request that caused the job, if one did: jobs it enqueues in turn carry it on. */
  requestId?: string;
  job: { id: number; type: JobType; attempt: number; maxAttempts: number };
}

export interface JobDefinition<T extends JobType = JobType> {
  type: T;
  /**
   * Does the work; throws to be retried. Must be idempotent: after a crash, or a lease that ran
   * out, the same job can run again after its effect happened.
   */
  run(payload: JobPayloads[T], context: JobContext): Promise<void>;
  /** Attempts before `dead` (JOBS_MAX_ATTEMPTS when absent). */
  maxAttempts?: number;
  /** A cron pattern (seconds field allowed: `*\/2 * * * * *`): one row that runs at each time. */
  recurring?: string;
}

/** Keeps the type link between a definition's `type` and its handler's payload. */
export const defineJob = <T extends JobType>(definition: JobDefinition<T>): JobDefinition<T> =>
  definition;
