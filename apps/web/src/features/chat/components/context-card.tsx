import type { ChatContext } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { Briefcase, CircleDashed, Gavel, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';

const pathOf = (context: ChatContext) =>
  ({
    ad: href(webPaths.ad, { id: context.id }),
    job: href(webPaths.job, { id: context.id }),
    auction: href(webPaths.auction, { id: context.id }),
    story: href(webPaths.story, { id: context.id }),
  })[context.type];
const icons = { ad: Tag, job: Briefcase, auction: Gavel, story: CircleDashed };

/** The item the conversation is about, on top of the thread, linking to it. */
export function ContextCard({ context }: { context: ChatContext }) {
  const { t } = useTranslation('chat');
  const Icon = icons[context.type];
  const body = (
    <>
      {context.image ? (
        <img src={context.image} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
      ) : (
        <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      )}
      <span className="min-w-0">
        <span className="block text-xs font-medium text-slate-500">
          {t(`context.${context.type}`)}
        </span>
        <span className="block truncate text-sm font-semibold text-slate-900" dir="auto">
          {context.title === null ? t('context.removed') : context.title || t('context.untitled')}
        </span>
        {context.price && (
          <span className="block text-sm font-bold text-brand-700">
            {formatMoney(context.price)}
          </span>
        )}
      </span>
    </>
  );
  return context.title !== null ? (
    <Link
      to={pathOf(context)}
      data-testid="chat-context-card"
      className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2 hover:bg-slate-50"
    >
      {body}
    </Link>
  ) : (
    <div
      data-testid="chat-context-card"
      className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-2"
    >
      {body}
    </div>
  );
}
