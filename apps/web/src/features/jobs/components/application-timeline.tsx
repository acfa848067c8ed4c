import type { ApplicationStep } from '@souq/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { ApplicationStatusBadge } from './job-status-badge';

/** Every status an application had, oldest first, each with its date. */
export function ApplicationTimeline({ steps }: { steps: ApplicationStep[] }) {
  const { t } = useTranslation('jobs');
  return (
    <div>
      <h4 className="text-xs font-semibold text-slate-500">{t('mine.timeline')}</h4>
      <ol className="mt-2 grid gap-2 border-s-2 border-slate-200 ps-4">
        {steps.map((step) => (
          <li
            key={`${step.status}-${step.at}`}
            className="flex flex-wrap items-center gap-2 text-sm"
          >
            <ApplicationStatusBadge status={step.status} />
            <time dateTime={step.at} className="text-slate-600">
              {formatDate(step.at)}
            </time>
          </li>
        ))}
      </ol>
    </div>
  );
}
