/** The address that opens a post (its comments) on the community page. */
export const postUrl = (postId: number, origin: string = window.location.origin) =>
  `${origin}/community?post=${postId}`;

/** The chat-app share link: WhatsApp with the message and the post's address. */
export const whatsAppShareUrl = (message: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${message.trim()}\n${url}`)}`;

/** Copies text; falls back to a hidden text area where the Clipboard API is unavailable. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused (some browsers outside a user gesture): try the old way.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy failed');
}
