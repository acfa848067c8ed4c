import { Building2 } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** A company's logo, or a building when it has none. */
export function CompanyLogo({
  src,
  name,
  className = 'size-12',
}: {
  src: string | null;
  /** Shown to screen readers only when the logo is the sole mention of the company. */
  name?: string;
  className?: string;
}) {
  return src ? (
    <img
      src={src}
      alt={name ?? ''}
      loading="lazy"
      decoding="async"
      className={cn(className, 'shrink-0 rounded-xl border border-slate-200 bg-white object-cover')}
    />
  ) : (
    <span
      className={cn(
        className,
        'grid shrink-0 place-items-center rounded-xl border border-slate-200 bg-slate-50 text-slate-400',
      )}
    >
      <Building2 className="size-1/2" aria-hidden="true" />
    </span>
  );
}
