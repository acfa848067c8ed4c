import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pages } from './pages.table.ts';

export const findPage = async (db: Database, slug: string) => {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row;
};
