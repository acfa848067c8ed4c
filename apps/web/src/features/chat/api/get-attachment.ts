import { useQuery } from '@tanstack/react-query';
import { requestLanguage } from '../../../lib/api';
import { TOKEN_KEY } from '../../../lib/stores/auth-store';
import { chatKeys } from './keys';

/**
 * A private attachment: loaded with the bearer token (an `<img src>` could not send it) and
 * shown from a local object URL.
 */
export async function getAttachmentBlob(url: string): Promise<Blob> {
  const token = localStorage.getItem(TOKEN_KEY);
  const response = await fetch(url, {
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Accept-Language': requestLanguage(),
    },
  });
  if (!response.ok) throw new Error(`attachment ${response.status}`);
  return response.blob();
}

/** The object URL of an attachment, kept while the thread is cached. */
export const useAttachmentUrl = (url: string | null) =>
  useQuery({
    queryKey: chatKeys.attachment(url ?? ''),
    queryFn: async () => URL.createObjectURL(await getAttachmentBlob(url!)),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    retry: 1,
  });

/** Saves an attachment under its name (a file link's click). */
export async function downloadAttachment(url: string, name: string): Promise<void> {
  const blob = await getAttachmentBlob(url);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
