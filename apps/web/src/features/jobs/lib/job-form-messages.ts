/** Keys of `jobs:form.errors`: what the job form's rules can say (zod-free). */
export const JOB_FORM_ERRORS = [
  'title-required',
  'title-short',
  'title-long',
  'description-required',
  'description-long',
  'requirements-long',
  'type-required',
  'category-required',
  'sub-category-required',
  'country-required',
  'region-required',
  'salary-invalid',
  'salary-range',
  'experience-invalid',
  'vacancies-invalid',
  'deadline-required',
  'deadline-past',
  'deadline-too-far',
] as const;
export type JobFormError = (typeof JOB_FORM_ERRORS)[number];

export const isJobFormError = (key: string): key is JobFormError =>
  (JOB_FORM_ERRORS as readonly string[]).includes(key);
