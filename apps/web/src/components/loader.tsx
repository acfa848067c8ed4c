import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

/** A spinner with an accessible label; `fullPage` centres it in the viewport. */
export function Loader({ fullPage = false, label }: { fullPage?: boolean; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-3 text-brand-700',
        fullPage ? 'min-h-[60vh]' : 'py-10',
      )}
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <span className="sr-only">{label ?? t('app.loading')}</span>
    </div>
  );
}

/** A thin bar at the top of the page while the router loads the next route. */
export function RouteProgress() {
  const { t } = useTranslation('common');
  return (
    <div
      role="progressbar"
      aria-label={t('app.loading')}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-brand-600" />
    </div>
  );
}
