// Jobs: part of `limits.ts`.

/** The seed's job types. */
export const JOB_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
/** Whom a job is meant for: anyone, or the seed's genders. */
export const JOB_GENDERS = ['any', 'male', 'female'] as const;
/** `closed` once the owner closes the job or its deadline passes. */
export const JOB_STATUSES = ['open', 'closed'] as const;
/** The seed's application status labels; every application starts `waiting`. */
export const APPLICATION_STATUSES = ['waiting', 'successful', 'failed'] as const;
export const JOB_TITLE_MIN = 3;
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 5000;
export const JOB_REQUIREMENTS_MAX = 3000;
/** Years of experience a job asks for (and the list filter `experience`). */
export const JOB_EXPERIENCE_MAX = 50;
export const JOB_VACANCIES_MAX = 1000;
/** A salary: numeric(12,2), like a price. */
export const JOB_SALARY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const JOB_SEARCH_MAX_LENGTH = 200;
export const COVER_LETTER_MAX = 3000;
/** Largest CV: 5 MB (the API stops reading past it). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** What a CV file picker offers; the API judges the bytes (PDF, DOC, DOCX), not the name. */
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** The web's page size for job lists (browse, mine). */
export const JOB_PAGE_SIZE = 12;
/** A job's applications, for its owner, per page. */
export const JOB_APPLICATIONS_PAGE_SIZE = 20;
/** The caller's own applications, per page. */
export const MY_APPLICATIONS_PAGE_SIZE = 10;
