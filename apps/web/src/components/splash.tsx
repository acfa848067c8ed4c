import { useTranslation } from 'react-i18next';
import { useLoadingStore } from '../lib/stores/loading-store';
import { Logo } from './logo';

/** Full-screen animated splash with logo and product name while the global loading flag is set. */
export function Splash() {
  const isLoading = useLoadingStore((s) => s.isLoading);
  const { t } = useTranslation('common');
  if (!isLoading) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('splash.label')}
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-5 bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900"
    >
      <div className="animate-[splash-pop_1.4s_ease-in-out_infinite] rounded-3xl bg-white/10 p-4 shadow-2xl">
        <Logo className="size-20" />
      </div>
      <p className="text-3xl font-extrabold tracking-tight text-white">{t('app.name')}</p>
      <div className="flex gap-2" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className="size-2.5 animate-bounce rounded-full bg-accent-400"
            style={{ animationDelay: `${i * 150}ms` }}
          />
        ))}
      </div>
    </div>
  );
}
