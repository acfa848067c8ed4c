import type { Category, Region } from '@souq/contract';
import { JOB_TYPES } from '@souq/contract/limits';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { toLatinDigits } from '../../../lib/digits';
import { formatNumber } from '../../../lib/format';
import type { JobsSearch } from '../lib/jobs-search-url';

const EXPERIENCE_CHOICES = [0, 1, 2, 3, 5, 10];
const toId = (value: string) => (value ? Number(value) : null);

/**
 * Type, category, region of the selected country, minimum salary and the reader's experience.
 * Selects apply at once; the salary applies with its button (or Enter).
 */
export function JobsFiltersPanel({
  categories,
  regions,
  value,
  onChange,
}: {
  /** The top-level categories. */
  categories: Category[];
  /** The regions of the selected country. */
  regions: Region[];
  value: JobsSearch;
  onChange: (next: Partial<JobsSearch>) => void;
}) {
  const { t } = useTranslation('jobs');
  const [salary, setSalary] = useState(value.salaryMin);
  useEffect(() => setSalary(value.salaryMin), [value.salaryMin]);
  const applySalary = (event: FormEvent) => {
    event.preventDefault();
    const typed = toLatinDigits(salary)
      .replace(/[,\s٬]/g, '')
      .trim();
    onChange({ salaryMin: /^\d{1,10}(\.\d{1,2})?$/.test(typed) ? typed : '' });
  };
  return (
    <div className="grid gap-4">
      <SelectField
        label={t('filters.type')}
        value={value.jobType}
        onChange={(next) => onChange({ jobType: next as JobsSearch['jobType'] })}
        placeholder={t('filters.any-type')}
        options={JOB_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
      />
      <SelectField
        label={t('filters.category')}
        value={value.categoryId ? String(value.categoryId) : ''}
        onChange={(next) => onChange({ categoryId: toId(next) })}
        placeholder={t('filters.any-category')}
        options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <SelectField
        label={t('filters.region')}
        value={value.regionId ? String(value.regionId) : ''}
        onChange={(next) => onChange({ regionId: toId(next) })}
        placeholder={t('filters.any-region')}
        options={regions.map((r) => ({ value: String(r.id), label: r.name }))}
      />
      <SelectField
        label={t('filters.experience')}
        value={value.experience}
        onChange={(next) => onChange({ experience: next })}
        placeholder={t('filters.any-experience')}
        options={EXPERIENCE_CHOICES.map((years) => ({
          value: String(years),
          label: t('filters.experience-option', { count: years, formatted: formatNumber(years) }),
        }))}
      />
      <form onSubmit={applySalary} className="grid gap-2">
        <TextField
          label={t('filters.salary-min')}
          value={salary}
          onChange={setSalary}
          inputMode="decimal"
          dir="ltr"
          onBlur={applySalary}
        />
      </form>
      <Button
        variant="ghost"
        size="sm"
        onClick={() =>
          onChange({ jobType: '', categoryId: null, regionId: null, salaryMin: '', experience: '' })
        }
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('filters.clear')}
      </Button>
    </div>
  );
}
