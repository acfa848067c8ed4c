import { cn } from '../lib/cn';

/** Small inline flags (emoji flags do not render on every system). */
export function SaudiFlag({ className = 'h-3.5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 30 20" className={cn(className, 'rounded-[2px]')} aria-hidden="true">
      <rect width="30" height="20" fill="#006c35" />
      <path d="M8 8.2h14M9 9.6h12" stroke="#fff" strokeWidth="0.9" strokeLinecap="round" />
      <path d="M8.5 13.5h12l-1.2 1h-10z" fill="#fff" />
    </svg>
  );
}

export function UkFlag({ className = 'h-3.5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 60 40" className={cn(className, 'rounded-[2px]')} aria-hidden="true">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}
