import type { Job, JobGender, JobStatus, JobType } from '@souq/contract';
import { toLatinDigits } from '../../../lib/digits';

/** What the job form holds: text as typed, ids as numbers (null until chosen). */
export interface JobFormValues {
  title: string;
  description: string;
  requirements: string;
  job_type: JobType | '';
  /** The chosen top-level category; the job's category is `category_id` (a leaf). */
  parent_category_id: number | null;
  category_id: number | null;
  country_id: number | null;
  region_id: number | null;
  salary_min: string;
  salary_max: string;
  experience: string;
  gender: JobGender;
  vacancies: string;
  /** `YYYY-MM-DD` (the end of that day is the deadline). */
  deadline: string;
  status: JobStatus;
}

export type JobFormField = keyof JobFormValues;

/** A date `days` ahead as `YYYY-MM-DD`. */
export const dateAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const emptyJobForm = (place: {
  country_id: number | null;
  region_id: number | null;
}): JobFormValues => ({
  title: '',
  description: '',
  requirements: '',
  job_type: '',
  parent_category_id: null,
  category_id: null,
  ...place,
  salary_min: '',
  salary_max: '',
  experience: '0',
  gender: 'any',
  vacancies: '1',
  deadline: dateAhead(30),
  status: 'open',
});

export const jobFormOf = (job: Job, parentId: number | null): JobFormValues => ({
  title: job.title,
  description: job.description,
  requirements: job.requirements,
  job_type: job.job_type,
  parent_category_id: parentId,
  category_id: job.category.id,
  country_id: job.country.id,
  region_id: job.region.id,
  salary_min: job.salary_min ?? '',
  salary_max: job.salary_max ?? '',
  experience: String(job.experience),
  gender: job.gender,
  vacancies: String(job.vacancies),
  deadline: job.deadline.slice(0, 10),
  status: job.status,
});

/** Amounts and counts as typed in either digit set, separators dropped. */
const plainNumber = (value: string) =>
  toLatinDigits(value)
    .replace(/[,\s٬]/g, '')
    .replace('٫', '.');

/** The request body: what the API reads, empty salaries as "" (none). */
export function jobPayload(
  values: JobFormValues,
  editing: boolean,
): Record<string, string | number> {
  const body: Record<string, string | number> = {
    title: values.title,
    description: values.description,
    requirements: values.requirements,
    job_type: values.job_type,
    category_id: values.category_id ?? '',
    country_id: values.country_id ?? '',
    region_id: values.region_id ?? '',
    salary_min: plainNumber(values.salary_min),
    salary_max: plainNumber(values.salary_max),
    experience: plainNumber(values.experience),
    gender: values.gender,
    vacancies: plainNumber(values.vacancies),
    deadline: values.deadline,
  };
  if (editing) body.status = values.status;
  return body;
}

/**
 * The request the form sends: for an edit, an unchanged deadline is left as it is (it may have
 * passed: the job is then closed).
 */
export function jobRequest(values: JobFormValues, job?: { deadline: string }) {
  const payload = jobPayload(values, job !== undefined);
  if (job && values.deadline === job.deadline.slice(0, 10)) delete payload.deadline;
  return payload;
}
