import type { Application, ApplicationStatus } from '@souq/contract';
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
import { useSaveJob } from '../../features/jobs/api/save-job';
import { ApplicantsList } from '../../features/jobs/components/applicants-list';
import { BackToJobs, JobHeader } from '../../features/jobs/components/job-view';
import { getErrorMessage, reportWriteError } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { notify } from '../../lib/notify';
import { playSound } from '../../lib/sounds';
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
  const save = useSaveJob();
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
            <Button to={job ? `/jobs/${job.id}` : '/jobs'} variant="outline">
              {job ? t('owner.view-job') : t('details.back')}
            </Button>
          }
        />
      </section>
    );
  }

  const handleStatus = async (application: Application, status: ApplicationStatus) => {
    try {
      const answer = await changeStatus.mutateAsync({ id: application.id, status });
      playSound('success');
      if (answer.message) void notify('success', answer.message);
    } catch (failure) {
      reportWriteError(failure);
    }
  };
  const handleDownload = async (application: Application) => {
    try {
      await downloadCv(application);
    } catch (failure) {
      reportWriteError(failure);
    }
  };
  const toggleOpen = async () => {
    try {
      const answer = await save.mutateAsync({
        id: job.id,
        payload: { status: job.status === 'open' ? 'closed' : 'open' },
      });
      playSound('success');
      if (answer.message) void notify('success', answer.message);
    } catch (failure) {
      reportWriteError(failure);
    }
  };
  const handleDelete = async () => {
    try {
      const message = await remove.mutateAsync(job.id);
      playSound('success');
      void notify('success', message || t('owner.delete'));
      void navigate('/profile?tab=my-opportunity');
    } catch (failure) {
      setConfirming(false);
      reportWriteError(failure);
    }
  };

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
          <Button to={`/jobs/${job.id}`} variant="outline" size="sm">
            <Eye className="size-4" aria-hidden="true" />
            {t('owner.view-job')}
          </Button>
          <Button to={`/addOpportunity?edit=${job.id}`} variant="outline" size="sm">
            <Pencil className="size-4" aria-hidden="true" />
            {t('owner.edit')}
          </Button>
          {(job.status === 'open' || new Date(job.deadline).getTime() > Date.now()) && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void toggleOpen()}
              disabled={save.isPending}
            >
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
        onConfirm={() => void handleDelete()}
        isDeleting={remove.isPending}
      />
    </section>
  );
}
