import { webPaths } from '@souq/contract/web-paths';
import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { SaveHeart } from '../../components/save-heart';
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
              <Button to={webPaths.jobs} variant="outline">
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
      {/* On a phone the action follows the heading; on a desktop it and the company sit in a
          side column beside the job. */}
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 lg:col-start-1">
          <JobHeader job={job} />
        </div>
        <div className="grid min-w-0 gap-3 self-start lg:col-start-2 lg:row-start-1">
          <JobActions job={job} isCompany={isCompany} />
          {!job.is_owner && (
            <SaveHeart kind="job" id={job.id} ownerId={job.company.id} shape="wide" />
          )}
        </div>
        <div className="min-w-0 lg:col-start-1">
          <JobFacts job={job} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <JobTexts job={job} />
        </div>
        <div className="min-w-0 self-start lg:col-start-2 lg:row-start-2">
          <CompanyCard job={job} />
        </div>
      </div>
    </section>
  );
}
