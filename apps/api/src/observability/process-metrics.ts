import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * Node's own metrics (event-loop lag, heap, CPU, handles, garbage collection): the process's, not
 * an app's, so one registry per process, started with the first app. Tests build many apps in one
 * process; each app keeps its own registry for what is its own (requests, sockets, pool, queue).
 */
export const processMetrics = (): Registry => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};
