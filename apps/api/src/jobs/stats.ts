import type { Database } from '../db/client.ts';
import { JOB_STATES, type JobState } from './jobs.table.ts';
import { countJobsByTypeAndState, oldestWaitingSeconds } from './queue.repository.ts';

export type { JobState };

export interface QueueStats {
  /** Jobs per state (every state, 0 when none); `failed` waits for a retry. */
  depth: Record<JobState, number>;
  /** Jobs per type and state, non-zero rows only. */
  byType: Array<{ type: string; state: JobState; count: number }>;
  /** Seconds the oldest due job has waited to be taken; null when none waits. */
  oldestWaitingSeconds: number | null;
}

/** A read-only look at the queue for gauges (`/metrics`) and the CLI. */
export const queueStats = async (db: Database): Promise<QueueStats> => {
  const byType = await countJobsByTypeAndState(db);
  const depth = Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>;
  for (const row of byType) depth[row.state] += row.count;
  return { depth, byType, oldestWaitingSeconds: await oldestWaitingSeconds(db) };
};
