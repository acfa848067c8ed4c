import type { FastifyInstance } from 'fastify';
import { sendMailJob } from '../mail/mail.job.ts';
import { auctionEndedJob, auctionsSweepJob } from '../modules/auctions/closing/closing.jobs.ts';
import { callTimeoutJob } from '../modules/chat/calls/call-timeout.job.ts';
import { deliverNotificationsJob } from '../modules/notifications/notifications.delivery.ts';
import { storiesSweepJob } from '../modules/stories/story-expiry.job.ts';
import { SESSION_SWEEP_MS } from '../realtime/realtime-service.ts';
import { pruneJobsJob, pruneSessionsJob } from './maintenance.jobs.ts';
import { removeMediaJob } from './media.jobs.ts';
import type { LocalTick } from './schedule.ts';
import type { JobDefinition, JobType } from './types.ts';

/** Every job type the workers run: the one list of the work that happens after a request. */
export const jobDefinitions: readonly JobDefinition[] = [
  sendMailJob,
  deliverNotificationsJob,
  auctionsSweepJob,
  auctionEndedJob,
  storiesSweepJob,
  removeMediaJob,
  callTimeoutJob,
  pruneSessionsJob,
  pruneJobsJob,
] as JobDefinition[];

/**
 * The scheduled jobs by the names `POST /dev/jobs/{name}/run` knows (API.md, Wave 3): a name
 * of the pinned list (`saved-search-digest`, …) whose job does not exist yet answers 404.
 */
export const scheduledJobNames = {
  'auction-close': 'auctions.sweep',
  'story-expiry': 'stories.sweep',
  'session-prune': 'sessions.prune',
  'job-prune': 'jobs.prune',
} as const satisfies Record<string, JobType>;

export type ScheduledJobType = (typeof scheduledJobNames)[keyof typeof scheduledJobNames];

/** Work each instance does for its own sockets, while it listens. */
export const localTicksOf = (app: FastifyInstance): LocalTick[] => [
  {
    // Expiry is 30 days without a request, so a minute is precise enough; it also catches a
    // revocation whose disconnect did not reach this instance (a Redis outage).
    name: 'realtime.session-sweep',
    everyMs: SESSION_SWEEP_MS,
    run: () => app.realtime.sweepEndedSessions(),
  },
];
