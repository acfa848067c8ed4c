import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['pglite', 'pg']) }),
  uptime_seconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

export const HealthResponseSchema = z.object({ data: HealthSchema });

export const healthEndpoints = {
  health: { method: 'GET', path: '/health' },
} as const;
