import type { Channel } from '@souq/contract';
import { Compass, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/button';
import { ChannelImage } from './channel-image';

/** The caller's channels: picture, name, newest message and the unread badge. */
export function ChannelList({
  channels,
  selectedId,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  channels: Channel[];
  selectedId: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation('chat');
  if (channels.length === 0) {
    return (
      <div className="grid justify-items-start gap-3 p-4">
        <p className="text-sm text-slate-500">{t('channels.list.empty')}</p>
        {/* Beside the list from lg up, the directory is a page of its own below. */}
        <Button to="/chat/channels?view=discover" variant="outline" size="sm" className="lg:hidden">
          <Compass className="size-4" aria-hidden="true" />
          {t('channels.list.discover')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <ul aria-label={t('channels.list.label')} className="divide-y divide-slate-100">
        {channels.map((channel) => {
          const last = channel.last_message;
          const preview = last
            ? last.body || (last.attachment ? t('channels.list.attachment') : '')
            : t('channels.list.no-messages');
          const selected = channel.id === selectedId;
          return (
            <li key={channel.id}>
              <Link
                to={`/chat/channels?c=${channel.id}`}
                aria-current={selected ? 'page' : undefined}
                data-channel-id={channel.id}
                className={`flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
                  selected ? 'bg-brand-50' : ''
                }`}
              >
                <ChannelImage src={channel.image} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1">
                    <span className="truncate text-sm font-bold text-slate-900" dir="auto">
                      {channel.name}
                    </span>
                    {channel.visibility === 'private' && (
                      <Lock
                        className="size-3.5 shrink-0 text-slate-500"
                        aria-label={t('channels.private')}
                      />
                    )}
                  </span>
                  <span
                    className="block truncate align-with-parent text-xs text-slate-600"
                    dir="auto"
                  >
                    {preview}
                  </span>
                </span>
                {channel.unread_count > 0 && (
                  <span
                    className="grid min-w-6 place-items-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white"
                    data-testid="channel-unread"
                  >
                    <span aria-hidden="true">
                      {channel.unread_count > 99 ? '99+' : channel.unread_count}
                    </span>
                    <span className="sr-only">
                      {t('channels.list.unread', { count: channel.unread_count })}
                    </span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <button
          type="button"
          onClick={onLoadMore}
          disabled={loadingMore}
          className="m-3 rounded-xl border border-slate-200 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('channels.list.more')}
        </button>
      )}
    </>
  );
}
