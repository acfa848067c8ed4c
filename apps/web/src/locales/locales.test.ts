import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CORE_NAMESPACES, NAMESPACES, readNamespace } from '../lib/i18n';

const LANGUAGES = ['en', 'ar'] as const;
const dir = import.meta.dirname;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

const namespaces = (lng: string) =>
  readdirSync(join(dir, lng))
    .filter((f) => f.endsWith('.json'))
    .sort();

function flatten(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  );
}

const load = (lng: string, file: string) =>
  JSON.parse(readFileSync(join(dir, lng, file), 'utf8')) as Record<string, unknown>;

/** Plural keys count once: each language has its own set of plural forms. */
const baseKeys = (keys: string[]) =>
  [...new Set(keys.map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();

describe('locales', () => {
  test('every namespace exists in both languages', () => {
    expect(namespaces('ar')).toEqual(namespaces('en'));
    expect(namespaces('en').length).toBeGreaterThan(0);
  });

  test('the app knows every namespace file', () => {
    expect([...NAMESPACES].sort()).toEqual(namespaces('en').map((f) => f.replace('.json', '')));
  });

  test.each(LANGUAGES)('the %s core bundle holds exactly the core namespaces', async (lng) => {
    const { resources } = (await import(`./${lng}/index.ts`)) as { resources: object };
    expect(Object.keys(resources).sort()).toEqual([...CORE_NAMESPACES].sort());
  });

  test.each(LANGUAGES)('every %s namespace file is reachable by the loader', async (lng) => {
    for (const file of namespaces(lng)) {
      expect(await readNamespace(lng, file.replace('.json', ''))).toEqual(load(lng, file));
    }
  });

  describe.each(namespaces('en'))('%s', (file) => {
    test('en and ar have exactly the same keys', () => {
      expect(baseKeys(flatten(load('ar', file)))).toEqual(baseKeys(flatten(load('en', file))));
    });

    test.each(LANGUAGES)('%s has every plural form its language needs and no empty text', (lng) => {
      const keys = flatten(load(lng, file));
      const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      for (const base of new Set(
        keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')),
      )) {
        for (const category of categories) expect(keys).toContain(`${base}_${category}`);
      }
      const values = keys.map((k) =>
        k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], load(lng, file)),
      );
      for (const value of values)
        expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
    });
  });
});
