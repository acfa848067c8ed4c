import { CreateJobBodySchema, salaryRangeOk, UpdateJobBodySchema } from '@souq/contract';
import type { FieldErrors } from '../../../lib/use-form-errors';

const E = 'jobs:form.errors';

type Issue = { path: PropertyKey[]; code: string; message: string; input?: unknown };

/** The form's message (an i18n key) for an issue of the contract's rules. */
function keyOf(issue: Issue): string {
  const field = String(issue.path[0] ?? '');
  const empty = issue.input === '' || issue.input === undefined;
  switch (field) {
    case 'title':
      if (issue.code === 'too_big') return `${E}.title-long`;
      return empty || issue.message === 'validation.no-visible-text'
        ? `${E}.title-required`
        : `${E}.title-short`;
    case 'description':
      return issue.code === 'too_big' ? `${E}.description-long` : `${E}.description-required`;
    case 'requirements':
      return `${E}.requirements-long`;
    case 'job_type':
      return `${E}.type-required`;
    case 'category_id':
      return `${E}.category-required`;
    case 'country_id':
      return `${E}.country-required`;
    case 'region_id':
      return `${E}.region-required`;
    case 'salary_min':
    case 'salary_max':
      return issue.message === 'jobs.salary-range' ? `${E}.salary-range` : `${E}.salary-invalid`;
    case 'experience':
      return `${E}.experience-invalid`;
    case 'vacancies':
      return `${E}.vacancies-invalid`;
    case 'deadline':
      if (issue.message === 'jobs.deadline-past') return `${E}.deadline-past`;
      if (issue.message === 'jobs.deadline-too-far') return `${E}.deadline-too-far`;
      return `${E}.deadline-required`;
    default:
      return `${E}.title-required`;
  }
}

/**
 * The contract's create (or update) rules over the request the form would send: an i18n key per
 * broken field, the first issue of each.
 */
export function checkJobPayload(
  payload: Record<string, string | number>,
  editing: boolean,
): FieldErrors {
  const schema = editing ? UpdateJobBodySchema : CreateJobBodySchema;
  const result = schema.safeParse(payload);
  const errors: Record<string, string> = {};
  for (const issue of (result.error?.issues ?? []) as Issue[]) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = keyOf(issue);
  }
  // The range is an object-level rule: zod checks it only once every field passes; say it now.
  const salaries = {
    salary_min: String(payload.salary_min ?? '') || null,
    salary_max: String(payload.salary_max ?? '') || null,
  };
  if (!errors.salary_min && !errors.salary_max && !salaryRangeOk(salaries)) {
    errors.salary_max = `${E}.salary-range`;
  }
  return errors as FieldErrors;
}
