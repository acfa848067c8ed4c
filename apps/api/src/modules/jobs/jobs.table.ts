import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from '../../db/columns.ts';
import { placementColumns, searchColumns } from '../../db/listing-columns.ts';
import { users } from '../accounts/accounts.table.ts';

/**
 * Jobs posted by company accounts. `status` is what the company chose (`open` or `closed`); the
 * status answered is judged when read — `closed` as well once `deadline` has passed — so no list
 * is ever stale and nothing has to sweep.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull().default(''),
    jobType: text('job_type', {
      enum: ['full_time', 'part_time', 'contract', 'internship'],
    }).notNull(),
    ...placementColumns(),
    /** Dollars a month; each optional. */
    salaryMin: numeric('salary_min', { precision: 12, scale: 2 }),
    salaryMax: numeric('salary_max', { precision: 12, scale: 2 }),
    experience: smallint('experience').notNull().default(0),
    gender: text('gender', { enum: ['any', 'male', 'female'] })
      .notNull()
      .default('any'),
    vacancies: integer('vacancies').notNull().default(1),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** Applications not withdrawn; moved in the transaction that adds or removes one. */
    applicantsCount: integer('applicants_count').notNull().default(0),
    /** People keeping the job in their wish list (the `wishlist_saves_count` trigger, 0012). */
    savesCount: integer('saves_count').notNull().default(0),
    ...searchColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_recent_idx').on(t.createdAt.desc(), t.id.desc()),
    index('jobs_region_idx').on(t.regionId, t.createdAt.desc(), t.id.desc()),
    index('jobs_country_idx').on(t.countryId, t.createdAt.desc(), t.id.desc()),
    index('jobs_root_category_idx').on(t.rootCategoryId, t.createdAt.desc(), t.id.desc()),
    index('jobs_category_idx').on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    index('jobs_search_idx').using('gin', t.search),
    index('jobs_title_trgm_idx').using('gin', t.titleNorm.op('gin_trgm_ops')),
    index('jobs_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * One application per person per job (the unique index decides between concurrent applies). The
 * CV is a private media key (`private/cvs/...`), served only by `GET /applications/{id}/cv`.
 * `timeline` is the dated list of statuses, oldest first, appended in the statement that changes
 * `status`: it is always read whole with its application.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter').notNull().default(''),
    cvKey: text('cv_key').notNull(),
    cvType: text('cv_type', { enum: ['pdf', 'doc', 'docx'] }).notNull(),
    status: text('status', { enum: ['waiting', 'successful', 'failed'] })
      .notNull()
      .default('waiting'),
    timeline: jsonb('timeline').$type<Array<{ status: string; at: string }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_job_user_idx').on(t.jobId, t.userId),
    index('job_applications_job_recent_idx').on(t.jobId, t.createdAt.desc(), t.id.desc()),
    index('job_applications_user_recent_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);
