import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../http/app-error.ts';
import { scheduledJobNames } from './registry.ts';

/** `POST /dev/jobs/{name}/run`: scheduled jobs run on demand, for developers and tests. */
export const createDevJobsService = (app: Pick<FastifyInstance, 'jobs'>) => ({
  /**
   * Runs the scheduled job named `name` at once in this instance and answers when it, and the
   * jobs due now (those it wrote), finished:
   * 404 `jobs.unknown-name` for a name that is not registered, 500 `jobs.run-failed` when the
   * job threw (it is kept dead in the queue with its error, and the log says why).
   */
  run: async (name: string, requestId: string) => {
    if (!Object.hasOwn(scheduledJobNames, name)) throw notFound('jobs.unknown-name');
    const type = scheduledJobNames[name as keyof typeof scheduledJobNames];
    const started = performance.now();
    const run = await app.jobs.runNow(type, { requestId });
    if (run?.outcome !== 'done') throw new AppError(500, 'jobs.run-failed');
    // What it wrote for right away (an expired story's `media.remove`) is done too when it answers.
    await app.jobs.drain();
    return {
      name,
      type,
      job_id: run.jobId,
      duration_ms: Math.round(performance.now() - started),
    };
  },
});
