import type { ReactNode } from 'react';

/** One titled card of a long form (a listing's photos, details, price, place). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
