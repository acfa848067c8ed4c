import type { FastifyInstance } from 'fastify';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { healthRoutes } from './health/health.routes.ts';

/** Every area's routes, under `/api/v1`. New areas are added here, explicitly. */
export const registerModules = async (api: FastifyInstance): Promise<void> => {
  await api.register(healthRoutes);
  await api.register(catalogRoutes);
};
