import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from './error-handler.ts';

type PageLanguage = 'en' | 'ar';
type Encoding = 'br' | 'gzip' | 'identity';

/** The build marks each language's preloaded texts with `data-lng` (build-plugins/preload-landing). */
const textsPreloadOf = (lng: PageLanguage) =>
  new RegExp(`\\s*<link\\b[^>]*\\bdata-lng="${lng}"[^>]*>`, 'g');

/**
 * `index.html` as each language opens it, encoded every way it is asked for: only that language's
 * texts are preloaded (an Arabic reader no longer downloads the English ones), and an Arabic page
 * starts right to left.
 */
const pagesOf = (html: string): Record<PageLanguage, Record<Encoding, Buffer>> => {
  const encoded = (text: string) => ({
    identity: Buffer.from(text),
    br: brotliCompressSync(text),
    gzip: gzipSync(text, { level: 9 }),
  });
  return {
    en: encoded(html.replace(textsPreloadOf('ar'), '')),
    ar: encoded(
      html
        .replace(textsPreloadOf('en'), '')
        .replace('<html lang="en" dir="ltr">', '<html lang="ar" dir="rtl">'),
    ),
  };
};

/**
 * The language the app will most likely open in, as the server can tell: `?lng=`, else the
 * browser's first language (the app also reads its stored choice; a wrong guess only costs the
 * other language's texts, fetched when the app starts).
 */
const pageLanguageOf = (request: FastifyRequest): PageLanguage => {
  const { lng } = (request.query ?? {}) as { lng?: unknown };
  const asked = typeof lng === 'string' ? lng.slice(0, 2).toLowerCase() : '';
  if (asked === 'ar' || asked === 'en') return asked;
  const first = request.headers['accept-language']?.split(',')[0]?.trim().slice(0, 2);
  return first?.toLowerCase() === 'ar' ? 'ar' : 'en';
};

const sendPage = (
  pages: ReturnType<typeof pagesOf>,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding: Encoding = /\bbr\b/.test(accepted)
    ? 'br'
    : /\bgzip\b/.test(accepted)
      ? 'gzip'
      : 'identity';
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language')
    .type('text/html; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(pages[pageLanguageOf(request)][encoding]);
};

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
 * the page (`index.html`, in the guessed language's variant) for every other GET so the client
 * router can answer (its own not-found page).
 */
export const serveWebApp = async (app: FastifyInstance, distDir: string): Promise<void> => {
  const hasWebApp = existsSync(join(distDir, 'index.html'));
  const pages = hasWebApp ? pagesOf(readFileSync(join(distDir, 'index.html'), 'utf8')) : null;
  if (pages) {
    for (const url of ['/', '/index.html']) {
      app.get(url, (request, reply) => sendPage(pages, request, reply));
    }
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      // The `.br` and `.gz` siblings written by the web build, chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControlOf(distDir, path)),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!pages || !wantsPage || SERVER_PATHS.test(path)) return sendRouteNotFound(request, reply);
    return sendPage(pages, request, reply);
  });
};
