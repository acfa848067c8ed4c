import type {
  ChatContextType,
  ChatInfo,
  Conversation,
  ConversationsPage,
  StartConversationBody,
} from '@souq/contract';
import type { Database } from '../../../db/client.ts';
import { MAX_OFFSET_ROWS, pageMeta } from '../../../http/envelope.ts';
import {
  chatBlocked,
  chatUserNotFound,
  chatWithSelf,
  contextNotFound,
  contextNotTheirs,
  conversationNotFound,
} from '../chat.errors.ts';
import type { ChatRealtime } from '../chat.realtime.ts';
import type { ChatView } from '../chat.view.ts';
import { type ContextItem, findContextItems } from './context.repository.ts';
import { presentConversation } from './conversations.presenter.ts';
import * as repo from './conversations.repository.ts';

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
  viewerId: number,
  view: ChatView,
): Promise<Conversation[]> => {
  const [online, contexts] = await Promise.all([
    realtime.onlineOf(rows.map((r) => r.other_id)),
    contextsOf(db, rows),
  ]);
  return rows.map((row) =>
    presentConversation(row, {
      viewerId,
      online: online.has(row.other_id),
      context: contexts.get(`${row.context_type}:${row.context_id}`),
      view,
    }),
  );
};

/** The caller and their unread total (the header badge). */
export const getMyInfo = async ({
  db,
  userId,
  view,
}: {
  db: Database;
  userId: number;
  view: ChatView;
}): Promise<ChatInfo> => {
  const [user, unread] = await Promise.all([
    repo.findUserRef(db, userId),
    repo.unreadTotal(db, userId),
  ]);
  if (!user) throw chatUserNotFound();
  return {
    user: { id: user.id, name: user.name, type: user.type, photo: view.photoUrlOf(user.photoKey) },
    unread_total: unread,
  };
};

/** A page of the caller's conversations, newest activity first. */
export const listConversations = async ({
  db,
  realtime,
  userId,
  page,
  perPage,
  view,
}: {
  db: Database;
  realtime: ChatRealtime;
  userId: number;
  page: number;
  perPage: number;
  view: ChatView;
}): Promise<ConversationsPage> => {
  const offset = Math.min((page - 1) * perPage, MAX_OFFSET_ROWS);
  const [rows, total] = await Promise.all([
    repo.listConversationRows(db, { userId, limit: perPage, offset }),
    repo.countConversations(db, userId),
  ]);
  return {
    data: await presentRows(db, realtime, rows, userId, view),
    meta: pageMeta({ page, perPage, total }),
  };
};

/** One conversation of the caller; 404 when it is not theirs. */
export const getConversation = async ({
  db,
  realtime,
  userId,
  conversationId,
  view,
}: {
  db: Database;
  realtime: ChatRealtime;
  userId: number;
  conversationId: number;
  view: ChatView;
}): Promise<Conversation> => {
  const row = await repo.findConversationRow(db, { userId, conversationId });
  if (!row) throw conversationNotFound();
  const [conversation] = await presentRows(db, realtime, [row], userId, view);
  return conversation!;
};

/**
 * Opens the conversation between the caller and `user_id` (the same one every time, also under
 * concurrent calls), about an item of either of them. Refused with oneself (422), with an unknown
 * user (404), and when either blocked the other (403).
 */
export const startConversation = async ({
  db,
  realtime,
  userId,
  input,
  view,
}: {
  db: Database;
  realtime: ChatRealtime;
  userId: number;
  input: StartConversationBody;
  view: ChatView;
}): Promise<{ conversation: Conversation; created: boolean }> => {
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
  const { id, created } = await repo.findOrCreateDirect(db, {
    a: userId,
    b: otherId,
    context,
    openFor: 'a',
  });
  return {
    conversation: await getConversation({ db, realtime, userId, conversationId: id, view }),
    created,
  };
};

/** Room rule of `conversation:<id>`: its members only, asked at each join. */
export const mayJoinConversation = (db: Database, conversationId: number, userId: number | null) =>
  userId === null ? Promise.resolve(false) : repo.isMember(db, conversationId, userId);

/** Room rule of `presence:<id>`: people who share a conversation with that user. */
export const mayWatchPresence = (db: Database, targetId: number, userId: number | null) =>
  userId === null || userId === targetId
    ? Promise.resolve(userId === targetId)
    : repo.shareConversation(db, targetId, userId);
