import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRulesForm } from '../../../lib/use-rules-form';
import { accountMessage, loadAccountRules } from './account-form-errors';

type Rules = Awaited<ReturnType<typeof loadAccountRules>>;

/**
 * An accounts form on the one form rule (`useRulesForm`): `pick` names its schema among the
 * accounts rules, loaded on the first check; messages are the accounts' keys.
 */
export function useAccountForm<T extends FieldValues>(
  pick: (rules: Rules) => Parameters<Rules['accountResolver']>[0],
  defaultValues: DefaultValues<T>,
) {
  const { t } = useTranslation();
  return useRulesForm<T, Rules>({
    load: loadAccountRules,
    resolverOf: (rules) => rules.accountResolver<T>(pick(rules)),
    defaultValues,
    translate: (key) => accountMessage(t, key),
  });
}
