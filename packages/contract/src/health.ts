import { z } from 'zod';
import { ApiErrorSchema } from './common.ts';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['pglite', 'pg']) }),
  uptime_seconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

export const HealthResponseSchema = z.object({ data: HealthSchema });
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** 503: the error envelope, with the report beside it for monitors. */
export const HealthDownResponseSchema = ApiErrorSchema.extend({ data: HealthSchema });
export type HealthDownResponse = z.infer<typeof HealthDownResponseSchema>;
