import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/format';

/** A job's monthly salary range in words: both ends, one end, or "not stated". */
export function salaryText(
  t: TFunction<'jobs'>,
  job: { salary_min: string | null; salary_max: string | null },
): string {
  const min = job.salary_min === null ? null : formatMoney(job.salary_min);
  const max = job.salary_max === null ? null : formatMoney(job.salary_max);
  if (min && max) return min === max ? t('salary.from', { min }) : t('salary.range', { min, max });
  if (min) return t('salary.from', { min });
  if (max) return t('salary.up-to', { max });
  return t('salary.none');
}
