import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { PageHeader } from './page-header';

/** A page: its `<title>`, its heading and its content. */
export function Screen({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </section>
  );
}
