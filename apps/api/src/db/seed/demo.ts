import { inArray, sql } from 'drizzle-orm';
import { users } from '../../modules/accounts/accounts.table.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { regions } from '../../modules/catalog/catalog.table.ts';
import type { Database } from '../client.ts';

/** The password of every demo account (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Souq1234';

/** Accounts to try the product with, in both languages; documented in the README. */
export const demoAccounts = [
  {
    type: 'user',
    name: 'Ahmed Al-Saud',
    email: 'ahmed@example.com',
    phone: '+966501234567',
    region: 'SA-01',
    bio: 'Car enthusiast in Riyadh. Buying and selling family cars.',
    inviteCode: 'AHMED2025',
    /** Days since the account was opened: sellers with a history, not all new today. */
    memberForDays: 430,
  },
  {
    type: 'user',
    name: 'سارة المنصوري',
    email: 'sara@example.com',
    phone: '+971501234567',
    region: 'AE-DU',
    bio: 'مصممة داخلية في دبي، أبحث عن أثاث مستعمل بحالة ممتازة.',
    inviteCode: 'SARA2025',
    memberForDays: 270,
  },
  {
    type: 'company',
    name: 'دار المدينة للعقارات',
    email: 'company@example.com',
    phone: '+966551234567',
    region: 'SA-02',
    bio: 'Apartments and villas for sale and rent in Jeddah and Makkah.',
    companyName: 'Dar Al Madina Real Estate Co.',
    commercialRegister: '4030123456',
    inviteCode: 'MADINA2025',
    memberForDays: 790,
  },
] as const;

/**
 * Demo accounts, only into a database without any account: a real installation's users are never
 * touched. The caller decides (never in production).
 */
export const seedDemoData = async (db: Database): Promise<void> => {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  const regionRows = await db
    .select({ id: regions.id, code: regions.code, countryId: regions.countryId })
    .from(regions)
    .where(
      inArray(
        regions.code,
        demoAccounts.map((a) => a.region),
      ),
    );
  const regionOf = new Map(regionRows.map((r) => [r.code, r]));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      demoAccounts.map((a) => {
        const region = regionOf.get(a.region)!;
        const joinedAt = new Date(Date.now() - a.memberForDays * 86_400_000);
        return {
          type: a.type,
          name: a.name,
          email: a.email,
          phone: a.phone,
          passwordHash,
          countryId: region.countryId,
          regionId: region.id,
          bio: a.bio,
          companyName: 'companyName' in a ? a.companyName : null,
          commercialRegister: 'commercialRegister' in a ? a.commercialRegister : null,
          inviteCode: a.inviteCode,
          emailVerifiedAt: joinedAt,
          createdAt: joinedAt,
          updatedAt: joinedAt,
        };
      }),
    )
    .onConflictDoNothing();
};
