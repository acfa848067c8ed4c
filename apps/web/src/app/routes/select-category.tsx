import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/screen';
import { SelectionStepChoices } from '../../features/catalog/components/selection-step-choices';
import { SelectionStepper } from '../../features/catalog/components/selection-stepper';
import { useSelectionSteps } from '../../features/catalog/lib/use-selection-steps';
import { useSelectionStore } from '../../lib/stores/selection-store';

export default function SelectCategoryRoute() {
  const { t } = useTranslation('catalog');
  const { selectedCountry, selectedGovernorate, selectedCategory } = useSelectionStore();
  const steps = useSelectionSteps();
  const { step, parent } = steps;

  const stepTitle = parent
    ? t('select.sub-title', { parent: parent.name })
    : t(`select.titles.${step}`, { country: selectedCountry?.name ?? '' });

  return (
    <Screen title={t('select.title')} subtitle={t('select.subtitle')}>
      <SelectionStepper
        current={step}
        values={{
          country: selectedCountry?.name,
          region: selectedGovernorate?.name,
          category: selectedCategory?.name,
        }}
        reachable={steps.reachable}
        onOpen={(s) => steps.open(s)}
      />
      <section
        aria-labelledby="select-step-title"
        className="rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-7"
      >
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h2 id="select-step-title" className="text-xl font-bold text-slate-900">
            {stepTitle}
          </h2>
          {parent && (
            <button
              type="button"
              onClick={() => steps.open('category')}
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
              {t('select.all-categories')}
            </button>
          )}
        </div>
        <SelectionStepChoices steps={steps} title={stepTitle} />
      </section>
    </Screen>
  );
}
