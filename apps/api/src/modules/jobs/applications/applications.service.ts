import {
  type ApplicationStatus,
  type ApplicationsPage,
  type ApplyJobBody,
  buildPath,
  jobsEndpoints,
  type PageQuery,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { pageMeta } from '../../../http/envelope.ts';
import type { Actor } from '../../../http/request-view.ts';
import { deepestPageOf, TOTAL_CAP } from '../../listings/page-meta.ts';
import { notifying } from '../../notifications/notify.ts';
import {
  alreadyApplied,
  applicationNotFound,
  cannotApplyToOwnJob,
  cannotWithdraw,
  companiesCannotApply,
  jobClosed,
  jobNotFound,
  notJobOwner,
} from '../jobs.errors.ts';
import * as jobsRepo from '../jobs.repository.ts';

import { type ApplicationView, toApplication } from './applications.presenter.ts';
import * as repo from './applications.repository.ts';
import { CV_CONTENT_TYPES, discardCv, openCv, storeCv } from './cv-files.ts';

type Caller = Pick<Actor, 'userId' | 'accountType' | 'requestId'>;
type Deps = Pick<FastifyInstance, 'db' | 'media' | 'prefix'>;

/**
 * Applying, reviewing and withdrawing, bound once to the app's database and media. `prefix` is
 * the API's (`/api/v1`), for the CV links answers carry.
 */
export const createApplicationsService = (deps: Deps) => {
  const { db } = deps;
  // Applications link their CV through its authorised route, on the host the reader called.
  const viewOf = (actor: Actor): ApplicationView => ({
    media: actor.media,
    cvUrlOf: (id) => `${actor.origin}${deps.prefix}${buildPath(jobsEndpoints.cv.path, { id })}`,
  });
  return {
    /** Companies are refused before the form is read (403 rather than 422). */
    refuseCompanies: (caller: Caller, jobId: number) => refuseCompanies(db, caller, jobId),
    apply: (actor: Actor, jobId: number, input: ApplyJobBody) =>
      applyToJob(deps, viewOf(actor), actor, jobId, input),
    ofJob: (actor: Actor, jobId: number, page: PageQuery) =>
      listJobApplications(db, viewOf(actor), actor, jobId, page),
    mine: (actor: Actor, page: PageQuery) => listMyApplications(db, viewOf(actor), actor, page),
    changeStatus: (actor: Actor, id: number, status: ApplicationStatus) =>
      changeApplicationStatus(db, viewOf(actor), actor, id, status),
    withdraw: (actor: Actor, id: number) => withdrawApplication(deps, actor, id),
    cvFile: (actor: Actor, id: number) => getCvFile(deps, actor, id),
  };
};

/** The application as one of its two readers sees it. */
const present = async (db: Database, id: number, view: ApplicationView) => {
  const row = await repo.findApplication(db, id);
  if (!row) throw applicationNotFound();
  return toApplication(row, view);
};

/**
 * The job an applicant may apply to: 404 when it is gone, 403 to its owner and to any company.
 * The apply route also runs it before validating the form for company accounts, so that they hear why
 * at once rather than about the form's fields.
 */
export const refuseCompanies = async (db: Database, caller: Caller, jobId: number) => {
  const job = await jobsRepo.findJobRow(db, jobId);
  if (!job) throw jobNotFound();
  if (job.userId === caller.userId) throw cannotApplyToOwnJob();
  if (caller.accountType === 'company') throw companiesCannotApply();
  return job;
};

/**
 * A person applies to an open job with a cover letter and a CV (PDF, DOC or DOCX, judged by its
 * bytes). Refused: a company's account or the job's owner (403), a closed job or a second
 * application (409), any other file (415). The CV is stored privately first and removed again if
 * the application is not saved. The job's applicant count moves in the same transaction.
 */
const applyToJob = async (
  { db, media }: Deps,
  view: ApplicationView,
  caller: Caller,
  jobId: number,
  input: ApplyJobBody,
) => {
  const job = await refuseCompanies(db, caller, jobId);
  if (job.status === 'closed' || job.deadline.getTime() <= Date.now()) throw jobClosed();
  const cv = await storeCv(media.storage, input.cv);
  let id: number;
  try {
    id = await notifying(db, caller, async (tx, notify) => {
      if (!(await repo.countApplicant(tx, jobId))) throw jobClosed();
      const inserted = await repo.insertApplication(tx, {
        jobId,
        userId: caller.userId,
        coverLetter: input.cover_letter,
        cvKey: cv.key,
        cvType: cv.type,
      });
      if (inserted === undefined) throw alreadyApplied();
      await notify({
        type: 'job.applicant',
        recipientId: job.userId,
        actorId: caller.userId,
        jobId,
        applicationId: inserted,
      });
      return inserted;
    });
  } catch (error) {
    await discardCv(media.storage, cv.key);
    throw error;
  }
  return present(db, id, view);
};

/** A page of a job's applications, for the company that posted it only (403 otherwise). */
const listJobApplications = async (
  db: Database,
  view: ApplicationView,
  caller: Caller,
  jobId: number,
  { page, per_page: perPage }: PageQuery,
): Promise<ApplicationsPage> => {
  const job = await jobsRepo.findJobRow(db, jobId);
  if (!job) throw jobNotFound();
  if (job.userId !== caller.userId) throw notJobOwner();
  const rows =
    page > deepestPageOf(perPage)
      ? []
      : await repo.listApplicationsOfJob(db, {
          jobId,
          limit: perPage,
          offset: (page - 1) * perPage,
        });
  return {
    data: rows.map((row) => toApplication(row, view)),
    meta: pageMeta({ page, perPage, total: job.applicantsCount }),
  };
};

/** The caller's applications, newest first, each with its dated timeline. */
const listMyApplications = async (
  db: Database,
  view: ApplicationView,
  caller: Caller,
  { page, per_page: perPage }: PageQuery,
): Promise<ApplicationsPage> => {
  const [total, rows] = await Promise.all([
    repo.countApplicationsOfUser(db, caller.userId, TOTAL_CAP),
    page > deepestPageOf(perPage)
      ? []
      : repo.listApplicationsOfUser(db, {
          userId: caller.userId,
          limit: perPage,
          offset: (page - 1) * perPage,
        }),
  ]);
  return {
    data: rows.map((row) => toApplication(row, view)),
    meta: pageMeta({ page, perPage, total }),
  };
};

/**
 * The job's owner marks an application successful, failed or waiting again; each change is dated
 * in its timeline. 404 for an unknown application, 403 for anyone but the job's owner.
 */
const changeApplicationStatus = async (
  db: Database,
  view: ApplicationView,
  caller: Caller,
  id: number,
  status: ApplicationStatus,
) => {
  const changed = await notifying(db, caller, async (tx, notify) => {
    if (!(await repo.setStatusAsOwner(tx, { id, ownerId: caller.userId, status }))) return false;
    const row = (await repo.findApplication(tx, id))!;
    await notify({
      type: 'job.application-status',
      recipientId: row.userId,
      actorId: caller.userId,
      jobId: row.jobId,
      applicationId: id,
      data: { status },
    });
    return true;
  });
  if (!changed) {
    const row = await repo.findApplication(db, id);
    if (!row) throw applicationNotFound();
    if (row.ownerId !== caller.userId) throw notJobOwner();
    // Already in that status: nothing to date.
  }
  return present(db, id, view);
};

/** The applicant withdraws their application while it is waiting; its CV file is removed. */
const withdrawApplication = async ({ db, media }: Deps, caller: Caller, id: number) => {
  const cvKey = await db.transaction((tx) =>
    repo.deleteWaitingApplication(tx, { id, userId: caller.userId }),
  );
  if (cvKey === undefined) {
    const row = await repo.findApplication(db, id);
    if (!row || row.userId !== caller.userId) throw applicationNotFound();
    throw cannotWithdraw();
  }
  await discardCv(media.storage, cvKey);
};

/**
 * An application's CV file, for the job's owner and the applicant only: anyone else is told it
 * does not exist (404), like a missing one.
 */
const getCvFile = async ({ db, media }: Deps, caller: Caller, id: number) => {
  const row = await repo.findApplication(db, id);
  if (!row || (row.userId !== caller.userId && row.ownerId !== caller.userId)) {
    throw applicationNotFound();
  }
  const file = await openCv(media.storage, row.cvKey);
  if (!file) throw applicationNotFound();
  return {
    ...file,
    contentType: CV_CONTENT_TYPES[row.cvType],
    filename: `cv-${row.id}.${row.cvType}`,
    applicantName: row.applicantName,
  };
};
