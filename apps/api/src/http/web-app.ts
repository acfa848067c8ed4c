import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendRouteNotFound } from './error-handler.ts';

/** Paths that never fall back to the web app: their unknown addresses are JSON 404s. */
const SERVER_PATHS = /^\/(api|media|socket\.io)(\/|$)/;

/**
 * The built web app (apps/web/dist) on the same port as the API: hashed assets cached for a year,
 * `index.html` for every other GET so the client router can answer (its own not-found page).
 */
export const serveWebApp = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const hasWebApp = existsSync(join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(distDir, 'assets'));
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWebApp || !wantsPage || SERVER_PATHS.test(path))
      return sendRouteNotFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
};
