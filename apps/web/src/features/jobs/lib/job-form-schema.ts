import { zodResolver } from '@hookform/resolvers/zod';
import { CreateJobBodySchema, salaryRangeOk, UpdateJobBodySchema } from '@souq/contract';
import { z } from 'zod';
import type { JobFormError } from './job-form-messages';
import { type JobFormValues, jobRequest } from './job-form-values';

interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
  input?: unknown;
}

/** A field's message: by the issue's kind (`too_big`), for an empty value, else its own. */
type FieldMessages = { other: JobFormError; empty?: JobFormError; too_big?: JobFormError };

const BY_FIELD: Record<string, FieldMessages> = {
  title: { other: 'title-short', empty: 'title-required', too_big: 'title-long' },
  description: { other: 'description-required', too_big: 'description-long' },
  requirements: { other: 'requirements-long' },
  job_type: { other: 'type-required' },
  category_id: { other: 'category-required' },
  country_id: { other: 'country-required' },
  region_id: { other: 'region-required' },
  salary_min: { other: 'salary-invalid' },
  salary_max: { other: 'salary-invalid' },
  experience: { other: 'experience-invalid' },
  vacancies: { other: 'vacancies-invalid' },
  deadline: { other: 'deadline-required' },
};

const UNKNOWN_FIELD: FieldMessages = { other: 'title-required' };

/** The contract's own issue codes, as the form's messages. */
const BY_CODE: Record<string, JobFormError> = {
  'jobs.salary-range': 'salary-range',
  'jobs.deadline-past': 'deadline-past',
  'jobs.deadline-too-far': 'deadline-too-far',
  'validation.no-visible-text': 'title-required',
};

/** The form's message for an issue of the contract's rules. */
function messageOf(issue: Issue): JobFormError {
  const byCode = BY_CODE[issue.message];
  if (byCode) return byCode;
  const messages = BY_FIELD[String(issue.path[0] ?? '')] ?? UNKNOWN_FIELD;
  const empty = issue.input === '' || issue.input === undefined;
  const byKind = issue.code === 'too_big' ? messages.too_big : undefined;
  return byKind ?? (empty ? messages.empty : undefined) ?? messages.other;
}

export interface JobRulesContext {
  /** The job being edited: its deadline, if unchanged, is not sent (nor checked). */
  job?: { deadline: string };
  /** The chosen top-level category has sub-categories: one of them is needed. */
  needsSubCategory: boolean;
}

/**
 * The contract's create (or update) rules over the request the form would send, each broken
 * field once with a `jobs:form.errors` key, and the two rules zod would say only later or not
 * at all: the salary range (an object rule, checked once every field passes) and the
 * sub-category.
 */
export const jobFormSchema = ({ job, needsSubCategory }: JobRulesContext) =>
  z.custom<JobFormValues>().superRefine((values, ctx) => {
    const request = jobRequest(values, job);
    const schema = job ? UpdateJobBodySchema : CreateJobBodySchema;
    const broken = new Set<string>();
    const report = (field: string, message: JobFormError) => {
      if (broken.has(field)) return;
      broken.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    for (const issue of schema.safeParse(request).error?.issues ?? []) {
      report(String(issue.path[0] ?? ''), messageOf(issue));
    }
    const salaries = {
      salary_min: String(request.salary_min ?? '') || null,
      salary_max: String(request.salary_max ?? '') || null,
    };
    if (!broken.has('salary_min') && !salaryRangeOk(salaries)) report('salary_max', 'salary-range');
    const { parent_category_id: parent, category_id: leaf } = values;
    if (parent !== null && needsSubCategory && leaf === parent) {
      report('category_id', 'sub-category-required');
    }
  });

/** The form's resolver, for the edited job (or a new one) and the chosen category. */
export const jobFormResolver = (context: JobRulesContext) => zodResolver(jobFormSchema(context));
