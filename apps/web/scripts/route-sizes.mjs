// Prints the JavaScript each route loads at once (gzip): the entry, the route's chunk, what they
// import statically and the chunks the route fetches as soon as it renders. Exits with 1 when a
// route is over its budget (DESIGN.md: landing ≤ 150 KB, any route ≤ 170 KB).
// Usage: node apps/web/scripts/route-sizes.mjs [dist directory, default apps/web/dist]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// Budgets are in KiB, as the earlier measurements of this repository were.
const KB = 1024;
export const LANDING_BUDGET = 150 * KB;
export const ROUTE_BUDGET = 170 * KB;

/** Chunks a route asks for right after its first render (a form it preloads, its layout). */
const FETCHED_AT_START = {
  'add-ad': ['src/features/ads/components/ad-form.tsx'],
  register: ['src/features/accounts/components/register-form.tsx'],
  profile: ['src/features/accounts/components/profile-form.tsx'],
};
const COMMUNITY_LAYOUT = 'src/app/layouts/community-layout.tsx';
const ROUTE = /^src\/app\/routes\/([\w-]+)\.tsx$/;

/** `{ route, bytes, budget }` for every route module of the build in `dist`. */
export function routeSizes(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  const gzipOf = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const closure = (key, files) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return Object.keys(manifest)
    .map((key) => [key, ROUTE.exec(key)?.[1]])
    .filter(([, route]) => route && !route.endsWith('.test'))
    .map(([key, route]) => {
      const files = closure(key, closure(entry, new Set()));
      const extra = [...(FETCHED_AT_START[route] ?? [])];
      if (route.startsWith('community')) extra.push(COMMUNITY_LAYOUT);
      for (const module of extra) closure(module, files);
      const bytes = [...files]
        .filter((file) => file.endsWith('.js'))
        .reduce((sum, file) => sum + gzipOf(file), 0);
      return { route, bytes, budget: route === 'landing' ? LANDING_BUDGET : ROUTE_BUDGET };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '../dist'));
  const rows = routeSizes(dist);
  for (const { route, bytes, budget } of rows) {
    const flag = bytes > budget ? `  OVER ${(budget / KB).toFixed(0)} KiB` : '';
    console.log(`${route.padEnd(20)} ${(bytes / KB).toFixed(1).padStart(6)} KiB${flag}`);
  }
  if (rows.some((row) => row.bytes > row.budget)) process.exit(1);
}
