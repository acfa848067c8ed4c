import type {
  ChannelMessagesPage,
  ChatMessage,
  ListMessagesQuery,
  ReadReceipt,
  SendChannelMessageBody,
} from '@souq/contract';
import type { Actor } from '../../../http/request-view.ts';
import { presentMessage } from '../../chat/messages/messages.presenter.ts';
import { insertMessage } from '../../chat/messages/messages.repository.ts';
import { sendWithAttachment } from '../../chat/messages/send-pipeline.ts';
import { markThreadRead, threadPage } from '../../chat/messages/threads.ts';
import { EVERYONE, requireRole } from '../channel-access.ts';
import { channelNotFound } from '../channels.errors.ts';
import { type ChannelsRealtime, channelsRealtimeOf } from '../channels.realtime.ts';
import { isGone } from '../channels.repository.ts';
import type { ChannelsDeps } from '../channels.service.ts';

/**
 * A channel's messages, on chat's own rows, files and read marks (a channel is a conversation),
 * bound once to the app. Members only; each operation takes the signed-in caller first.
 */
export const createChannelMessagesService = (
  app: ChannelsDeps,
  realtime: ChannelsRealtime = channelsRealtimeOf(app),
) => {
  const { db, media } = app;
  return {
    /**
     * Sends text and/or one attachment through chat's send sequence (same store, same rows,
     * private files); pushes `channel:message` to the channel's room.
     */
    send: async (actor: Actor, input: SendChannelMessageBody): Promise<ChatMessage> => {
      const channelId = input.channel_id;
      await requireRole(db, channelId, actor.userId, EVERYONE);
      const row = await sendWithAttachment(media, input, (content) =>
        insertMessage(db, { conversationId: channelId, senderId: actor.userId, ...content }).catch(
          (error: unknown) => {
            throw isGone(error) ? channelNotFound() : error;
          },
        ),
      );
      const message = presentMessage(row, [], actor);
      realtime.message(channelId, message);
      return message;
    },
    /** A page of the channel's messages (30 before `before_id`, the newest without it). */
    list: async (
      actor: Actor,
      channelId: number,
      query: ListMessagesQuery,
    ): Promise<ChannelMessagesPage> => {
      await requireRole(db, channelId, actor.userId, EVERYONE);
      return threadPage(db, channelId, query.before_id, actor);
    },
    /** Marks the channel read by the caller up to its newest message (chat's read mark). */
    read: async (actor: Actor, channelId: number): Promise<ReadReceipt> => {
      await requireRole(db, channelId, actor.userId, EVERYONE);
      const read = await markThreadRead(db, channelId, actor.userId);
      if (!read) throw channelNotFound();
      return read.receipt;
    },
  };
};

export type ChannelMessagesService = ReturnType<typeof createChannelMessagesService>;
