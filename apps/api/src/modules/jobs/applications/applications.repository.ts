import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { users } from '../../accounts/accounts.table.ts';
import { statusOf } from '../jobs.repository.ts';
import { jobApplications, jobs } from '../jobs.table.ts';

export type ApplicationStatusValue = 'waiting' | 'successful' | 'failed';

/** A dated step, appended to `timeline` in the statement that sets the status. */
const stepOf = (status: ApplicationStatusValue) =>
  sql`jsonb_build_array(jsonb_build_object('status', ${status}::text, 'at', now()))`;

/**
 * Takes a place among a job's applicants: moves its counter only while the job is open (not
 * closed, deadline ahead), and locks the job's row until the transaction ends, so that applies
 * to one job queue behind each other. False when the job is missing or closed.
 */
export const countApplicant = async (tx: Database, jobId: number): Promise<boolean> => {
  const rows = await tx
    .update(jobs)
    .set({ applicantsCount: sql`${jobs.applicantsCount} + 1` })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'open'), sql`${jobs.deadline} > now()`))
    .returning({ id: jobs.id });
  return rows.length > 0;
};

/**
 * A new application, or undefined when this person already applied to the job (the unique index
 * decides, whatever runs at the same time).
 */
export const insertApplication = async (
  tx: Database,
  values: {
    jobId: number;
    userId: number;
    coverLetter: string;
    cvKey: string;
    cvType: 'pdf' | 'doc' | 'docx';
  },
): Promise<number | undefined> => {
  const [row] = await tx
    .insert(jobApplications)
    .values({ ...values, timeline: sql`${stepOf('waiting')}` })
    .onConflictDoNothing({ target: [jobApplications.jobId, jobApplications.userId] })
    .returning({ id: jobApplications.id });
  return row?.id;
};

const applicant = alias(users, 'applicant');
const company = alias(users, 'company');

const applicationFields = {
  id: jobApplications.id,
  jobId: jobApplications.jobId,
  userId: jobApplications.userId,
  coverLetter: jobApplications.coverLetter,
  cvKey: jobApplications.cvKey,
  cvType: jobApplications.cvType,
  status: jobApplications.status,
  timeline: jobApplications.timeline,
  createdAt: jobApplications.createdAt,
  updatedAt: jobApplications.updatedAt,
  jobTitle: jobs.title,
  jobStatus: statusOf,
  ownerId: jobs.userId,
  companyName: sql<string>`coalesce(${company.companyName}, ${company.name})`,
  companyLogo: sql<string | null>`coalesce(${company.logoKey}, ${company.imageKey})`,
  applicantName: applicant.name,
  applicantType: applicant.type,
  applicantImage: applicant.imageKey,
};

export type ApplicationRow = {
  id: number;
  jobId: number;
  userId: number;
  coverLetter: string;
  cvKey: string;
  cvType: 'pdf' | 'doc' | 'docx';
  status: ApplicationStatusValue;
  timeline: Array<{ status: string; at: string }>;
  createdAt: Date;
  updatedAt: Date;
  jobTitle: string;
  jobStatus: 'open' | 'closed';
  ownerId: number;
  companyName: string;
  companyLogo: string | null;
  applicantName: string;
  applicantType: 'user' | 'company';
  applicantImage: string | null;
};

const selectApplications = (db: Database, where: SQL | undefined) =>
  db
    .select(applicationFields)
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(company, eq(company.id, jobs.userId))
    .innerJoin(applicant, eq(applicant.id, jobApplications.userId))
    .where(where);

export const findApplication = async (
  db: Database,
  id: number,
): Promise<ApplicationRow | undefined> => {
  const [row] = await selectApplications(db, eq(jobApplications.id, id));
  return row;
};

const newestFirst = [desc(jobApplications.createdAt), desc(jobApplications.id)];

/** A page of one job's applications, newest first (its count is the job's `applicants_count`). */
export const listApplicationsOfJob = (
  db: Database,
  { jobId, limit, offset }: { jobId: number; limit: number; offset: number },
): Promise<ApplicationRow[]> =>
  selectApplications(db, eq(jobApplications.jobId, jobId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);

/** A page of one person's applications, newest first. */
export const listApplicationsOfUser = (
  db: Database,
  { userId, limit, offset }: { userId: number; limit: number; offset: number },
): Promise<ApplicationRow[]> =>
  selectApplications(db, eq(jobApplications.userId, userId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);

/** How many applications a person has, counting no further than `cap`. */
export const countApplicationsOfUser = async (db: Database, userId: number, cap: number) => {
  const matching = db
    .select({ one: sql`1` })
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId))
    .limit(cap)
    .as('m');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  return Number(row?.n ?? 0);
};

/**
 * Sets an application's status for the job's owner, dating the change in its timeline, in one
 * statement: nothing changes unless `ownerId` posted the job and the status is a new one.
 */
export const setStatusAsOwner = async (
  db: Database,
  { id, ownerId, status }: { id: number; ownerId: number; status: ApplicationStatusValue },
): Promise<boolean> => {
  const rows = await db
    .update(jobApplications)
    .set({
      status,
      timeline: sql`${jobApplications.timeline} || ${stepOf(status)}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(jobApplications.id, id),
        ne(jobApplications.status, status),
        sql`exists (select 1 from ${jobs} where ${jobs.id} = ${jobApplications.jobId} and ${jobs.userId} = ${ownerId})`,
      ),
    )
    .returning({ id: jobApplications.id });
  return rows.length > 0;
};

/**
 * Removes the applicant's waiting application and takes it off its job's counter, in the caller's
 * transaction; its CV key, or undefined when there was no such waiting application of theirs.
 */
export const deleteWaitingApplication = async (
  tx: Database,
  { id, userId }: { id: number; userId: number },
): Promise<string | undefined> => {
  const [row] = await tx
    .delete(jobApplications)
    .where(
      and(
        eq(jobApplications.id, id),
        eq(jobApplications.userId, userId),
        eq(jobApplications.status, 'waiting'),
      ),
    )
    .returning({ jobId: jobApplications.jobId, cvKey: jobApplications.cvKey });
  if (!row) return undefined;
  await tx
    .update(jobs)
    .set({ applicantsCount: sql`greatest(${jobs.applicantsCount} - 1, 0)` })
    .where(eq(jobs.id, row.jobId));
  return row.cvKey;
};
