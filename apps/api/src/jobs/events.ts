/** What a worker reports about the jobs it runs, in this process (metrics, logs). */
export type JobEventKind = 'run' | 'done' | 'retry' | 'dead';

export interface JobEvent {
  /** run: started; done: succeeded; retry: failed, will run again; dead: failed for good. */
  kind: JobEventKind;
  id: number;
  type: string;
  /** 1 for the first run. */
  attempt: number;
  durationMs?: number;
  /** The error's message (retry, dead). */
  error?: string;
}

export type JobEventListener = (event: JobEvent) => void;
