import { getApiError, getErrorMessage } from './api/errors';

/** The form field a server error's key belongs to: itself, its list's (`photos.3`), an alias's. */
function fieldOf(key: string, fields: readonly string[], aliases: Record<string, string>) {
  if (fields.includes(key)) return key;
  const first = key.split('.')[0] ?? key;
  const field = aliases[first] ?? first;
  return fields.includes(field) ? field : null;
}

/**
 * A failed form submission split for display: the server's (already localised) messages of the
 * form's own fields go next to them (an item of a list field, `photos.3`, and a key `aliases`
 * names go to that field); anything else becomes one message above the button.
 */
export function splitServerErrors(
  error: unknown,
  fields: readonly string[],
  /** Where an upload refused as too large (413) or of the wrong type (415) belongs. */
  fileField?: string,
  /** Keys the server answers that a field of the form shows (`photo_order` → `photos`). */
  aliases: Record<string, string> = {},
): { fieldErrors: Record<string, string>; formError: string | null } {
  const body = getApiError(error);
  const fieldErrors: Record<string, string> = {};
  const others: string[] = [];
  for (const [key, messages] of Object.entries(body?.errors ?? {})) {
    const message = messages.join(' ');
    if (!message) continue;
    const field = fieldOf(key, fields, aliases);
    if (field === null) others.push(message);
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
