import type { ReactionRecord, ReactionSummaryItem } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { ChevronDown, RefreshCw, SmilePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Loader } from '../../../components/loader';
import { Modal } from '../../../components/modal';
import { formatNumber } from '../../../lib/format';
import { useDismiss } from '../../../lib/use-dismiss';
import { useReactions } from '../api/get-reactions';
import { REACTION_EMOJIS, REACTION_TYPES, type ReactionFilter } from '../lib/reactions';

const FILTERS: readonly ReactionFilter[] = ['all', ...REACTION_TYPES];
/** All, like and love are tabs; the others sit under "more" (seed §2). */
const SHOWN = FILTERS.slice(0, 3);
const MORE = FILTERS.slice(3);

export interface ReactionsViewProps {
  filter: ReactionFilter;
  onFilterChange: (filter: ReactionFilter) => void;
  status: 'pending' | 'error' | 'success';
  records: readonly ReactionRecord[];
  summary: readonly ReactionSummaryItem[];
  total: number;
  /** Retry: reloads the page (seed §8). */
  onRetry?: () => void;
}

/** The modal's content for one filter: loading, error, empty or the list (seed §4). */
export function ReactionsView({
  filter,
  onFilterChange,
  status,
  records,
  summary,
  total,
  onRetry = () => window.location.reload(),
}: ReactionsViewProps) {
  const { t } = useTranslation(['community', 'common']);
  const [isMoreOpen, setIsMoreOpen] = useState(false);
  const moreRef = useRef<HTMLDivElement>(null);
  useDismiss(moreRef, isMoreOpen, () => setIsMoreOpen(false));
  const countOf = (type: ReactionFilter) =>
    type === 'all' ? total : (summary.find((item) => item.type === type)?.count ?? 0);
  const labelOf = (type: ReactionFilter) =>
    type === 'all' ? t('reactions.all') : t(`reactions.types.${type}`);
  const moreSelected = MORE.includes(filter);

  const tabClass = (selected: boolean) =>
    `flex h-10 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
      selected
        ? 'border-brand-700 text-brand-800'
        : 'border-transparent text-slate-600 hover:text-slate-900'
    }`;
  const tabContent = (type: ReactionFilter) => (
    <>
      {type !== 'all' && <span aria-hidden="true">{REACTION_EMOJIS[type]}</span>}
      <span>{labelOf(type)}</span>
      <span className="text-xs font-normal text-slate-500">{formatNumber(countOf(type))}</span>
    </>
  );

  return (
    <div>
      <div className="flex items-center gap-1 border-b border-slate-200">
        <div role="tablist" aria-label={t('reactions-modal.tabs')} className="flex items-center">
          {SHOWN.map((type) => (
            <button
              key={type}
              type="button"
              role="tab"
              aria-selected={filter === type}
              onClick={() => onFilterChange(type)}
              className={tabClass(filter === type)}
            >
              {tabContent(type)}
            </button>
          ))}
        </div>
        <div ref={moreRef} className="relative">
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded={isMoreOpen}
            onClick={() => setIsMoreOpen((open) => !open)}
            className={tabClass(moreSelected)}
          >
            {moreSelected ? tabContent(filter) : t('reactions.more')}
            <ChevronDown className="size-4" aria-hidden="true" />
          </button>
          {isMoreOpen && (
            <div
              role="menu"
              className="absolute end-0 top-full z-10 mt-1 w-44 rounded-xl border border-slate-200 bg-white py-1 shadow-lg sm:start-0 sm:end-auto"
            >
              {MORE.map((type) => (
                <button
                  key={type}
                  type="button"
                  role="menuitemradio"
                  aria-checked={filter === type}
                  onClick={() => {
                    setIsMoreOpen(false);
                    onFilterChange(type);
                  }}
                  className="flex w-full items-center gap-2 px-3 py-2 text-start text-sm hover:bg-slate-50"
                >
                  {tabContent(type)}
                </button>
              ))}
            </div>
          )}
        </div>
      </div>

      <div className="max-h-[55vh] min-h-48 overflow-y-auto pt-3" role="tabpanel">
        <ReactionsPanel
          status={status}
          records={records}
          emptyTitle={
            filter === 'all'
              ? t('reactions-modal.empty-title-all')
              : t('reactions-modal.empty-title', { type: labelOf(filter) })
          }
          onRetry={onRetry}
        />
      </div>
    </div>
  );
}

export interface ReactionsModalProps {
  postId: number;
  summary: readonly ReactionSummaryItem[];
  total: number;
  open: boolean;
  onClose: () => void;
}

/** Who reacted, filtered by type (all by default). */
export function ReactionsModal({ postId, summary, total, open, onClose }: ReactionsModalProps) {
  const { t } = useTranslation('community');
  const [filter, setFilter] = useState<ReactionFilter>('all');
  const query = useReactions(postId, filter, open);
  return (
    <Modal
      open={open}
      onClose={() => {
        setFilter('all');
        onClose();
      }}
      title={t('reactions-modal.title')}
    >
      <ReactionsView
        filter={filter}
        onFilterChange={setFilter}
        status={query.status}
        records={query.data ?? []}
        summary={summary}
        total={total}
      />
    </Modal>
  );
}

/** The list under the tabs: loading, error with a retry, empty, or who reacted. */
function ReactionsPanel({
  status,
  records,
  emptyTitle,
  onRetry,
}: Pick<ReactionsViewProps, 'status' | 'records'> & { emptyTitle: string; onRetry: () => void }) {
  const { t } = useTranslation(['community', 'common']);
  return status === 'pending' ? (
    <Loader label={t('reactions-modal.loading')} />
  ) : status === 'error' ? (
    <div role="alert" className="flex flex-col items-center py-8 text-center">
      <p className="font-semibold text-slate-900">{t('reactions-modal.error-title')}</p>
      <p className="mt-1 text-sm text-slate-600">{t('reactions-modal.error-description')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 inline-flex h-9 items-center gap-2 rounded-xl border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <RefreshCw className="size-4" aria-hidden="true" />
        {t('reactions-modal.retry')}
      </button>
    </div>
  ) : records.length === 0 ? (
    <div className="flex flex-col items-center py-8 text-center">
      <SmilePlus className="size-10 text-slate-300" aria-hidden="true" />
      <p className="mt-3 font-semibold text-slate-900">{emptyTitle}</p>
      <p className="mt-1 text-sm text-slate-600">{t('reactions-modal.empty-description')}</p>
    </div>
  ) : (
    <ul className="space-y-1">
      {records.map((record) => {
        const name = record.user?.name || t('common:header.unknown-user');
        return (
          <li key={record.id}>
            <Link
              to={href(webPaths.communityProfile, { id: String(record.user?.id) })}
              className="flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="relative">
                <Avatar src={record.user?.photo} alt="" className="size-10" />
                <span
                  aria-hidden="true"
                  className="absolute -bottom-1 -end-1 text-base leading-none"
                >
                  {record.type_emoji}
                </span>
              </span>
              <span className="flex-1 truncate font-medium text-slate-900">{name}</span>
              <span className="sr-only">{t(`reactions.types.${record.type}`)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
