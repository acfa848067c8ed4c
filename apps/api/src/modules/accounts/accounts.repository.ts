import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from './accounts.table.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
/** The columns a profile update may change; everything else is out of a request's reach. */
export type ProfileChanges = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'phone'
    | 'bio'
    | 'imageKey'
    | 'countryId'
    | 'regionId'
    | 'companyName'
    | 'commercialRegister'
    | 'logoKey'
  >
>;

export const findUserById = async (db: Database, id: number) => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
};

/** By e-mail in any case (the unique index is on `lower(email)`). */
export const findUserByEmail = async (db: Database, email: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
};

export const insertUser = async (db: Database, values: NewUserRow) => {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
};

export const updateUser = async (db: Database, id: number, changes: ProfileChanges) => {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
};

export const updatePasswordHash = (db: Database, id: number, passwordHash: string) =>
  db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));

/**
 * Replaces the hash only if it is still `expected` (the one the current password was checked
 * against): of two changes racing, one wins and the other is told its current password is wrong.
 */
export const replacePasswordHash = async (
  db: Database,
  { id, expected, passwordHash }: { id: number; expected: string; passwordHash: string },
): Promise<boolean> => {
  const rows = await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.passwordHash, expected)))
    .returning({ id: users.id });
  return rows.length > 0;
};

/** True for PostgreSQL's unique_violation on the e-mail index (two sign-ups racing). */
export const isEmailTaken = (error: unknown): boolean => {
  const e = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const pgError = e?.cause ?? e;
  return (
    pgError?.code === '23505' && (pgError.constraint ?? 'users_email_idx') === 'users_email_idx'
  );
};
