import type { Job } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { BriefcaseBusiness } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { Screen } from '../../components/screen';
import { useCategories, useSubCategories } from '../../features/catalog/api/get-catalog';
import { useParentCategoryOf } from '../../features/catalog/api/use-listing-catalog';
import { usePlaceChoices } from '../../features/catalog/api/use-place-choices';
import { useJob } from '../../features/jobs/api/get-job';
import { useSaveJob } from '../../features/jobs/api/save-job';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useEditTarget } from '../../lib/use-edit-target';

// The form (its fields and selects) is its own chunk, fetched as soon as this route loads.
const loadJobForm = () => import('../../features/jobs/components/job-form');
void loadJobForm();
const JobForm = lazy(() => loadJobForm().then((m) => ({ default: m.JobForm })));

/** `/addOpportunity` posts a job (company accounts); `/addOpportunity?edit={id}` changes one. */
export default function AddOpportunityRoute() {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const { editId, editing, defaultPlace } = useEditTarget();
  const existing = useJob(editId);
  const isCompany = useAuthStore((s) => s.role === 'company');
  const [parentId, setParentId] = useState<number | null>(null);
  const categories = useCategories();
  const savedParentId = useParentCategoryOf(editing ? (existing.data?.category.id ?? null) : null);
  const shownParent = parentId ?? savedParentId ?? null;
  const parent = categories.data?.find((c) => c.id === shownParent);
  const subQuery = useSubCategories(parent?.children_count ? parent.id : null);
  // Without a parent the query's key is the top level's: its data is not sub-categories.
  const subCategories = parent?.children_count ? (subQuery.data ?? []) : [];
  const places = usePlaceChoices();
  const save = useSaveJob();

  const handleSubmit = async (payload: Record<string, string | number>) => {
    const answer = await save.mutateAsync({ id: editing ? editId : null, payload });
    void navigate(href(webPaths.job, { id: (answer.data as Job).id }));
  };

  const title = editing ? t('form.edit-title') : t('form.title');
  const subtitle = editing ? t('form.edit-subtitle') : t('form.subtitle');
  let body: React.ReactNode;
  if (!isCompany)
    body = (
      <EmptyState
        icon={BriefcaseBusiness}
        title={t('form.company-only-title')}
        description={t('form.company-only-text')}
        action={
          <Button to={webPaths.jobs} variant="outline">
            {t('form.browse')}
          </Button>
        }
      />
    );
  else if (editing && (existing.isPending || savedParentId === undefined)) body = <Loader />;
  else if (editing && !existing.data?.is_owner)
    body = (
      <EmptyState
        icon={BriefcaseBusiness}
        title={existing.data ? t('form.not-yours') : t('details.not-found-title')}
        description={t('form.not-yours')}
        action={
          <Button to={webPaths.jobs} variant="outline">
            {t('details.back')}
          </Button>
        }
      />
    );
  else
    body = (
      <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <Suspense fallback={<Loader />}>
          <JobForm
            key={existing.data?.id ?? 'new'}
            job={editing ? existing.data : undefined}
            savedParentId={savedParentId ?? null}
            categories={categories.data ?? []}
            subCategories={subCategories}
            onParentChange={setParentId}
            places={places}
            defaultPlace={defaultPlace}
            onSubmit={handleSubmit}
          />
        </Suspense>
      </div>
    );

  return (
    <Screen title={title} subtitle={subtitle}>
      <div className="mx-auto max-w-3xl">{body}</div>
    </Screen>
  );
}
