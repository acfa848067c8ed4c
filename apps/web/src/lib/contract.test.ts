import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CommentBodySchema, ContactBodySchema, VerifyCodeBodySchema } from '@souq/contract';
import * as limits from '@souq/contract/limits';
import { describe, expect, test } from 'vitest';

const contractDir = join(import.meta.dirname, '../../../../packages/contract');
const source = (file: string) => readFileSync(join(contractDir, file), 'utf8');
const packageJson = JSON.parse(source('package.json')) as { exports: Record<string, string> };

/** Schemas that are pieces of other schemas' fields, not a request or a response of their own. */
const FIELD_SCHEMAS = new Set(['IdSchema', 'PasswordSchema', 'EmailSchema', 'UploadSchema']);

/** Run-time imports of packages by `file` and by the contract files it imports, recursively. */
function packageImportsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const specifiers = [
    ...source(file).matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'/gm),
  ].map((match) => match[1]!);
  return specifiers.flatMap((specifier) =>
    specifier.startsWith('.')
      ? packageImportsOf(join(dirname(file), specifier), seen)
      : [`${file}: ${specifier}`],
  );
}

describe('the contract as the web app uses it', () => {
  test.each(['./limits', './endpoints'])(
    '%s imports no package at run time (only its own zod-free files), so it never brings zod into a bundle',
    (entry) => {
      const file = packageJson.exports[entry];
      expect(file).toBeDefined();
      expect(packageImportsOf(file!)).toEqual([]);
    },
  );

  test('a lazily loaded endpoint map is a single area (@souq/contract/endpoints/<area>), never all of them', () => {
    const webSrc = join(import.meta.dirname, '..');
    const files = readdirSync(webSrc, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.tsx?$/.test(f),
    );
    const wholeMapImports = files.filter((file) =>
      /import\(\s*'@souq\/contract(\/endpoints)?'\s*\)/.test(
        readFileSync(join(webSrc, file), 'utf8'),
      ),
    );
    expect(wholeMapImports).toEqual([]);
  });

  test('every exported schema has a type of the same name without "Schema"', () => {
    const files = readdirSync(join(contractDir, 'src')).filter((f) => f.endsWith('.ts'));
    const missing = files.flatMap((file) => {
      const text = source(join('src', file));
      return [...text.matchAll(/^export const (\w+)Schema\b/gm)]
        .map((match) => match[1]!)
        .filter((name) => !FIELD_SCHEMAS.has(`${name}Schema`))
        .filter((name) => !new RegExp(`^export (type|interface) ${name}\\b`, 'm').test(text))
        .map((name) => `${file}: ${name}`);
    });
    expect(missing).toEqual([]);
  });

  test('the request schemas enforce the limits the web app reads', () => {
    const contact = (message: string) =>
      ContactBodySchema.safeParse({
        name: 'Sara',
        email: 'sara@example.com',
        subject: 'A question',
        message,
      }).success;
    expect(contact('x'.repeat(limits.CONTACT_MESSAGE_MAX))).toBe(true);
    expect(contact('x'.repeat(limits.CONTACT_MESSAGE_MAX + 1))).toBe(false);
    expect(contact('x'.repeat(limits.CONTACT_MESSAGE_MIN - 1))).toBe(false);
    const comment = (content: string) => CommentBodySchema.safeParse({ content }).success;
    expect(comment('x'.repeat(limits.COMMENT_CONTENT_MAX))).toBe(true);
    expect(comment('x'.repeat(limits.COMMENT_CONTENT_MAX + 1))).toBe(false);
    expect(
      VerifyCodeBodySchema.safeParse({
        email: 'a@b.co',
        code: '1'.repeat(limits.RESET_CODE_LENGTH),
      }).success,
    ).toBe(true);
  });
});
