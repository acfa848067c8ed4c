import type { JobsPage, ListJobsQuery, MyJobsQuery } from '@souq/contract';
import type { Database } from '../../db/client.ts';
import type { Actor, Viewer } from '../../http/request-view.ts';
import { fullTextMatch, fuzzyTitleMatch } from '../../search/sql.ts';
import { getReferenceIndex } from '../catalog/reference-index.ts';
import { adPageMeta, deepestPageOf, TOTAL_CAP } from '../listings/page-meta.ts';
import { type SelectionBlock, selectionFilters } from '../listings/selection-filters.ts';
import { toJobCard } from './jobs.presenter.ts';
import * as repo from './jobs.repository.ts';

/** One page and how many match (up to the cap); past the deepest reachable page, only the count. */
const pageOf = async (db: Database, filters: repo.JobFilters, page: number, perPage: number) => {
  const counted = await repo.countJobsUpTo(db, filters, TOTAL_CAP + 1);
  const rows =
    counted === 0 || page > deepestPageOf(perPage)
      ? []
      : await repo.listJobCards(db, { filters, limit: perPage, offset: (page - 1) * perPage });
  return { rows, counted };
};

const present = async (
  db: Database,
  audience: Viewer,
  { rows, counted }: Awaited<ReturnType<typeof pageOf>>,
  page: number,
  perPage: number,
): Promise<JobsPage> => {
  const ctx = { ...audience, reference: await getReferenceIndex(db) };
  return { data: rows.map((row) => toJobCard(row, ctx)), meta: adPageMeta(page, perPage, counted) };
};

/**
 * Jobs for everyone, newest first, filtered like ads (place, category with its sub-categories)
 * and by type, salary and experience; open ones unless `status` asks for closed. A search finds
 * words as prefixes through the shared search module, or similar titles when nothing matches.
 */
export const listJobs = async (
  db: Database,
  audience: Viewer,
  query: ListJobsQuery,
): Promise<JobsPage> => {
  const reference = await getReferenceIndex(db);
  const filters: repo.JobFilters = {
    ...selectionFilters(reference, query),
    status: query.status,
    jobType: query.job_type,
    salaryMin: query.salary_min,
    experienceMax: query.experience,
  };
  const { page, per_page: perPage } = query;
  const search = query['contains[name]'];
  const fullText = search ? fullTextMatch(repo.searchColumns.vector, search) : null;
  if (!fullText)
    return present(db, audience, await pageOf(db, filters, page, perPage), page, perPage);
  let found = await pageOf(db, { ...filters, text: fullText }, page, perPage);
  if (found.counted === 0) {
    const fuzzy = { ...filters, text: fuzzyTitleMatch(repo.searchColumns.titleNorm, search!)! };
    found = await repo.withFuzzySearch(db, (tx) => pageOf(tx, fuzzy, page, perPage));
  }
  return present(db, audience, found, page, perPage);
};

/** The caller's own jobs, every status (or one), newest first. */
export const listMyJobs = async (
  db: Database,
  audience: Actor,
  query: MyJobsQuery,
): Promise<JobsPage> => {
  const { userId } = audience;
  const { page, per_page: perPage } = query;
  const found = await pageOf(db, { userId, status: query.status }, page, perPage);
  return present(db, audience, found, page, perPage);
};

/** The newest open jobs of a selection (the home page's block). */
export const listLatestJobs = async ({ db, selection, limit }: SelectionBlock) => {
  const reference = await getReferenceIndex(db);
  const filters = { ...selectionFilters(reference, selection), status: 'open' as const };
  return repo.listJobCards(db, { filters, limit, offset: 0 });
};

/** Open jobs everywhere (the landing page's counter). */
export const countOpenJobs = (db: Database) => repo.countOpenJobs(db, 1_000_000);
