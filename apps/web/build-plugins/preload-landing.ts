import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** The modules the start page (`/`) renders with, besides the entry: its route and its texts. */
const LANDING_MODULES = [
  /\/src\/app\/routes\/landing\.tsx$/,
  /\/src\/locales\/(en|ar)\/index\.ts$/,
];
/** A language's core texts: their link says which language (`data-lng`). */
const LANGUAGE_TEXTS = /\/src\/locales\/(en|ar)\/index\.ts$/;

const chunksOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');

/**
 * `<link rel="modulepreload">` for the landing route's chunk (and the chunks it imports) and the
 * core texts of both languages, each marked with its `data-lng` (the server keeps the one of the
 * language it answers in: `http/web-app.ts`): without them the browser discovers them only after
 * the entry has run, and the first paint waits for a second round trip.
 */
export const preloadLanding = (): Plugin => ({
  name: 'souq:preload-landing',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return [];
      const chunks = chunksOf(bundle);
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The entry and what Vite already preloads for it.
      const alreadyLoaded = new Set(
        chunks.map((chunk) => chunk.fileName).filter((name) => html.includes(`/${name}"`)),
      );
      const wanted = new Set<string>();
      const languageOf = new Map<string, string>();
      const add = (fileName: string) => {
        if (alreadyLoaded.has(fileName) || wanted.has(fileName)) return;
        wanted.add(fileName);
        for (const imported of byName.get(fileName)?.imports ?? []) add(imported);
      };
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? '';
        if (LANDING_MODULES.some((pattern) => pattern.test(id))) add(chunk.fileName);
        const language = LANGUAGE_TEXTS.exec(id)?.[1];
        if (language) languageOf.set(chunk.fileName, language);
      }
      return [...wanted].map(
        (fileName): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `/${fileName}`,
            ...(languageOf.has(fileName) ? { 'data-lng': languageOf.get(fileName) } : {}),
          },
          injectTo: 'head',
        }),
      );
    },
  },
});
