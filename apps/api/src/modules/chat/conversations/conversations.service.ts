import type {
  ChatContextType,
  ChatInfo,
  Conversation,
  ConversationsPage,
  ListConversationsQuery,
  StartConversationBody,
  UserRef,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { MAX_OFFSET_ROWS, pageMeta } from '../../../http/envelope.ts';
import type { Actor, RequestView } from '../../../http/request-view.ts';
import { blockedIdsFor } from '../../community/blocks.repository.ts';
import {
  chatBlocked,
  chatUserNotFound,
  chatWithSelf,
  contextNotFound,
  contextNotTheirs,
  conversationNotFound,
} from '../chat.errors.ts';
import { type ChatRealtime, chatRealtimeOf } from '../chat.realtime.ts';
import { type ContextItem, findContextItems } from './context.repository.ts';
import { presentConversation } from './conversations.presenter.ts';
import * as repo from './conversations.repository.ts';

/**
 * One-to-one conversations, bound once to the app: each operation takes the signed-in caller
 * first. The room rules answer for any socket (`userId` null when anonymous).
 */
export const createConversationsService = (
  app: Pick<FastifyInstance, 'db' | 'io' | 'log'>,
  realtime = chatRealtimeOf(app),
) => {
  const { db } = app;
  const getConversation = async (actor: Actor, conversationId: number) => {
    const row = await repo.findConversationRow(db, { userId: actor.userId, conversationId });
    if (!row) throw conversationNotFound();
    const [conversation] = await presentRows(db, realtime, [row], actor);
    return conversation!;
  };
  return {
    myInfo: (actor: Actor) => getMyInfo(db, actor),
    list: (actor: Actor, query: ListConversationsQuery) =>
      listConversations(db, realtime, actor, query),
    get: getConversation,
    start: async (actor: Actor, input: StartConversationBody) => {
      const { id, created } = await startConversation(db, actor.userId, input);
      return { conversation: await getConversation(actor, id), created };
    },
    /** A user as a call or a list shows them (null when the account is gone). */
    userRef: (userId: number, view: RequestView) => userRefOf(db, userId, view),
    /** Room rule of `conversation:<id>`: its members only, asked at each join. */
    mayJoin: (conversationId: number, userId: number | null) =>
      userId === null ? Promise.resolve(false) : repo.isMember(db, conversationId, userId),
    /**
     * Room rule of `presence:<id>`: people who share a conversation with that user and are in
     * no block with them (whoever blocked whom).
     */
    mayWatchPresence: async (targetId: number, userId: number | null) =>
      userId === null || userId === targetId
        ? userId === targetId
        : (await repo.shareConversation(db, targetId, userId)) &&
          !(await repo.blockedBetween(db, targetId, userId)),
    /**
     * Those in a block with `userId` (either side), read at each event: presence and typing skip
     * them even when their sockets joined a room before the block.
     */
    blockedIdsFor: (userId: number) => blockedIdsFor(db, userId),
  };
};

export type ConversationsService = ReturnType<typeof createConversationsService>;

/** The item cards of a page of conversations: one query per item type. */
const contextsOf = async (db: Database, rows: readonly repo.ConversationRow[]) => {
  const byType = new Map<ChatContextType, number[]>();
  for (const row of rows) {
    if (!row.context_type || row.context_id === null) continue;
    byType.set(row.context_type, [...(byType.get(row.context_type) ?? []), row.context_id]);
  }
  const found = new Map<string, ContextItem>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      for (const [id, item] of await findContextItems(db, type, ids))
        found.set(`${type}:${id}`, item);
    }),
  );
  return found;
};

const presentRows = async (
  db: Database,
  realtime: ChatRealtime,
  rows: repo.ConversationRow[],
  actor: Actor,
): Promise<Conversation[]> => {
  const [online, contexts] = await Promise.all([
    realtime.onlineOf(rows.map((r) => r.other_id)),
    contextsOf(db, rows),
  ]);
  return rows.map((row) =>
    presentConversation(row, {
      viewerId: actor.userId,
      // Across a block, nobody is shown online.
      online: online.has(row.other_id) && !row.blocked,
      context: contexts.get(`${row.context_type}:${row.context_id}`),
      view: actor,
    }),
  );
};

const userRefOf = async (
  db: Database,
  userId: number,
  view: RequestView,
): Promise<UserRef | null> => {
  const user = await repo.findUserRef(db, userId);
  return user
    ? { id: user.id, name: user.name, type: user.type, photo: view.media.thumb(user.photoKey) }
    : null;
};

/** The caller and their unread total (the header badge). */
const getMyInfo = async (db: Database, actor: Actor): Promise<ChatInfo> => {
  const [user, unread] = await Promise.all([
    userRefOf(db, actor.userId, actor),
    repo.unreadTotal(db, actor.userId),
  ]);
  if (!user) throw chatUserNotFound();
  return { user, unread_total: unread };
};

/** A page of the caller's conversations, newest activity first. */
const listConversations = async (
  db: Database,
  realtime: ChatRealtime,
  actor: Actor,
  { page, per_page: perPage }: ListConversationsQuery,
): Promise<ConversationsPage> => {
  const offset = Math.min((page - 1) * perPage, MAX_OFFSET_ROWS);
  const [rows, total] = await Promise.all([
    repo.listConversationRows(db, { userId: actor.userId, limit: perPage, offset }),
    repo.countConversations(db, actor.userId),
  ]);
  return {
    data: await presentRows(db, realtime, rows, actor),
    meta: pageMeta({ page, perPage, total }),
  };
};

/**
 * Opens the conversation between the caller and `user_id` (the same one every time, also under
 * concurrent calls), about an item of either of them. Refused with oneself (422), with an unknown
 * user (404), and when either blocked the other (403).
 */
const startConversation = async (
  db: Database,
  userId: number,
  input: StartConversationBody,
): Promise<{ id: number; created: boolean }> => {
  const otherId = input.user_id;
  if (otherId === userId) throw chatWithSelf();
  if (!(await repo.findUserRef(db, otherId))) throw chatUserNotFound();
  if (await repo.blockedBetween(db, userId, otherId)) throw chatBlocked();
  let context: { type: ChatContextType; id: number } | null = null;
  if (input.context_type && input.context_id) {
    const item = (await findContextItems(db, input.context_type, [input.context_id])).get(
      input.context_id,
    );
    if (!item) throw contextNotFound();
    if (item.ownerId !== otherId && item.ownerId !== userId) throw contextNotTheirs();
    context = { type: input.context_type, id: input.context_id };
  }
  return repo.findOrCreateDirect(db, { a: userId, b: otherId, context, openFor: 'a' });
};
