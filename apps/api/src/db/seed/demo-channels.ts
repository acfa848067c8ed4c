import { inArray, sql } from 'drizzle-orm';
import { users } from '../../modules/accounts/accounts.table.ts';
import { channels } from '../../modules/channels/channels.table.ts';
import { chatMessages, conversationMembers, conversations } from '../../modules/chat/chat.table.ts';
import { normalizeText } from '../../search/normalize.ts';
import type { Database } from '../client.ts';

type Who = 'ahmed' | 'sara' | 'company';
const emails: Record<Who, string> = {
  ahmed: 'ahmed@example.com',
  sara: 'sara@example.com',
  company: 'company@example.com',
};

interface DemoChannel {
  name: string;
  description: string;
  visibility: 'public' | 'private';
  owner: Who;
  admins: Who[];
  members: Who[];
  /** [sender, text, minutes ago] */
  messages: Array<[Who, string, number]>;
  /** Messages at the end each member (not the owner) has not read. */
  unread: number;
}

const HOUR = 60;
const DAY = 24 * HOUR;

const demoChannels: DemoChannel[] = [
  {
    name: 'Riyadh Car Lovers',
    description: 'Buying, selling and looking after cars in Riyadh: tips, prices and meet-ups.',
    visibility: 'public',
    owner: 'ahmed',
    admins: ['sara'],
    members: ['company'],
    messages: [
      ['ahmed', 'Welcome to the channel! Share your best car deals in Riyadh here.', 2 * DAY],
      ['sara', 'Does anyone know a good workshop for a 2018 Camry service?', DAY + 3 * HOUR],
      ['ahmed', 'Try the workshops on King Fahd Road, fair prices and quick.', DAY + 2 * HOUR],
      ['company', 'We have parking spaces for rent near the Olaya car market too.', 3 * HOUR],
    ],
    unread: 1,
  },
  {
    name: 'عقارات جدة',
    description: 'كل ما يخص الشقق والفلل للبيع والإيجار في جدة: عروض ونصائح وأسئلة.',
    visibility: 'public',
    owner: 'company',
    admins: [],
    members: ['ahmed', 'sara'],
    messages: [
      ['company', 'أهلًا بكم في قناة عقارات جدة! نشارك هنا أحدث العروض.', 3 * DAY],
      ['sara', 'ما هو متوسط إيجار شقة بثلاث غرف في حي الروضة؟', 2 * DAY],
      ['company', 'بين ٤٥ و٦٠ ألف ريال سنويًا حسب عمر المبنى.', 2 * DAY - 30],
      ['ahmed', 'شكرًا على المعلومة، مفيدة جدًا.', 5 * HOUR],
      ['company', 'فيلا جديدة بحديقة في أبحر الشمالية، التفاصيل قريبًا.', 2 * HOUR],
    ],
    unread: 2,
  },
  {
    name: 'رحلة العائلة — Family trip',
    description: 'Planning our summer trip / التخطيط لرحلة الصيف',
    visibility: 'private',
    owner: 'sara',
    admins: [],
    members: ['ahmed'],
    messages: [
      ['sara', 'هل نحجز الفندق في أبها أم الطائف؟', DAY],
      ['ahmed', 'Abha, the weather is better in July.', DAY - 40],
      ['sara', 'تمام، سأحجز الأسبوع القادم.', 90],
    ],
    unread: 1,
  },
];

/**
 * Demo channels between the demo accounts in both languages: two public ones (one owned by the
 * company, one by Ahmed with Sara as an admin) and a private one, with unread messages. Only into
 * a database without channels, and only when the demo accounts exist.
 */
export const seedDemoChannels = async (db: Database): Promise<void> => {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(channels);
  if ((existing?.n ?? 0) > 0) return;
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.values(emails)));
  const idOf = new Map(accounts.map((a) => [a.email, Number(a.id)]));
  const id = (who: Who) => idOf.get(emails[who]);
  if (Object.keys(emails).some((who) => id(who as Who) === undefined)) return;

  for (const demo of demoChannels) {
    await db.transaction(async (tx) => {
      const createdAt = new Date(Date.now() - (demo.messages[0]![2] + 10) * 60_000);
      const [conversation] = await tx
        .insert(conversations)
        .values({ kind: 'channel', createdAt })
        .returning({ id: conversations.id });
      const channelId = conversation!.id;
      const everyone: Array<[Who, 'owner' | 'admin' | 'member']> = [
        [demo.owner, 'owner'],
        ...demo.admins.map((who) => [who, 'admin'] as [Who, 'admin']),
        ...demo.members.map((who) => [who, 'member'] as [Who, 'member']),
      ];
      await tx.insert(channels).values({
        id: channelId,
        ownerId: id(demo.owner)!,
        name: demo.name,
        description: demo.description,
        visibility: demo.visibility,
        membersCount: everyone.length,
        searchText: normalizeText(demo.name),
        titleNorm: normalizeText(demo.name),
        createdAt,
      });
      const inserted = await tx
        .insert(chatMessages)
        .values(
          demo.messages.map(([who, text, minutesAgo]) => ({
            conversationId: channelId,
            senderId: id(who)!,
            body: text,
            createdAt: new Date(Date.now() - minutesAgo * 60_000),
          })),
        )
        .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
      const last = inserted.at(-1)!;
      const readTo = inserted.at(-1 - demo.unread) ?? null;
      await tx
        .update(conversations)
        .set({ lastMessageId: last.id })
        .where(sql`${conversations.id} = ${channelId}`);
      await tx.insert(conversationMembers).values(
        everyone.map(([who, role]) => {
          // One's own message is read: the mark is at least at the member's newest one.
          const ownLast = inserted.findLast((_, i) => demo.messages[i]![0] === who);
          const candidates = [readTo, ownLast].filter((m) => m !== undefined && m !== null);
          const mark =
            role === 'owner' || demo.unread === 0
              ? last
              : (candidates.sort((a, b) => b.id - a.id)[0] ?? null);
          return {
            conversationId: channelId,
            userId: id(who)!,
            role,
            lastReadMessageId: mark?.id ?? null,
            lastReadAt: mark?.createdAt ?? null,
            lastActivityAt: last.createdAt,
            createdAt,
          };
        }),
      );
    });
  }
};
