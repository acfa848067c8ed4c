import { BriefcaseBusiness, Plus, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Screen } from '../../components/screen';
import { SearchForm } from '../../components/search-form';
import { useCategories, useRegions } from '../../features/catalog/api/get-catalog';
import { type JobsFilters, useJobs } from '../../features/jobs/api/get-jobs';
import { JobsFiltersPanel } from '../../features/jobs/components/jobs-filters';
import { JobsList } from '../../features/jobs/components/jobs-list';
import {
  activeJobFilters,
  type JobsSearch,
  readJobsSearch,
  writeJobsSearch,
} from '../../features/jobs/lib/jobs-search-url';
import { formatNumber } from '../../lib/format';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useSelectionStore } from '../../lib/stores/selection-store';

export default function JobsRoute() {
  const { t } = useTranslation('jobs');
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const country = useSelectionStore((s) => s.selectedCountry);
  const governorate = useSelectionStore((s) => s.selectedGovernorate);
  const isCompany = useAuthStore((s) => s.role === 'company');
  const state = readJobsSearch(params, { categoryId: null, regionId: governorate?.id ?? null });
  const [text, setText] = useState(state.search);
  const [panelOpen, setPanelOpen] = useState(false);
  useEffect(() => setText(state.search), [state.search]);

  const update = (next: Partial<JobsSearch>) =>
    setParams(writeJobsSearch({ ...state, ...next }), { replace: true });

  // The stored selection's country, as the seed's generic list GET sends it.
  const filters: JobsFilters = {
    search: state.search,
    countryId: country?.id ?? null,
    regionId: state.regionId,
    categoryId: state.categoryId,
    jobType: state.jobType,
    salaryMin: state.salaryMin,
    experience: state.experience,
  };
  const jobs = useJobs(filters);
  const categories = useCategories().data ?? [];
  const regions = useRegions(country?.id ?? null).data ?? [];

  // Typing searches after a short pause; Enter searches at once.
  useEffect(() => {
    if (text.trim() === state.search.trim()) return;
    const timer = window.setTimeout(() => update({ search: text }), 400);
    return () => window.clearTimeout(timer);
  });

  const countName = jobs.meta
    ? jobs.meta.total_capped
      ? t('list.count-capped', { count: formatNumber(jobs.meta.total) })
      : t('list.count', { count: jobs.meta.total, formatted: formatNumber(jobs.meta.total) })
    : '';
  const activeCount = activeJobFilters(state);
  const addButton = isCompany ? (
    <Button to="/addOpportunity">
      <Plus className="size-4" aria-hidden="true" />
      {t('list.add')}
    </Button>
  ) : undefined;

  return (
    <Screen title={t('list.title')} subtitle={t('list.subtitle')} actions={addButton}>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchForm
          className="flex-1"
          label={t('list.search-label')}
          placeholder={t('list.search-placeholder')}
          submitLabel={t('list.search')}
          value={text}
          onChange={setText}
          onSubmit={() => update({ search: text })}
        />
        <Button
          variant="outline"
          className="lg:hidden"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {t('filters.title')}
          {activeCount > 0 && (
            <span className="grid size-5 place-items-center rounded-full bg-brand-700 text-xs text-white">
              {formatNumber(activeCount)}
            </span>
          )}
        </Button>
      </div>

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside
          id={panelId}
          aria-label={t('filters.title')}
          className={`${panelOpen ? 'block' : 'hidden'} self-start rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-24 lg:block`}
        >
          <div className="mb-4 flex items-center justify-between">
            <h2 className="font-bold text-slate-900">{t('filters.title')}</h2>
            <button
              type="button"
              onClick={() => setPanelOpen(false)}
              aria-label={t('filters.close')}
              className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 lg:hidden"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <JobsFiltersPanel
            categories={categories}
            regions={regions}
            value={state}
            onChange={update}
          />
        </aside>
        <div className="min-w-0">
          <p className="mb-3 min-h-5 text-sm text-slate-500" aria-live="polite">
            {countName}
          </p>
          <JobsList
            jobs={jobs}
            empty={
              <EmptyState
                icon={BriefcaseBusiness}
                title={t('list.empty-title')}
                description={
                  state.search || activeCount > 0
                    ? t('list.empty-filtered')
                    : t('list.empty-description')
                }
                action={addButton}
              />
            }
          />
        </div>
      </div>
    </Screen>
  );
}
