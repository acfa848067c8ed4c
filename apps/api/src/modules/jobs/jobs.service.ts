import type { CreateJobBody, Job, ListJobsQuery, MyJobsQuery, UpdateJobBody } from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { invalidFields } from '../../http/app-error.ts';
import type { Actor, Viewer } from '../../http/request-view.ts';
import { searchableText } from '../../search/sql.ts';
import { getReferenceIndex } from '../catalog/reference-index.ts';
import { checkPlacement } from '../listings/placement.ts';
import { discardCv } from './applications/cv-files.ts';
import { companiesOnly, jobNotFound, notJobOwner } from './jobs.errors.ts';
import { toJob } from './jobs.presenter.ts';
import * as repo from './jobs.repository.ts';
import { listJobs, listMyJobs } from './jobs-lists.service.ts';

/** Jobs' operations, bound once to the app's database and media; each takes the caller first. */
export const createJobsService = (deps: Pick<FastifyInstance, 'db' | 'media'>) => {
  const { db } = deps;
  return {
    list: (viewer: Viewer, query: ListJobsQuery) => listJobs(db, viewer, query),
    mine: (actor: Actor, query: MyJobsQuery) => listMyJobs(db, actor, query),
    details: (viewer: Viewer, id: number) => getJobDetails(db, viewer, id),
    create: (actor: Actor, input: CreateJobBody) => createJob(db, actor, input),
    update: (actor: Actor, id: number, input: UpdateJobBody) => updateJob(db, actor, id, input),
    remove: (actor: Actor, id: number) => deleteJob(deps, actor, id),
  };
};

/** The searched text of a job: its title, description and requirements. */
const searchFormsOf = (job: { title: string; description: string; requirements: string }) =>
  searchableText({ title: job.title, body: `${job.description} ${job.requirements}` });

/** A job with its company and, when signed in, the caller's own application. 404 when missing. */
const getJobDetails = async (db: Database, audience: Viewer, id: number): Promise<Job> => {
  const row = await repo.findJobDetails(db, { id, viewerId: audience.userId });
  if (!row) throw jobNotFound();
  return toJob(row, { ...audience, reference: await getReferenceIndex(db) });
};

/** Posts a job for a company account (403 for a person's account); category and place checked. */
const createJob = async (db: Database, actor: Actor, input: CreateJobBody): Promise<Job> => {
  if (actor.accountType !== 'company') throw companiesOnly();
  const placed = await checkPlacement(db, {
    categoryId: input.category_id,
    countryId: input.country_id,
    regionId: input.region_id,
  });
  const id = await repo.insertJob(db, {
    userId: actor.userId,
    title: input.title,
    description: input.description,
    requirements: input.requirements,
    jobType: input.job_type,
    categoryId: input.category_id,
    rootCategoryId: placed.rootCategoryId,
    countryId: input.country_id,
    regionId: input.region_id,
    salaryMin: input.salary_min ?? null,
    salaryMax: input.salary_max ?? null,
    experience: input.experience,
    gender: input.gender,
    vacancies: input.vacancies,
    deadline: new Date(input.deadline),
    ...searchFormsOf(input),
  });
  return getJobDetails(db, actor, id);
};

/** The columns an update changes, checked against the stored job. */
const changesOf = async (
  db: Database,
  job: repo.JobRow,
  input: UpdateJobBody,
): Promise<repo.JobChanges> => {
  const salaryMin = input.salary_min === undefined ? job.salaryMin : input.salary_min;
  const salaryMax = input.salary_max === undefined ? job.salaryMax : input.salary_max;
  if (salaryMin !== null && salaryMax !== null && Number(salaryMin) > Number(salaryMax)) {
    throw invalidFields({ salary_max: [{ key: 'jobs.salary-range' }] });
  }
  const deadline = input.deadline === undefined ? job.deadline : new Date(input.deadline);
  // Opening a job again needs a deadline still ahead.
  if (input.status === 'open' && deadline.getTime() <= Date.now()) {
    throw invalidFields({ deadline: [{ key: 'jobs.deadline-past' }] });
  }
  const moved =
    input.category_id !== undefined ||
    input.country_id !== undefined ||
    input.region_id !== undefined;
  const placement = {
    categoryId: input.category_id ?? job.categoryId,
    countryId: input.country_id ?? job.countryId,
    regionId: input.region_id ?? job.regionId,
  };
  const placed = moved ? await checkPlacement(db, placement) : null;
  const texts = {
    title: input.title ?? job.title,
    description: input.description ?? job.description,
    requirements: input.requirements ?? job.requirements,
  };
  return {
    ...texts,
    ...searchFormsOf(texts),
    jobType: input.job_type,
    salaryMin,
    salaryMax,
    experience: input.experience,
    gender: input.gender,
    vacancies: input.vacancies,
    deadline,
    status: input.status,
    ...(placed ? { ...placement, rootCategoryId: placed.rootCategoryId } : {}),
  };
};

/** Changes the owner's job (any field; `status` closes or reopens it). 404 / 403 otherwise. */
const updateJob = async (
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateJobBody,
): Promise<Job> => {
  const job = await repo.findJobRow(db, id);
  if (!job) throw jobNotFound();
  if (job.userId !== actor.userId) throw notJobOwner();
  const changes = await changesOf(db, job, input);
  await db.transaction(async (tx) => {
    const locked = await repo.lockJob(tx, id);
    if (!locked) throw jobNotFound();
    await repo.updateJob(tx, id, changes);
  });
  return getJobDetails(db, actor, id);
};

/** Deletes the owner's job with its applications and their CV files. 404 / 403 otherwise. */
const deleteJob = async (
  { db, media }: Pick<FastifyInstance, 'db' | 'media'>,
  actor: Actor,
  id: number,
) => {
  const cvKeys = await db.transaction(async (tx) => {
    const locked = await repo.lockJob(tx, id);
    if (!locked) throw jobNotFound();
    if (locked.userId !== actor.userId) throw notJobOwner();
    return repo.deleteJob(tx, id);
  });
  await Promise.all(cvKeys.map((key) => discardCv(media.storage, key)));
};
