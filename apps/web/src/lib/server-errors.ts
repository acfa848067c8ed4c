import { getApiError, getErrorMessage } from './api/errors';

/**
 * A failed form submission split for display: the server's (already localised) messages of the
 * form's own fields go next to them (`fieldOf` names the field of a key that is not one, such as
 * `photos.3`); anything else becomes one message above the button.
 */
export function splitServerErrors(
  error: unknown,
  fields: readonly string[],
  /** Where an upload refused as too large (413) or of the wrong type (415) belongs. */
  fileField?: string,
  /** The field that shows a key's messages (`photo_order` → `photos`); the key itself by default. */
  fieldOf: (key: string) => string = (key) => key,
): { fieldErrors: Record<string, string>; formError: string | null } {
  const body = getApiError(error);
  const fieldErrors: Record<string, string> = {};
  const others: string[] = [];
  for (const [key, messages] of Object.entries(body?.errors ?? {})) {
    const message = messages.join(' ');
    if (!message) continue;
    const field = fieldOf(key);
    if (!fields.includes(field)) others.push(message);
    else fieldErrors[field] = fieldErrors[field] ? `${fieldErrors[field]} ${message}` : message;
  }
  if (fileField && body?.code?.startsWith('media.') && body.message) {
    fieldErrors[fileField] = body.message;
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const formError =
    others.length > 0 ? others.join(' ') : hasFieldErrors ? null : getErrorMessage(error);
  return { fieldErrors, formError };
}

/** Plain values as multipart form data; empty optional values are left out. */
export function toFormData(values: Record<string, string | number | Blob | null | undefined>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}
