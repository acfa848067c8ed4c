import { z } from 'zod';
import { envelope } from './common.ts';
import { EMAIL_MAX_LENGTH } from './limits.ts';

/** An e-mail the API sent or queued; readable outside production only, for tests and developers. */
export const OutboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
  /** When SMTP accepted it; null while queued or without SMTP. */
  sent_at: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

export const DevOutboxQuerySchema = z.object({
  /** Only the e-mails to this address (any case). */
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
});
export type DevOutboxQuery = z.infer<typeof DevOutboxQuerySchema>;

/** Newest first, at most 50. */
export const DevOutboxResponseSchema = envelope(z.array(OutboxEmailSchema));
export type DevOutboxResponse = z.infer<typeof DevOutboxResponseSchema>;

/** `POST /dev/jobs/{name}/run`: a scheduled job by its public name (`story-expiry`, `auction-close`). */
export const DevRunJobParamsSchema = z.object({
  /** Any other name is answered 404. */
  name: z.string().min(1).max(64),
});
export type DevRunJobParams = z.infer<typeof DevRunJobParamsSchema>;

/** The run, once it finished. */
export const DevRunJobSchema = z.object({
  /** The name asked for. */
  name: z.string(),
  /** The job type it ran (`stories.sweep`). */
  type: z.string(),
  /** Its row in the queue (`npm run jobs -- list --state done`). */
  job_id: z.number().int(),
  duration_ms: z.number().int(),
});
export type DevRunJob = z.infer<typeof DevRunJobSchema>;

export const DevRunJobResponseSchema = envelope(DevRunJobSchema);
export type DevRunJobResponse = z.infer<typeof DevRunJobResponseSchema>;
