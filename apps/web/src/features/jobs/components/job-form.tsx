import type { Category, Job } from '@souq/contract';
import {
  JOB_DESCRIPTION_MAX,
  JOB_GENDERS,
  JOB_REQUIREMENTS_MAX,
  JOB_STATUSES,
  JOB_TITLE_MAX,
  JOB_TYPES,
} from '@souq/contract/limits';
import { useRef } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import {
  CountryRegionSelect,
  type CountryRegionSelectProps,
} from '../../../components/country-region-select';
import { FormAlert, TextAreaField, TextField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { formatNumber } from '../../../lib/format';
import { splitServerErrors } from '../../../lib/server-errors';
import {
  dateAhead,
  emptyJobForm,
  type JobFormField,
  type JobFormValues,
  jobFormOf,
  jobRequest,
} from '../lib/job-form-values';
import { useJobsForm } from '../lib/use-jobs-form';

// The rules (the contract's schemas, with zod) load on the first check or while the form is
// being filled, out of the route's first load.
const loadRules = () => import('../lib/job-form-schema');

const FIELDS: JobFormField[] = [
  'title',
  'description',
  'requirements',
  'job_type',
  'category_id',
  'country_id',
  'region_id',
  'salary_min',
  'salary_max',
  'experience',
  'gender',
  'vacancies',
  'deadline',
  'status',
];

export interface JobFormProps {
  /** The job being edited (its owner's), or none for a new one. */
  job?: Job;
  /** The top-level parent of the edited job's category, once known. */
  savedParentId?: number | null;
  categories: Category[];
  /** The children of the chosen top-level category. */
  subCategories: Category[];
  onParentChange: (parentId: number | null) => void;
  places: Pick<CountryRegionSelectProps, 'choices' | 'onCountryChange'>;
  /** Where a new job is placed at first: the stored selection. */
  defaultPlace: { country_id: number | null; region_id: number | null };
  /** Sends the request; the page moves on when it resolves. */
  onSubmit: (payload: Record<string, string | number>) => Promise<unknown>;
}

/**
 * The company's job form, for a new job and for an edit: the contract's own rules run before
 * sending (loaded on the first check), the server's messages show next to their fields.
 */
export function JobForm({
  job,
  savedParentId = null,
  categories,
  subCategories,
  onParentChange,
  places,
  defaultPlace,
  onSubmit,
}: JobFormProps) {
  const { t } = useTranslation('jobs');
  const editing = job !== undefined;
  const needsSubRef = useRef(false);
  const rules = useJobsForm('job', {
    load: loadRules,
    // The rules depend on the chosen category (a leaf is needed): read when the form validates.
    resolverOf: (loaded) => loaded.jobFormResolver({ job, needsSubCategory: needsSubRef.current }),
    defaultValues: job ? jobFormOf(job, savedParentId) : emptyJobForm(defaultPlace),
  });
  const { form, set, errorOf, values } = rules;
  const isSaving = form.formState.isSubmitting;

  // The edited job's parent category arrives after the first render.
  const parentId = values.parent_category_id ?? (editing ? savedParentId : null);
  const needsSub = subCategories.length > 0;
  needsSubRef.current = needsSub;

  const fields: JobFields = { values, set, errorOf };
  const send = (formValues: JobFormValues) => onSubmit(jobRequest(formValues, job));

  return (
    <form
      ref={rules.formRef}
      onSubmit={rules.onSubmit(send, (error) => splitServerErrors(error, FIELDS))}
      noValidate
      className="grid gap-5"
    >
      <JobTextFields fields={fields} />
      <JobKindFields fields={fields} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.category')}
          value={parentId === null ? '' : String(parentId)}
          onChange={(v) => {
            const id = v ? Number(v) : null;
            set('parent_category_id', id, 'category_id');
            form.setValue('category_id', id);
            onParentChange(id);
          }}
          placeholder={t('form.choose-category')}
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          error={needsSub ? null : errorOf('category_id')}
          required
        />
        {needsSub && (
          <SelectField
            label={t('form.sub-category')}
            value={
              values.category_id !== null && values.category_id !== parentId
                ? String(values.category_id)
                : ''
            }
            onChange={(v) => set('category_id', v ? Number(v) : parentId)}
            placeholder={t('form.choose-sub-category')}
            options={subCategories.map((c) => ({ value: String(c.id), label: c.name }))}
            error={errorOf('category_id')}
            required
          />
        )}
      </div>
      <CountryRegionSelect
        choices={places.choices}
        onCountryChange={places.onCountryChange}
        value={{ country_id: values.country_id, region_id: values.region_id }}
        onChange={(place) => {
          set('country_id', place.country_id, 'region_id');
          form.setValue('region_id', place.region_id);
        }}
        errors={{ country_id: errorOf('country_id'), region_id: errorOf('region_id') }}
      />
      <JobTermsFields fields={fields} />
      {editing && (
        <SelectField
          label={t('form.status')}
          value={values.status}
          onChange={(v) => set('status', v as JobFormValues['status'])}
          options={JOB_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          error={errorOf('status')}
        />
      )}
      <FormAlert message={rules.formError} />
      <div>
        <Button type="submit" size="lg" disabled={isSaving}>
          {isSaving ? t('form.saving') : editing ? t('form.save') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** What a group of the job form's fields reads and writes. */
interface JobFields {
  values: JobFormValues;
  set: <K extends Path<JobFormValues>>(
    name: K,
    value: PathValue<JobFormValues, K>,
    ...alsoClear: Path<JobFormValues>[]
  ) => void;
  errorOf: (name: Path<JobFormValues>) => string | null;
}

/** The title, the description and the requirements, each with its length. */
function JobTextFields({ fields: { values, set, errorOf } }: { fields: JobFields }) {
  const { t } = useTranslation('jobs');
  const count = (length: number, max: number) =>
    t('form.count', { value: formatNumber(length), max: formatNumber(max) });
  return (
    <>
      <TextField
        label={t('form.job-title')}
        value={values.title}
        onChange={(v) => set('title', v)}
        maxLength={JOB_TITLE_MAX}
        error={errorOf('title')}
        dir="auto"
        required
      />
      <TextAreaField
        label={t('form.description')}
        value={values.description}
        onChange={(v) => set('description', v)}
        maxLength={JOB_DESCRIPTION_MAX}
        count={count(values.description.length, JOB_DESCRIPTION_MAX)}
        error={errorOf('description')}
        rows={6}
      />
      <TextAreaField
        label={t('form.requirements')}
        value={values.requirements}
        onChange={(v) => set('requirements', v)}
        maxLength={JOB_REQUIREMENTS_MAX}
        count={count(values.requirements.length, JOB_REQUIREMENTS_MAX)}
        optional={t('form.optional')}
        error={errorOf('requirements')}
      />
    </>
  );
}

/** Salary, experience, vacancies and the deadline. */
function JobTermsFields({ fields: { values, set, errorOf } }: { fields: JobFields }) {
  const { t } = useTranslation('jobs');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.salary-min')}
          value={values.salary_min}
          onChange={(v) => set('salary_min', v)}
          inputMode="decimal"
          dir="ltr"
          optional={t('form.optional')}
          error={errorOf('salary_min')}
        />
        <TextField
          label={t('form.salary-max')}
          value={values.salary_max}
          onChange={(v) => set('salary_max', v)}
          inputMode="decimal"
          dir="ltr"
          optional={t('form.optional')}
          error={errorOf('salary_max')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('form.experience')}
          value={values.experience}
          onChange={(v) => set('experience', v)}
          inputMode="numeric"
          dir="ltr"
          error={errorOf('experience')}
        />
        <TextField
          label={t('form.vacancies')}
          value={values.vacancies}
          onChange={(v) => set('vacancies', v)}
          inputMode="numeric"
          dir="ltr"
          error={errorOf('vacancies')}
        />
        <TextField
          label={t('form.deadline')}
          type="date"
          value={values.deadline}
          min={dateAhead(0)}
          max={dateAhead(365)}
          onChange={(v) => set('deadline', v)}
          error={errorOf('deadline')}
          required
        />
      </div>
    </>
  );
}

/** The job's type and whom it is for. */
function JobKindFields({ fields: { values, set, errorOf } }: { fields: JobFields }) {
  const { t } = useTranslation('jobs');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('form.job-type')}
        value={values.job_type}
        onChange={(v) => set('job_type', v as JobFormValues['job_type'])}
        placeholder={t('form.choose-type')}
        options={JOB_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        error={errorOf('job_type')}
        required
      />
      <SelectField
        label={t('form.gender')}
        value={values.gender}
        onChange={(v) => set('gender', v as JobFormValues['gender'])}
        options={JOB_GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
      />
    </div>
  );
}
