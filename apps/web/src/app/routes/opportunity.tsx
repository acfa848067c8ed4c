import type { Application, ApplicationStatus } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { BriefcaseBusiness, Eye, Heart, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/button';
import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { useChangeApplicationStatus } from '../../features/jobs/api/change-application-status';
import { useDeleteJob } from '../../features/jobs/api/delete-job';
import { downloadCv } from '../../features/jobs/api/download-cv';
import { useJob } from '../../features/jobs/api/get-job';
import { useJobApplications } from '../../features/jobs/api/get-job-applications';
import { useSetJobStatus } from '../../features/jobs/api/save-job';
import { ApplicantsList } from '../../features/jobs/components/applicants-list';
import { BackToJobs, JobHeader } from '../../features/jobs/components/job-view';
import { getErrorMessage, reportWriteError } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/opportunities/{id}`: the owner's view of a job, its applicants and their CVs. */
export default function OpportunityRoute() {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: job, isPending, error } = useJob(valid ? id : 0);
  const isOwner = job?.is_owner === true;
  const applications = useJobApplications(valid ? id : 0, isOwner);
  const changeStatus = useChangeApplicationStatus(id);
  const setStatus = useSetJobStatus();
  const remove = useDeleteJob();
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(job ? `${t('owner.title')} — ${job.title}` : t('owner.title'));

  if (valid && isPending) return <Loader fullPage />;
  if (!job || !isOwner) {
    return (
      <section>
        <BackToJobs />
        <EmptyState
          icon={BriefcaseBusiness}
          title={job ? t('owner.not-owner') : t('details.not-found-title')}
          description={error ? getErrorMessage(error) : t('owner.not-owner')}
          action={
            <Button to={job ? href(webPaths.job, { id: job.id }) : webPaths.jobs} variant="outline">
              {job ? t('owner.view-job') : t('details.back')}
            </Button>
          }
        />
      </section>
    );
  }

  // Toasts and sounds are the hooks' (their `meta`); here only what the page does next.
  const handleStatus = (application: Application, status: ApplicationStatus) =>
    changeStatus.mutateAsync({ id: application.id, status }).catch(() => undefined);
  // A download is no change of data: its failure is toasted here.
  const handleDownload = (application: Application) =>
    downloadCv(application).catch((failure: unknown) => reportWriteError(failure));
  const toggleOpen = () =>
    setStatus.mutate({ id: job.id, status: job.status === 'open' ? 'closed' : 'open' });
  const handleDelete = () =>
    remove.mutate(job.id, {
      onSuccess: () => void navigate(href(webPaths.profile, { tab: 'my-opportunity' })),
      onError: () => setConfirming(false),
    });

  return (
    <section>
      <BackToJobs />
      <div className="grid gap-6">
        <JobHeader job={job} />
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Heart className="size-4 text-red-500" aria-hidden="true" />
          {t('owner.saves', {
            count: job.saves_count ?? 0,
            formatted: formatNumber(job.saves_count ?? 0),
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button to={href(webPaths.job, { id: job.id })} variant="outline" size="sm">
            <Eye className="size-4" aria-hidden="true" />
            {t('owner.view-job')}
          </Button>
          <Button to={href(webPaths.addOpportunity, { edit: job.id })} variant="outline" size="sm">
            <Pencil className="size-4" aria-hidden="true" />
            {t('owner.edit')}
          </Button>
          {(job.status === 'open' || new Date(job.deadline).getTime() > Date.now()) && (
            <Button variant="outline" size="sm" onClick={toggleOpen} disabled={setStatus.isPending}>
              {job.status === 'open' ? t('owner.close') : t('owner.reopen')}
            </Button>
          )}
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('owner.delete')}
          </Button>
        </div>
        <div>
          <h2 className="mb-4 flex items-center gap-2 text-xl font-bold text-slate-900">
            {t('owner.title')}
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">
              {formatNumber(job.applicants_count)}
            </span>
          </h2>
          <ApplicantsList
            applications={applications}
            onStatus={handleStatus}
            onDownload={handleDownload}
          />
        </div>
      </div>
      <ConfirmModal
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={handleDelete}
        isDeleting={remove.isPending}
      />
    </section>
  );
}
