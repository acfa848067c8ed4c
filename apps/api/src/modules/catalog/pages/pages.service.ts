import { type Locale, PAGE_SLUGS, type PageSlug, type Policy } from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import { memoize } from '../../../lib/memo.ts';
import { findPage } from './pages.repository.ts';

const isPageSlug = (slug: string): slug is PageSlug =>
  (PAGE_SLUGS as readonly string[]).includes(slug);

// Pages change only with a release; a minute in memory is plenty.
const pageBySlug = memoize(60_000, (db: Database, slug) => findPage(db, slug));

/** A static page (terms, privacy, about) in `locale`; 404 for any other slug. */
export const createPagesService = ({ db }: Pick<FastifyInstance, 'db'>) => ({
  policy: (locale: Locale, slug: string) => getPolicy(db, locale, slug),
});

const getPolicy = async (db: Database, locale: Locale, slug: string): Promise<Policy> => {
  const row = isPageSlug(slug) ? await pageBySlug(db, slug) : undefined;
  if (!row || !isPageSlug(row.slug)) throw notFound('catalog.page-not-found');
  return {
    slug: row.slug,
    title: locale === 'ar' ? row.titleAr : row.titleEn,
    body: locale === 'ar' ? row.bodyAr : row.bodyEn,
    updated_at: row.updatedAt.toISOString(),
  };
};
