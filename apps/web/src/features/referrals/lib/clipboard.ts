/** True where the browser has a system share sheet (phones, some desktops). */
export const canShare = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Copies `text` with the Clipboard API; where it is missing or refused, selects the text in
 * `field` and asks the browser's copy command. False when neither copied: the text is then left
 * selected for the reader to copy.
 */
export async function copyLink(text: string, field: HTMLInputElement): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, not a secure page): select it instead.
    }
  }
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
