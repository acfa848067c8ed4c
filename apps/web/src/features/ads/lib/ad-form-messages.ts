/**
 * The ad form's messages: i18n keys for the issues of the contract's rules (zod-free, so that the
 * fields can show them without the schemas).
 */
export const ERRORS = 'ads:form.errors';
/** Issue codes the contract writes itself, as the form's messages. */
const CONTRACT_MESSAGES: Record<string, string> = {
  'ads.invalid-price': `${ERRORS}.price-invalid`,
  'ads.price-required': `${ERRORS}.price-required`,
  'validation.no-visible-text': `${ERRORS}.title-required`,
  'validation.control-character': 'validation:control-character',
};
export const REGION_FIRST = 'validation:login.region-first';

/**
 * The form's message (an i18n key) for an issue the contract leaves unnamed: the error map
 * given to the resolver.
 */
export function adIssueKey(issue: { path?: PropertyKey[]; code: string; input?: unknown }) {
  const field = String(issue.path?.[0] ?? '');
  switch (field) {
    case 'title':
      if (issue.code === 'too_big') return `${ERRORS}.title-long`;
      return issue.input === '' ? `${ERRORS}.title-required` : `${ERRORS}.title-short`;
    case 'description':
      return `${ERRORS}.description-long`;
    case 'price':
      return `${ERRORS}.price-invalid`;
    case 'condition':
      return `${ERRORS}.condition-required`;
    case 'phone':
      return issue.code === 'too_small' ? `${ERRORS}.phone-required` : `${ERRORS}.phone-invalid`;
    default:
      return undefined;
  }
}

/** An issue's message as an i18n key (the contract's own codes mapped to the form's keys). */
export const adErrorKey = (message: string) => CONTRACT_MESSAGES[message] ?? message;
