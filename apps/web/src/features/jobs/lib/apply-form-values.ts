import { getApiError } from '../../../lib/api';
import { splitServerErrors } from '../../../lib/server-errors';

/** What the apply form holds: the cover letter as typed and the picked CV. */
export interface ApplyFormValues {
  coverLetter: string;
  cv: File | null;
}

/** Keys of `jobs:apply.errors`: what the apply rules and the CV check can say (zod-free). */
export const APPLY_FORM_ERRORS = ['cv-required', 'cv-type', 'cv-size', 'cover-long'] as const;
export type ApplyFormError = (typeof APPLY_FORM_ERRORS)[number];
export const isApplyFormError = (key: string): key is ApplyFormError =>
  (APPLY_FORM_ERRORS as readonly string[]).includes(key);

/** A refused application: the server's messages beside their fields; a refused file by the CV. */
export function applyServerErrors(error: unknown) {
  const split = splitServerErrors(error, ['cover_letter', 'cv']);
  const { cover_letter: coverLetter, ...fieldErrors } = split.fieldErrors;
  const byField: Record<string, string> = coverLetter
    ? { ...fieldErrors, coverLetter }
    : fieldErrors;
  // A refused file (415, 413) belongs next to the file.
  const refusal = getApiError(error);
  const code = refusal?.code ?? '';
  if (code.startsWith('jobs.cv') || code === 'media.too-large') {
    return { fieldErrors: { ...byField, cv: refusal?.message ?? '' }, formError: null };
  }
  return { fieldErrors: byField, formError: split.formError };
}
