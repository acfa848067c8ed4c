import { href, webPaths } from '@souq/contract/web-paths';
import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { Screen } from '../../components/screen';
import { useApplyToJob } from '../../features/jobs/api/apply-to-job';
import { useJob } from '../../features/jobs/api/get-job';
import { ApplyForm } from '../../features/jobs/components/apply-form';
import { BackToJobs } from '../../features/jobs/components/job-view';
import { useAuthStore } from '../../lib/stores/auth-store';

export default function ApplyJobRoute() {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: job, isPending } = useJob(valid ? id : 0);
  const isCompany = useAuthStore((s) => s.role === 'company');
  const apply = useApplyToJob();

  if (valid && isPending) return <Loader fullPage />;
  const back = href(webPaths.job, { id });
  if (!job || job.is_owner || job.my_application || job.status === 'closed' || isCompany) {
    const reason = !job
      ? t('details.not-found-title')
      : isCompany
        ? t('details.company-cannot-apply')
        : job.status === 'closed'
          ? t('details.closed')
          : t('apply.unavailable');
    return (
      <Screen title={t('apply.title')}>
        <EmptyState
          icon={BriefcaseBusiness}
          title={t('apply.unavailable')}
          description={reason}
          action={
            <Button to={job ? back : webPaths.jobs} variant="outline">
              {job ? t('apply.back') : t('details.back')}
            </Button>
          }
        />
      </Screen>
    );
  }

  const handleSubmit = async (
    values: { coverLetter: string; cv: File },
    onProgress: (fraction: number) => void,
  ) => {
    // A refusal is the form's to show beside its fields.
    await apply.mutateAsync({ jobId: job.id, ...values, onProgress });
    void navigate(back);
  };

  return (
    <section className="mx-auto max-w-2xl">
      <BackToJobs to={back} label={t('apply.back')} />
      <Screen
        title={t('apply.title')}
        subtitle={t('apply.subtitle', { title: job.title, company: job.company.name })}
      >
        <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <ApplyForm onSubmit={handleSubmit} onCancel={() => void navigate(back)} />
        </div>
      </Screen>
    </section>
  );
}
