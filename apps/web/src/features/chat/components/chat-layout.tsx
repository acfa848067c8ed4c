import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { ChatTabs } from './chat-tabs';

/**
 * A tab of /chat: the list beside the open thread on wide screens, one at a time on phones
 * (`threadShown`: the thread's turn).
 */
export function ChatLayout({
  title,
  listLabel,
  listHeader,
  list,
  threadShown,
  children,
}: {
  title: string;
  listLabel: string;
  listHeader: ReactNode;
  list: ReactNode;
  threadShown: boolean;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-[1400px]">
      <h1 className="sr-only">{title}</h1>
      <div className="grid h-[calc(100dvh-8rem)] min-h-[28rem] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[22rem_1fr]">
        <aside
          aria-label={listLabel}
          className={cn(
            'min-h-0 flex-col overflow-y-auto border-slate-200 bg-white lg:flex lg:border-e',
            threadShown ? 'hidden' : 'flex',
          )}
        >
          <ChatTabs />
          {listHeader}
          {list}
        </aside>
        <div
          className={cn(
            'min-h-0 min-w-0',
            threadShown ? 'flex flex-col' : 'hidden lg:flex lg:flex-col',
          )}
        >
          {children}
        </div>
      </div>
    </section>
  );
}

/** A list while it loads or when it failed; else the list itself. */
export function ListState({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation('chat');
  if (query.isPending) return <p className="p-4 text-sm text-slate-500">{t('list.loading')}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="p-4 text-sm text-red-700">
        {getErrorMessage(query.error)}
      </p>
    );
  }
  return <>{children}</>;
}
