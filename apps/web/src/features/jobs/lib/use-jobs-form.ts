import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type RulesFormOptions, useRulesForm } from '../../../lib/use-rules-form';
import { isApplyFormError } from './apply-form-values';
import { isJobFormError } from './job-form-messages';

/** Where a jobs form's messages live in the `jobs` namespace, and which keys its rules say. */
const MESSAGES = {
  job: { isKey: isJobFormError, prefix: 'form.errors' },
  apply: { isKey: isApplyFormError, prefix: 'apply.errors' },
} as const;

/**
 * A jobs form (a job, an application) on the one form rule (`useRulesForm`): a message its rules
 * say is a key of `jobs:<form>.errors`; anything else (the server's words) shows as it came.
 */
export function useJobsForm<T extends FieldValues, M>(
  kind: keyof typeof MESSAGES,
  options: Omit<RulesFormOptions<T, M>, 'translate'>,
) {
  const { t } = useTranslation('jobs');
  const { isKey, prefix } = MESSAGES[kind];
  return useRulesForm<T, M>({
    ...options,
    translate: (key) => (isKey(key) ? t(`${prefix}.${key}` as 'form.errors.title-required') : key),
  });
}
