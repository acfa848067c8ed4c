import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { useJob } from '../../features/jobs/api/get-job';
import { JobActions } from '../../features/jobs/components/job-actions';
import {
  BackToJobs,
  CompanyCard,
  JobFacts,
  JobHeader,
  JobTexts,
} from '../../features/jobs/components/job-view';
import { getApiError, getErrorMessage } from '../../lib/api';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function JobDetailsRoute() {
  const { t } = useTranslation('jobs');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: job, isPending, isError, error, refetch } = useJob(valid ? id : 0);
  const isCompany = useAuthStore((s) => s.role === 'company');
  useDocumentTitle(job?.title ?? t('list.title'));

  if (valid && isPending) return <Loader fullPage />;
  if (!job) {
    const missing = !valid || !isError || getApiError(error)?.code === 'jobs.not-found';
    return (
      <section>
        <BackToJobs />
        <EmptyState
          icon={BriefcaseBusiness}
          title={missing ? t('details.not-found-title') : t('details.load-failed')}
          description={missing ? t('list.empty-description') : getErrorMessage(error)}
          action={
            missing ? (
              <Button to="/jobs" variant="outline">
                {t('details.back')}
              </Button>
            ) : (
              <Button variant="outline" onClick={() => void refetch()}>
                {t('list.retry')}
              </Button>
            )
          }
        />
      </section>
    );
  }

  return (
    <section>
      <BackToJobs />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <JobHeader job={job} />
          <JobFacts job={job} />
          <JobTexts job={job} />
        </div>
        <aside className="grid content-start gap-4 lg:sticky lg:top-24 lg:self-start">
          <JobActions job={job} isCompany={isCompany} />
          <CompanyCard job={job} />
        </aside>
      </div>
    </section>
  );
}
