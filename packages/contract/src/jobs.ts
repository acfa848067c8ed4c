import { z } from 'zod';
import { UploadSchema } from './accounts.ts';
import {
  cappedPaginated,
  cleanedText,
  envelope,
  ListingPageQuerySchema,
  ListingPlaceBodySchema,
  ListingPlaceSchema,
  listingQueryWith,
  MessageSchema,
  paginated,
  UserRefSchema,
  visibleText,
} from './common.ts';
import {
  APPLICATION_STATUSES,
  COVER_LETTER_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_EXPERIENCE_MAX,
  JOB_GENDERS,
  JOB_REQUIREMENTS_MAX,
  JOB_SALARY_PATTERN,
  JOB_SEARCH_MAX_LENGTH,
  JOB_STATUSES,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  JOB_TYPES,
  JOB_VACANCIES_MAX,
} from './limits.ts';

export const JobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof JobTypeSchema>;
export const JobGenderSchema = z.enum(JOB_GENDERS);
export type JobGender = z.infer<typeof JobGenderSchema>;
export const JobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatusSchema>;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** The company that posted a job. */
export const JobCompanySchema = UserRefSchema.extend({
  /** The company's name (its account name when it gave none). */
  name: z.string(),
  /** Absolute URL of the company's logo (400 px), or null. */
  logo: z.string().nullable(),
  /** When the company's account was created (ISO-8601). */
  member_since: z.string(),
});
export type JobCompany = z.infer<typeof JobCompanySchema>;

/** One dated step of an application's status. */
export const ApplicationStepSchema = z.object({
  status: ApplicationStatusSchema,
  /** When the application reached this status (ISO-8601). */
  at: z.string(),
});
export type ApplicationStep = z.infer<typeof ApplicationStepSchema>;

/** The caller's own application to a job, on the job's page. */
export const MyApplicationRefSchema = z.object({
  id: z.number().int(),
  status: ApplicationStatusSchema,
  created_at: z.string(),
});
export type MyApplicationRef = z.infer<typeof MyApplicationRefSchema>;

/** A job as its page shows it. */
export const JobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  requirements: z.string(),
  job_type: JobTypeSchema,
  ...ListingPlaceSchema.shape,
  /** Decimal strings in `$` a month, or null when not given. */
  salary_min: z.string().nullable(),
  salary_max: z.string().nullable(),
  /** Years of experience required. */
  experience: z.number().int(),
  gender: JobGenderSchema,
  vacancies: z.number().int(),
  /** The last moment to apply (ISO-8601). */
  deadline: z.string(),
  /** `closed` when the owner closed it or its deadline has passed (judged when read). */
  status: JobStatusSchema,
  /** How many people applied (withdrawn applications are not counted). */
  applicants_count: z.number().int(),
  company: JobCompanySchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** True when the caller posted the job (edit, applicants and delete are allowed). */
  is_owner: z.boolean(),
  /** How many people keep the job in their wish list: for its owner only (null for others). */
  saves_count: z.number().int().nullable(),
  /** The caller's application to this job, or null. */
  my_application: MyApplicationRefSchema.nullable(),
});
export type Job = z.infer<typeof JobSchema>;

/** A job in a list (cards): no long texts. */
export const JobCardSchema = JobSchema.omit({
  description: true,
  requirements: true,
  my_application: true,
  saves_count: true,
});
export type JobCard = z.infer<typeof JobCardSchema>;

/** A decimal amount in a query string (`salary_min=1500`). */
const AmountQuerySchema = z
  .string()
  .trim()
  .regex(JOB_SALARY_PATTERN, { message: 'jobs.invalid-salary' })
  .optional();

/** A whole number of years, 0..JOB_EXPERIENCE_MAX, from a query string or a form. */
const YearsSchema = z.coerce.number<string | number>().int().min(0).max(JOB_EXPERIENCE_MAX);

/**
 * `GET /jobs`: newest first; open jobs unless `status` says otherwise. `contains[name]` searches
 * title, description and requirements; with no word match, titles with a similar word are found.
 */
export const ListJobsQuerySchema = listingQueryWith(JOB_SEARCH_MAX_LENGTH).extend({
  job_type: JobTypeSchema.optional(),
  /** Jobs whose salary reaches at least this (their maximum, or their minimum without one). */
  salary_min: AmountQuerySchema,
  /** Jobs asking for at most this many years of experience. */
  experience: YearsSchema.optional(),
  status: JobStatusSchema.default('open'),
});
export type ListJobsQuery = z.infer<typeof ListJobsQuerySchema>;
export type ListJobsQueryInput = z.input<typeof ListJobsQuerySchema>;

/** `GET /jobs/get-by-user`: the caller's jobs in every status (or one), newest first. */
export const MyJobsQuerySchema = ListingPageQuerySchema.extend({
  status: JobStatusSchema.optional(),
});
export type MyJobsQuery = z.infer<typeof MyJobsQuerySchema>;
export type MyJobsQueryInput = z.input<typeof MyJobsQuerySchema>;

/** A salary: a decimal string (or JSON number) ≥ 0 with at most 2 decimals; `""` or null: none. */
const SalarySchema = z
  .union([z.string(), z.number(), z.null()])
  .transform((v) => (v === null ? '' : String(v).trim()))
  .pipe(
    z.union([
      z.literal('').transform(() => null),
      z.string().regex(JOB_SALARY_PATTERN, { message: 'jobs.invalid-salary' }),
    ]),
  );

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** How far ahead a deadline may be. */
export const JOB_DEADLINE_MAX_DAYS = 365;

/**
 * A deadline: ISO-8601 date-time, or a date (`2026-12-31`), which means the end of that day (UTC).
 * Answered as an ISO-8601 date-time.
 */
const DeadlineSchema = z
  .string()
  .trim()
  .min(1)
  .transform((value, ctx) => {
    const date = new Date(DATE_ONLY.test(value) ? `${value}T23:59:59.999Z` : value);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'jobs.invalid-deadline' });
      return z.NEVER;
    }
    return date.toISOString();
  })
  .refine((iso) => new Date(iso).getTime() > Date.now(), { message: 'jobs.deadline-past' })
  .refine((iso) => new Date(iso).getTime() <= Date.now() + JOB_DEADLINE_MAX_DAYS * 86_400_000, {
    message: 'jobs.deadline-too-far',
  });

const JobFieldsSchema = z.object({
  title: visibleText({ min: JOB_TITLE_MIN, max: JOB_TITLE_MAX }),
  description: visibleText({ min: 1, max: JOB_DESCRIPTION_MAX }),
  requirements: cleanedText({ max: JOB_REQUIREMENTS_MAX }).default(''),
  job_type: JobTypeSchema,
  ...ListingPlaceBodySchema.shape,
  /** Monthly salary range in `$`; both optional; the minimum never above the maximum. */
  salary_min: SalarySchema.optional(),
  salary_max: SalarySchema.optional(),
  /** Years of experience required (0 for none). */
  experience: YearsSchema.default(0),
  gender: JobGenderSchema.default('any'),
  vacancies: z.coerce.number<string | number>().int().min(1).max(JOB_VACANCIES_MAX).default(1),
  /** In the future, at most a year ahead. */
  deadline: DeadlineSchema,
});

/** The salary range rule, reused by the web form: the minimum is not above the maximum. */
export const salaryRangeOk = (body: { salary_min?: string | null; salary_max?: string | null }) =>
  !body.salary_min || !body.salary_max || Number(body.salary_min) <= Number(body.salary_max);
const salaryRangeIssue = { message: 'jobs.salary-range', path: ['salary_max'] };

/** `POST /jobs/create` (company accounts only), multipart or JSON. */
export const CreateJobBodySchema = JobFieldsSchema.refine(salaryRangeOk, salaryRangeIssue);
export type CreateJobBody = z.infer<typeof CreateJobBodySchema>;
export type CreateJobBodyInput = z.input<typeof CreateJobBodySchema>;

/**
 * `POST /jobs/update/{id}` (its owner): any of the create fields, and `status` to close the job
 * early or open it again (only with a deadline in the future).
 */
export const UpdateJobBodySchema = JobFieldsSchema.partial()
  .omit({ requirements: true, experience: true, gender: true, vacancies: true })
  .extend({
    requirements: cleanedText({ max: JOB_REQUIREMENTS_MAX }).optional(),
    experience: YearsSchema.optional(),
    gender: JobGenderSchema.optional(),
    vacancies: z.coerce.number<string | number>().int().min(1).max(JOB_VACANCIES_MAX).optional(),
    status: JobStatusSchema.optional(),
  })
  .refine(salaryRangeOk, salaryRangeIssue);
export type UpdateJobBody = z.infer<typeof UpdateJobBodySchema>;
export type UpdateJobBodyInput = z.input<typeof UpdateJobBodySchema>;

/**
 * `POST /jobs/{id}/apply`, multipart: a cover letter (optional, ≤ 3,000 characters) and `cv`, a
 * PDF, DOC or DOCX file of at most 5 MB (judged by its bytes; 415 otherwise, 413 past 5 MB).
 */
export const ApplyJobBodySchema = z.object({
  cover_letter: cleanedText({ max: COVER_LETTER_MAX }).default(''),
  cv: UploadSchema,
});
export type ApplyJobBody = z.infer<typeof ApplyJobBodySchema>;

/** `POST /applications/{id}/status` (the job's owner). */
export const ApplicationStatusBodySchema = z.object({ status: ApplicationStatusSchema });
export type ApplicationStatusBody = z.infer<typeof ApplicationStatusBodySchema>;

/** An application as the job's owner and the applicant see it. */
export const ApplicationSchema = z.object({
  id: z.number().int(),
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    status: JobStatusSchema,
    company: JobCompanySchema.pick({ id: true, name: true, logo: true }),
  }),
  applicant: UserRefSchema,
  cover_letter: z.string(),
  /**
   * Absolute URL of `GET /applications/{id}/cv`: answered only to the job's owner and the
   * applicant (with their bearer token), as an attachment.
   */
  cv_url: z.string(),
  /** `pdf`, `doc` or `docx`. */
  cv_type: z.enum(['pdf', 'doc', 'docx']),
  status: ApplicationStatusSchema,
  /** Every status the application had, oldest first, each dated; the first is `waiting`. */
  timeline: z.array(ApplicationStepSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const JobResponseSchema = envelope(JobSchema);
export type JobResponse = z.infer<typeof JobResponseSchema>;
/** Job lists: like ads', `meta.total` counts at most 1,000 (`total_capped`). */
export const JobsPageSchema = cappedPaginated(JobCardSchema);
export type JobsPage = z.infer<typeof JobsPageSchema>;
export const ApplicationResponseSchema = envelope(ApplicationSchema);
export type ApplicationResponse = z.infer<typeof ApplicationResponseSchema>;
export const ApplicationsPageSchema = paginated(ApplicationSchema);
export type ApplicationsPage = z.infer<typeof ApplicationsPageSchema>;
export const JobDeletedResponseSchema = MessageSchema;
export type JobDeletedResponse = z.infer<typeof JobDeletedResponseSchema>;
