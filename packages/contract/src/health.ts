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

/** The process answers: nothing else is asked (a liveness probe restarts it when this fails). */
export const LivenessSchema = z.object({
  status: z.literal('ok'),
  uptime_seconds: z.number(),
});
export type Liveness = z.infer<typeof LivenessSchema>;

export const LivenessResponseSchema = z.object({ data: LivenessSchema });
export type LivenessResponse = z.infer<typeof LivenessResponseSchema>;

/** One dependency's answer, with how long asking it took. */
export const ReadinessCheckSchema = z.object({
  status: z.enum(['up', 'down']),
  duration_ms: z.number(),
});
export type ReadinessCheck = z.infer<typeof ReadinessCheckSchema>;

/** Whether this instance can serve: every dependency it needs answered. */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    /** A query ran. */
    database: ReadinessCheckSchema,
    /** A PING was answered; absent when `REDIS_URL` is not set. */
    redis: ReadinessCheckSchema.optional(),
    /** This instance's background-job worker is running. */
    queue: ReadinessCheckSchema,
  }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

export const ReadinessResponseSchema = z.object({ data: ReadinessSchema });
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;

/**
 * 503: the error envelope naming the first failing dependency (`health.database-down`,
 * `health.redis-down`, `health.queue-down`), with every check beside it.
 */
export const NotReadyResponseSchema = ApiErrorSchema.extend({ data: ReadinessSchema });
export type NotReadyResponse = z.infer<typeof NotReadyResponseSchema>;
