import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendRouteNotFound } from './error-handler.ts';

/** Paths that never fall back to the web app: their unknown addresses are JSON 404s. */
const SERVER_PATHS = /^\/(api|media|socket\.io)(\/|$)/;

const cacheControlOf = (distDir: string, sentPath: string) => {
  // A pre-compressed sibling (`index.html.br`) is cached as the file it encodes.
  const path = sentPath.replace(/\.(br|gz)$/, '');
  if (path.startsWith(join(distDir, 'assets'))) return 'public, max-age=31536000, immutable';
  // The page names the current hashed assets: always revalidated.
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
};

/**
 * The built web app (apps/web/dist) on the same port as the API, brotli or gzip when the build wrote
 * them and the client accepts them: hashed assets cached for a year,
 * `index.html` for every other GET so the client router can answer (its own not-found page).
 */
export const serveWebApp = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const hasWebApp = existsSync(join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: 'index.html',
      // The `.br` and `.gz` siblings written by the web build, chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlOf(distDir, path)),
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
