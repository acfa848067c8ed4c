import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

export function Logo({ className = 'size-9' }: { className?: string }) {
  return <img src="/logo.svg" alt="" aria-hidden="true" className={className} />;
}

/** Logo and product name, the brand mark of every header. */
export function Brand({
  inverted = false,
  compact = false,
}: {
  inverted?: boolean;
  /** Only the logo on small screens. */
  compact?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <span className="inline-flex items-center gap-2">
      <Logo />
      <span
        className={cn(
          'text-xl font-extrabold tracking-tight',
          inverted ? 'text-white' : 'text-brand-800',
          compact ? 'hidden sm:inline' : '',
        )}
      >
        {t('app.name')}
      </span>
    </span>
  );
}
