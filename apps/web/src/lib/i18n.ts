import i18n, { type BackendModule, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** Every namespace: the core ones share a chunk per language, each other one is its own. */
export const NAMESPACES = [
  'common',
  'errors',
  'validation',
  'accounts',
  'catalog',
  'ads',
  'jobs',
  'auctions',
  'wishlist',
  'referrals',
  'chat',
  'notifications',
  'community',
  'reels',
  'stories',
  'profiles',
  'pages',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Loaded before the first render, as one chunk per language: the shell (header, navigation,
 * footer, splash, loaders, route error), the landing page and code outside React
 * (`i18n.t('errors:…')`) use only these.
 */
export const CORE_NAMESPACES = ['common', 'errors', 'validation', 'catalog'] as const;

type Resources = Record<string, unknown>;
type CoreModule = { resources: Record<(typeof CORE_NAMESPACES)[number], Resources> };

// A visitor downloads only the language they read: its core chunk first, then each other
// namespace as its own chunk when a route (or a component) needs it.
const coreModules = import.meta.glob<CoreModule>('../locales/*/index.ts');
// The core files are left out so that they are inlined in the core chunk (keep the list in
// step with CORE_NAMESPACES; locales.test.ts checks every namespace stays reachable).
const namespaceModules = import.meta.glob<Resources>(
  ['../locales/*/*.json', '!../locales/*/{common,errors,validation,catalog}.json'],
  { import: 'default' },
);

const isCoreNamespace = (ns: string): ns is (typeof CORE_NAMESPACES)[number] =>
  (CORE_NAMESPACES as readonly string[]).includes(ns);

/** The texts of one namespace of a supported language (`undefined` for anything else). */
export async function readNamespace(lng: string, ns: string): Promise<Resources | undefined> {
  if (!isSupportedLanguage(lng)) return undefined;
  if (isCoreNamespace(ns)) {
    const load = coreModules[`../locales/${lng}/index.ts`];
    return load ? (await load()).resources[ns] : undefined;
  }
  const load = namespaceModules[`../locales/${lng}/${ns}.json`];
  return load ? await load() : undefined;
}

/** i18next backend: `useTranslation('ads')` suspends until the `ads` chunk has loaded. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(lng, ns, callback) {
    readNamespace(lng, ns).then(
      (texts) =>
        texts ? callback(null, texts) : callback(new Error(`No texts for ${lng}/${ns}`), false),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Reads local storage, which a browser may refuse (private mode, blocked storage). */
function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The seed's detection (§1) in a few lines instead of i18next-browser-languagedetector (2 KB gzip
 * on every page): `?lng=`, then the stored `i18nextLng`, then the browser's languages; the first
 * value that is a supported language wins, anything else (script injection included) is ignored.
 * The chosen language is stored.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const candidates = [
      new URLSearchParams(window.location.search).get('lng'),
      storedLanguage(),
      ...(navigator.languages ?? [navigator.language]),
    ];
    for (const candidate of candidates) {
      const language = sanitizeLanguage(candidate ?? '');
      if (language) return language;
    }
    return undefined;
  },
  cacheUserLanguage(lng) {
    const language = sanitizeLanguage(lng);
    if (!language) return;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not stored: the next visit detects again.
    }
  },
};

/** Adds `namespaces` (the core set by default) of `lng` to i18next; resolves when usable. */
export async function loadLanguage(
  lng: string,
  namespaces: readonly string[] = CORE_NAMESPACES,
): Promise<void> {
  const language = isSupportedLanguage(lng) ? lng : FALLBACK_LANGUAGE;
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(language, ns));
  if (missing.length === 0) return;
  await Promise.all(
    missing.map(async (ns) => {
      const texts = await readNamespace(language, ns);
      if (texts) i18n.addResourceBundle(language, ns, texts, true, true);
    }),
  );
  // Re-resolve the active language once its texts exist (sets resolvedLanguage).
  if (sanitizeLanguage(i18n.language ?? '') === language && i18n.resolvedLanguage !== language)
    await i18n.changeLanguage(language);
}

/** Loads `namespaces` in the active language (route loaders call this before rendering). */
export const loadNamespaces = (namespaces: readonly Namespace[]): Promise<void> =>
  loadLanguage(currentLanguage(), namespaces);

/** Loads the core namespaces of the detected language (the app renders after this resolves). */
export async function loadCurrentLanguage(): Promise<void> {
  await initialized;
  await loadLanguage(currentLanguage());
}

export const isSupportedLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/**
 * Reduces a detected value to a supported language code, or '' so the detector ignores it.
 * Anything that is not a plain language tag (`<script>…`, quotes, spaces) is refused outright.
 */
export function sanitizeLanguage(value: string): string {
  if (!/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(value)) return '';
  const base = value.split(/[-_]/)[0]!.toLowerCase();
  return isSupportedLanguage(base) ? base : '';
}

export function applyDocumentLanguage(lng: string | undefined): void {
  const language = sanitizeLanguage(lng ?? '') || FALLBACK_LANGUAGE;
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

/** The active language, reduced to a supported code. */
export function currentLanguage(): Language {
  const lng =
    sanitizeLanguage(i18n.language ?? '') || sanitizeLanguage(i18n.resolvedLanguage ?? '');
  return isSupportedLanguage(lng) ? lng : FALLBACK_LANGUAGE;
}

i18n.on('languageChanged', applyDocumentLanguage);

const initialized = i18n
  .use(chunkBackend)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    partialBundledLanguages: true,
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: false,
    // Arabic has every English key (locales.test.ts), so it never falls back: an Arabic
    // reader downloads no English texts. Anything unsupported resolves to English.
    fallbackLng: { ar: [], default: [FALLBACK_LANGUAGE] },
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
  });

applyDocumentLanguage(i18n.language);

export { i18n };
