import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { useFuzzyThreshold } from '../../search/sql.ts';
import { users } from '../accounts/accounts.table.ts';
import { jobApplications, jobs } from './jobs.table.ts';

export type JobStatusValue = 'open' | 'closed';
export type NewJob = typeof jobs.$inferInsert;
export type JobRow = typeof jobs.$inferSelect;
export type JobChanges = Partial<Omit<NewJob, 'id' | 'userId' | 'createdAt'>>;

/** The stored search forms of a job, for `search/sql.ts`. */
export const searchColumns = { vector: jobs.search, titleNorm: jobs.titleNorm };

/**
 * The status a reader sees: `closed` when the company closed the job or its deadline has passed,
 * judged at read time so that no list is ever stale. Filters use the same rule (`statusIs`).
 */
export const statusOf = sql<JobStatusValue>`case when ${jobs.status} = 'closed' or ${jobs.deadline} <= now() then 'closed' else 'open' end`;

const statusIs = (status: JobStatusValue): SQL =>
  status === 'open'
    ? sql`(${jobs.status} = 'open' and ${jobs.deadline} > now())`
    : sql`(${jobs.status} = 'closed' or ${jobs.deadline} <= now())`;

export interface JobFilters {
  /** Only this company's jobs. */
  userId?: number;
  status?: JobStatusValue;
  countryId?: number;
  regionId?: number;
  /** A top-level category: every job under it. */
  rootCategoryId?: number;
  /** Leaf categories. */
  categoryIds?: number[];
  jobType?: NewJob['jobType'];
  /** Jobs paying at least this (their maximum, or their minimum without a maximum). */
  salaryMin?: string;
  /** Jobs asking for at most this many years. */
  experienceMax?: number;
  /** A search condition from `search/sql.ts`. */
  text?: SQL;
}

const whereOf = (f: JobFilters): SQL | undefined =>
  and(
    f.userId === undefined ? undefined : eq(jobs.userId, f.userId),
    f.status === undefined ? undefined : statusIs(f.status),
    f.countryId === undefined ? undefined : eq(jobs.countryId, f.countryId),
    f.regionId === undefined ? undefined : eq(jobs.regionId, f.regionId),
    f.rootCategoryId === undefined ? undefined : eq(jobs.rootCategoryId, f.rootCategoryId),
    f.categoryIds === undefined ? undefined : inArray(jobs.categoryId, f.categoryIds),
    f.jobType === undefined ? undefined : eq(jobs.jobType, f.jobType),
    f.salaryMin === undefined
      ? undefined
      : gte(sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin})`, f.salaryMin),
    f.experienceMax === undefined ? undefined : lte(jobs.experience, f.experienceMax),
    f.text,
  );

// Spelled as the indexes are, so that they deliver the order.
const newestFirst = [desc(jobs.createdAt), desc(jobs.id)];

/** The company's picture: its logo, or its avatar without one. */
const companyLogo = sql<string | null>`coalesce(${users.logoKey}, ${users.imageKey})`;

/** A job card's columns (with `users` joined on the job's owner); the wish list reads them too. */
export const cardFields = {
  id: jobs.id,
  title: jobs.title,
  jobType: jobs.jobType,
  categoryId: jobs.categoryId,
  countryId: jobs.countryId,
  regionId: jobs.regionId,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  experience: jobs.experience,
  gender: jobs.gender,
  vacancies: jobs.vacancies,
  deadline: jobs.deadline,
  status: statusOf,
  applicantsCount: jobs.applicantsCount,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  userId: jobs.userId,
  companyName: sql<string>`coalesce(${users.companyName}, ${users.name})`,
  companyType: users.type,
  companyLogo,
  companySince: users.createdAt,
};

export interface JobCardRow {
  id: number;
  title: string;
  jobType: NewJob['jobType'];
  categoryId: number;
  countryId: number;
  regionId: number;
  salaryMin: string | null;
  salaryMax: string | null;
  experience: number;
  gender: 'any' | 'male' | 'female';
  vacancies: number;
  deadline: Date;
  status: JobStatusValue;
  applicantsCount: number;
  createdAt: Date;
  updatedAt: Date;
  userId: number;
  companyName: string;
  companyType: 'user' | 'company';
  companyLogo: string | null;
  companySince: Date;
}

export interface JobDetailsRow extends JobCardRow {
  description: string;
  savesCount: number;
  requirements: string;
  myApplicationId: number | null;
  myApplicationStatus: 'waiting' | 'successful' | 'failed' | null;
  myApplicationAt: Date | null;
}

/**
 * One page of job cards, newest first: the page's ids are found first (an index walk past the
 * offset), then only those rows are joined with their company.
 */
export const listJobCards = (
  db: Database,
  { filters, limit, offset }: { filters: JobFilters; limit: number; offset: number },
): Promise<JobCardRow[]> => {
  const page = db
    .select({ pageId: jobs.id })
    .from(jobs)
    .where(whereOf(filters))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(cardFields)
    .from(page)
    .innerJoin(jobs, eq(jobs.id, page.pageId))
    .innerJoin(users, eq(users.id, jobs.userId))
    .orderBy(...newestFirst);
};

/** How many jobs match, counting no further than `cap` (a bounded cost on any filter). */
export const countJobsUpTo = async (db: Database, filters: JobFilters, cap: number) => {
  const matching = db.select({ one: sql`1` }).from(jobs).where(whereOf(filters)).limit(cap).as('m');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return Number(row?.n ?? 0);
};

/** Runs `work` in a transaction where fuzzy title matches use the search module's threshold. */
export const withFuzzySearch = <T>(db: Database, work: (tx: Database) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.execute(useFuzzyThreshold);
    return work(tx);
  });

/** A job with its company and, for a signed-in viewer, the viewer's application. */
export const findJobDetails = async (
  db: Database,
  { id, viewerId }: { id: number; viewerId: number | null },
): Promise<JobDetailsRow | undefined> => {
  const mine = and(eq(jobApplications.jobId, jobs.id), eq(jobApplications.userId, viewerId ?? 0));
  const [row] = await db
    .select({
      ...cardFields,
      description: jobs.description,
      requirements: jobs.requirements,
      savesCount: jobs.savesCount,
      myApplicationId: jobApplications.id,
      myApplicationStatus: jobApplications.status,
      myApplicationAt: jobApplications.createdAt,
    })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.userId))
    .leftJoin(jobApplications, mine)
    .where(eq(jobs.id, id));
  return row;
};

export const findJobRow = async (db: Database, id: number): Promise<JobRow | undefined> => {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
};

/** The job's owner, locked until the transaction ends; undefined when there is no such job. */
export const lockJob = async (tx: Database, id: number) => {
  const [row] = await tx
    .select({ userId: jobs.userId })
    .from(jobs)
    .where(eq(jobs.id, id))
    .for('update');
  return row;
};

export const insertJob = async (db: Database, values: NewJob): Promise<number> => {
  const [row] = await db.insert(jobs).values(values).returning({ id: jobs.id });
  return row!.id;
};

export const updateJob = async (db: Database, id: number, changes: JobChanges) => {
  await db
    .update(jobs)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(jobs.id, id));
};

/** Deletes a job (its applications go with it) and answers their CV keys. */
export const deleteJob = async (tx: Database, id: number): Promise<string[]> => {
  const cvs = await tx
    .select({ key: jobApplications.cvKey })
    .from(jobApplications)
    .where(eq(jobApplications.jobId, id));
  await tx.delete(jobs).where(eq(jobs.id, id));
  return cvs.map((c) => c.key);
};

/** Open jobs everywhere (the landing page's counter). */
export const countOpenJobs = (db: Database, cap: number) =>
  countJobsUpTo(db, { status: 'open' }, cap);
