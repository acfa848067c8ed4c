import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** An open conversation or channel: its header (with the way back on phones), then the rest. */
export function ThreadFrame({
  label,
  backTo,
  backLabel,
  header,
  children,
}: {
  label: string;
  backTo: string;
  backLabel: string;
  header: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
        <Link to={backTo} className={cn(threadIconButton, 'lg:hidden')}>
          <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          <span className="sr-only">{backLabel}</span>
        </Link>
        {header}
      </header>
      {children}
    </section>
  );
}

export const threadIconButton =
  'grid size-10 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';
