import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  identityKey,
  money,
  timestamptz,
  updatedAt,
  userRef,
} from '../../db/columns.ts';
import { listingColumns } from '../../db/listing-columns.ts';

/**
 * Jobs posted by company accounts. `status` is what the company chose (`open` or `closed`); the
 * status answered is judged when read — `closed` as well once `deadline` has passed — so no list
 * is ever stale and nothing has to sweep.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: identityKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull().default(''),
    jobType: text('job_type', {
      enum: ['full_time', 'part_time', 'contract', 'internship'],
    }).notNull(),
    ...listingColumns(),
    /** Dollars a month; each optional. */
    salaryMin: money('salary_min'),
    salaryMax: money('salary_max'),
    experience: smallint('experience').notNull().default(0),
    gender: text('gender', { enum: ['any', 'male', 'female'] })
      .notNull()
      .default('any'),
    vacancies: integer('vacancies').notNull().default(1),
    deadline: timestamptz('deadline').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** Applications not withdrawn; moved in the transaction that adds or removes one. */
    applicantsCount: integer('applicants_count').notNull().default(0),
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
    id: identityKey(),
    jobId: belongsTo('job_id', () => jobs.id),
    userId: userRef('user_id'),
    coverLetter: text('cover_letter').notNull().default(''),
    cvKey: text('cv_key').notNull(),
    cvType: text('cv_type', { enum: ['pdf', 'doc', 'docx'] }).notNull(),
    status: text('status', { enum: ['waiting', 'successful', 'failed'] })
      .notNull()
      .default('waiting'),
    timeline: jsonb('timeline').$type<Array<{ status: string; at: string }>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_applications_job_user_idx').on(t.jobId, t.userId),
    index('job_applications_job_recent_idx').on(t.jobId, t.createdAt.desc(), t.id.desc()),
    index('job_applications_user_recent_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);
