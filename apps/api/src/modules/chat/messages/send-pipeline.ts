import type { Media } from '../../../media/media.ts';
import { discardAttachment, storeAttachment } from './attachments.ts';
import type { NewMessage } from './messages.repository.ts';

/** What a sender writes, as both send bodies carry it: text and/or one file. */
export interface WrittenMessage {
  body?: string;
  attachment?: Uint8Array;
  attachment_name?: string;
}

/** A message row's content; `insert` adds where it goes and who sent it. */
export type MessageContent = Omit<NewMessage, 'conversationId' | 'senderId'>;

/**
 * The one send sequence of conversations and channels: stores the attachment (judged by its
 * content: 415 for another type, 413 past the size), hands the row's content to `insert`, and
 * discards the stored file when `insert` fails, so no file outlives a message never written.
 */
export const sendWithAttachment = async <Sent>(
  media: Media,
  written: WrittenMessage,
  insert: (content: MessageContent) => Promise<Sent>,
): Promise<Sent> => {
  const stored = written.attachment
    ? await storeAttachment(media, written.attachment, written.attachment_name)
    : null;
  try {
    return await insert({
      kind: 'text',
      body: written.body ?? '',
      attachmentKey: stored?.key ?? null,
      attachmentType: stored?.type ?? null,
      attachmentName: stored?.name ?? null,
      attachmentMime: stored?.mime ?? null,
      attachmentSize: stored?.size ?? null,
    });
  } catch (error) {
    if (stored) await discardAttachment(media, stored);
    throw error;
  }
};
