import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A listing card's title: its link covers the whole card (the card is the click target). */
export function CardTitle({ to, children }: { to: string; children: ReactNode }) {
  return (
    <h3 dir="auto" className="line-clamp-2 text-start font-semibold leading-snug text-slate-900">
      <Link
        to={to}
        className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
      >
        {children}
      </Link>
    </h3>
  );
}
