import { inArray, sql } from 'drizzle-orm';
import { users } from '../../modules/accounts/accounts.table.ts';
import { chatMessages, conversationMembers, conversations } from '../../modules/chat/chat.table.ts';
import type { Database } from '../client.ts';
import { rowsOf } from '../rows.ts';

type Who = 'ahmed' | 'sara' | 'company';
const emails: Record<Who, string> = {
  ahmed: 'ahmed@example.com',
  sara: 'sara@example.com',
  company: 'company@example.com',
};

interface DemoConversation {
  between: [Who, Who];
  /** About the first demo ad of this account in this category (what the messages talk about). */
  aboutAdOf?: Who;
  aboutAdIn?: string;
  /** [sender, text or `missed_call`, minutes ago] */
  messages: Array<[Who, string, number]>;
  /** Messages at the end that the second person has not read yet. */
  unreadBySecond: number;
}

const HOUR = 60;
const DAY = 24 * HOUR;

const demoConversations: DemoConversation[] = [
  {
    between: ['sara', 'ahmed'],
    aboutAdOf: 'ahmed',
    aboutAdIn: 'cars-for-sale',
    messages: [
      ['sara', 'السلام عليكم، هل السيارة ما زالت متوفرة؟', DAY + 5 * HOUR],
      ['ahmed', 'وعليكم السلام، نعم ما زالت متوفرة.', DAY + 4 * HOUR],
      ['sara', 'هل السعر قابل للتفاوض؟ وهل يمكنني رؤيتها يوم السبت؟', DAY + 4 * HOUR - 10],
      ['ahmed', 'Yes, a little. Saturday afternoon works for me in Riyadh.', DAY + 3 * HOUR],
      ['sara', 'missed_call', 50],
      ['sara', 'ممتاز، سأتصل بك قبل أن آتي. شكرًا!', 45],
    ],
    unreadBySecond: 2,
  },
  {
    between: ['ahmed', 'company'],
    aboutAdOf: 'company',
    aboutAdIn: 'apartments-for-rent',
    messages: [
      ['ahmed', 'Hello, is the apartment still for rent? How many bedrooms does it have?', 3 * DAY],
      [
        'company',
        'Hello Ahmed, yes it is. Three bedrooms, two bathrooms and a maid’s room.',
        3 * DAY - 30,
      ],
      ['ahmed', 'Great. Is parking included?', 2 * DAY],
      ['company', 'نعم، موقف خاص واحد مشمول في الإيجار.', 2 * DAY - 20],
    ],
    unreadBySecond: 0,
  },
  {
    between: ['company', 'sara'],
    messages: [
      ['company', 'مرحبًا سارة، لدينا فيلا جديدة في جدة قد تناسب ذوقك في التصميم.', 6 * HOUR],
      ['sara', 'أهلًا، أرسلوا لي التفاصيل من فضلكم.', 5 * HOUR],
      ['company', 'missed_call', 2 * HOUR],
    ],
    unreadBySecond: 1,
  },
];

/**
 * A few conversations between the demo accounts in both languages, some about their demo ads,
 * with a missed call and unread messages (the header badge shows them). Only into a database
 * without conversations, and only when the demo accounts exist.
 */
export const seedDemoChat = async (db: Database): Promise<void> => {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(conversations);
  if ((existing?.n ?? 0) > 0) return;
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(emails)));
  const idOf = new Map(accounts.map((a) => [a.email, Number(a.id)]));
  const id = (who: Who) => idOf.get(emails[who]);
  const firstAdOf = async (userId: number, category: string | undefined) => {
    const here = rowsOf<{ here: boolean }>(
      await db.execute(sql`select to_regclass('public.ads') is not null as here`),
    )[0]?.here;
    if (!here) return undefined;
    const [row] = rowsOf<{ id: number }>(
      await db.execute(
        category
          ? sql`select a.id from ads a join categories c on c.id = a.category_id
                where a.user_id = ${userId} and c.slug = ${category} order by a.id limit 1`
          : sql`select id from ads where user_id = ${userId} order by id limit 1`,
      ),
    );
    return row ? Number(row.id) : undefined;
  };

  for (const demo of demoConversations) {
    const [first, second] = demo.between.map(id);
    if (first === undefined || second === undefined) continue;
    const adId = demo.aboutAdOf ? await firstAdOf(id(demo.aboutAdOf)!, demo.aboutAdIn) : undefined;
    await db.transaction(async (tx) => {
      const [low, high] = first < second ? [first, second] : [second, first];
      const [conversation] = await tx
        .insert(conversations)
        .values({
          userLowId: low,
          userHighId: high,
          contextType: adId ? 'ad' : null,
          contextId: adId ?? null,
          createdAt: new Date(Date.now() - (demo.messages[0]![2] + 1) * 60_000),
        })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      if (!conversation) return;
      const inserted = await tx
        .insert(chatMessages)
        .values(
          demo.messages.map(([who, text, minutesAgo]) => ({
            conversationId: conversation.id,
            senderId: id(who)!,
            kind: text === 'missed_call' ? ('missed_call' as const) : ('text' as const),
            body: text === 'missed_call' ? '' : text,
            createdAt: new Date(Date.now() - minutesAgo * 60_000),
          })),
        )
        .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
      const last = inserted.at(-1)!;
      const readBySecond = inserted.at(-1 - demo.unreadBySecond) ?? null;
      await tx
        .update(conversations)
        .set({ lastMessageId: last.id })
        .where(sql`${conversations.id} = ${conversation.id}`);
      await tx.insert(conversationMembers).values([
        {
          conversationId: conversation.id,
          userId: first,
          lastReadMessageId: last.id,
          lastReadAt: last.createdAt,
          lastActivityAt: last.createdAt,
        },
        {
          conversationId: conversation.id,
          userId: second,
          lastReadMessageId: demo.unreadBySecond > 0 ? (readBySecond?.id ?? null) : last.id,
          lastReadAt: demo.unreadBySecond > 0 ? (readBySecond?.createdAt ?? null) : last.createdAt,
          lastActivityAt: last.createdAt,
        },
      ]);
    });
  }
};
