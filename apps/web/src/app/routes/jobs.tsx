import { webPaths } from '@souq/contract/web-paths';
import { BriefcaseBusiness, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FilteredList } from '../../components/filtered-list';
import { Screen } from '../../components/screen';
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
import { useAuthStore } from '../../lib/stores/auth-store';
import { useSelectionStore } from '../../lib/stores/selection-store';
import { useListingTexts } from '../../lib/use-listing-texts';

export default function JobsRoute() {
  const { t } = useTranslation('jobs');
  const [params, setParams] = useSearchParams();
  const country = useSelectionStore((s) => s.selectedCountry);
  const governorate = useSelectionStore((s) => s.selectedGovernorate);
  const isCompany = useAuthStore((s) => s.role === 'company');
  const state = readJobsSearch(params, { categoryId: null, regionId: governorate?.id ?? null });

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

  const { labels, count } = useListingTexts('jobs', jobs.meta);
  const activeCount = activeJobFilters(state);
  const addButton = isCompany ? (
    <Button to={webPaths.addOpportunity}>
      <Plus className="size-4" aria-hidden="true" />
      {t('list.add')}
    </Button>
  ) : undefined;

  return (
    <Screen title={t('list.title')} subtitle={t('list.subtitle')} actions={addButton}>
      <FilteredList
        search={state.search}
        onSearch={(search) => update({ search })}
        labels={labels}
        activeCount={activeCount}
        filters={
          <JobsFiltersPanel
            categories={categories}
            regions={regions}
            value={state}
            onChange={update}
          />
        }
        count={count}
      >
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
      </FilteredList>
    </Screen>
  );
}
