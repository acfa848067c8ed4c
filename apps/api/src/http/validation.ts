import type { Locale } from '@souq/contract';
import { isMessageKey, type MessageKey, type MessageVars, translate } from '../i18n/index.ts';

/** The part of a zod issue that fastify-type-provider-zod hands to the error handler. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

const sizeKey = (origin: unknown, kind: 'min' | 'max'): MessageKey => {
  if (origin === 'string') return kind === 'min' ? 'validation.too-short' : 'validation.too-long';
  if (origin === 'array' || origin === 'set' || origin === 'file') {
    return kind === 'min' ? 'validation.too-few-items' : 'validation.too-many-items';
  }
  return kind === 'min' ? 'validation.too-small' : 'validation.too-big';
};

const describe = (issue: ValidationIssue): { key: MessageKey; vars?: MessageVars } => {
  const p = issue.params ?? {};
  // Schemas may name a message key of their own (refinements): it wins.
  if (issue.message && isMessageKey(issue.message)) return { key: issue.message };
  switch (issue.keyword) {
    case 'invalid_type':
      // A coerced number that is not one ("x" for an id) arrives as NaN: a wrong value, not a missing one.
      if (p.received === 'NaN') return { key: 'validation.invalid-type' };
      if (p.input === undefined || p.input === null || p.input === '') {
        return { key: 'validation.required' };
      }
      return { key: p.expected === 'int' ? 'validation.not-integer' : 'validation.invalid-type' };
    case 'too_small':
      if (p.origin === 'string' && p.minimum === 1) return { key: 'validation.required' };
      return { key: sizeKey(p.origin, 'min'), vars: { min: String(p.minimum) } };
    case 'too_big':
      return { key: sizeKey(p.origin, 'max'), vars: { max: String(p.maximum) } };
    case 'invalid_format':
      if (p.format === 'email') return { key: 'validation.invalid-email' };
      if (p.format === 'url') return { key: 'validation.invalid-url' };
      return { key: 'validation.invalid' };
    case 'invalid_value':
      return { key: 'validation.invalid-value' };
    case 'unrecognized_keys':
      return { key: 'validation.unknown-field' };
    default:
      return { key: 'validation.invalid' };
  }
};

const fieldOf = (issue: ValidationIssue, part: string | undefined): string => {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
    return [path, ...issue.params.keys].filter(Boolean).join('.');
  }
  return path || part || 'body';
};

/** `{field: [localised message, ...]}` from the issues of a failed request validation. */
export const localiseIssues = (
  issues: ValidationIssue[],
  locale: Locale,
  part?: string,
): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const { key, vars } = describe(issue);
    const field = fieldOf(issue, part);
    const message = translate(locale, key, vars);
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
};
