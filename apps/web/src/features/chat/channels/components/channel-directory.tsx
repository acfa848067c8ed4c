import type { Channel } from '@souq/contract';
import { Lock, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { SearchBox } from '../../components/search-box';
import { ChannelImage } from './channel-image';

/** Public channels, most members first: search by name, join, or open one already joined. */
export function ChannelDirectory({
  search,
  onSearch,
  channels,
  loading,
  error,
  hasMore,
  onLoadMore,
  joiningId,
  onJoin,
  onOpen,
}: {
  search: string;
  onSearch: (value: string) => void;
  channels: Channel[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  onLoadMore: () => void;
  joiningId: number | null;
  onJoin: (id: number) => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex h-full min-h-0 flex-col">
      <div className="border-b border-slate-200 p-4">
        <h2 id={`${id}-title`} className="text-base font-bold text-slate-900">
          {t('channels.directory.title')}
        </h2>
        <SearchBox
          id={`${id}-search`}
          label={t('channels.directory.search')}
          value={search}
          onChange={onSearch}
          className="mt-3"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : loading ? (
          <p className="text-sm text-slate-500">{t('list.loading')}</p>
        ) : channels.length === 0 ? (
          <p className="text-sm text-slate-500">{t('channels.directory.empty')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('channels.directory.title')}>
            {channels.map((channel) => (
              <DirectoryCard
                key={channel.id}
                channel={channel}
                joining={joiningId === channel.id}
                onJoin={onJoin}
                onOpen={onOpen}
              />
            ))}
          </ul>
        )}
        {hasMore && !loading && (
          <div className="mt-4 flex justify-center">
            <Button variant="ghost" size="sm" onClick={onLoadMore}>
              {t('channels.list.more')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

/** A public channel: picture, name, members, description, and Join (or Open once a member). */
function DirectoryCard({
  channel,
  joining,
  onJoin,
  onOpen,
}: {
  channel: Channel;
  joining: boolean;
  onJoin: (id: number) => void;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 p-3">
      <div className="flex min-w-0 items-start gap-3">
        <ChannelImage src={channel.image} className="size-12" />
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-1 text-sm font-bold text-slate-900">
            <span className="truncate" dir="auto">
              {channel.name}
            </span>
            {channel.visibility === 'private' && (
              <Lock className="size-3.5 shrink-0" aria-label={t('channels.private')} />
            )}
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
            <Users className="size-3.5" aria-hidden="true" />
            {t('channels.members-count', {
              count: channel.members_count,
              formatted: count(channel.members_count),
            })}
          </p>
        </div>
      </div>
      {channel.description && (
        <p className="line-clamp-2 text-sm text-slate-700" dir="auto">
          {channel.description}
        </p>
      )}
      <div className="mt-auto">
        {channel.role ? (
          <Button size="sm" variant="outline" onClick={() => onOpen(channel.id)}>
            {t('channels.directory.open')}
          </Button>
        ) : (
          <Button
            size="sm"
            onClick={() => onJoin(channel.id)}
            disabled={joining}
            aria-label={t('channels.directory.join-named', { name: channel.name })}
          >
            {t('channels.directory.join')}
          </Button>
        )}
      </div>
    </li>
  );
}
