import { Cron } from 'croner';
import type { Database } from '../db/client.ts';
import { upsertRecurringJob } from './queue.repository.ts';
import type { JobDefinition } from './types.ts';

/** The first time after `from` that a cron pattern (5 or 6 fields, seconds first) names. */
export const nextRunOf = (pattern: string, from: Date = new Date()): Date => {
  const next = new Cron(pattern, { paused: true }).nextRun(from);
  if (!next) throw new Error(`the cron pattern "${pattern}" names no future time`);
  return next;
};

/** Each recurring definition gets its one row (instances starting together make one). */
export const armRecurringJobs = async (db: Database, definitions: readonly JobDefinition[]) => {
  for (const definition of definitions) {
    if (!definition.recurring) continue;
    await upsertRecurringJob(db, {
      type: definition.type,
      pattern: definition.recurring,
      firstRunAt: nextRunOf(definition.recurring),
      maxAttempts: definition.maxAttempts ?? null,
    });
  }
};

/**
 * Work each instance does for itself, not once for all (its own sockets): run every `everyMs`
 * while the server listens. Not durable: a tick that is missed is simply the next one.
 */
export interface LocalTick {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/** Starts the ticks; the answer stops them and waits for the ones running. */
export const startTicks = (
  ticks: readonly LocalTick[],
  onError: (name: string, error: unknown) => void,
): (() => Promise<void>) => {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const arm = (tick: LocalTick) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      const run = tick
        .run()
        .catch((error: unknown) => onError(tick.name, error))
        .finally(() => {
          running.delete(run);
          if (!stopped) arm(tick);
        });
      running.add(run);
    }, tick.everyMs);
    timer.unref();
    timers.add(timer);
  };
  for (const tick of ticks) arm(tick);
  return async () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    await Promise.all(running);
  };
};
