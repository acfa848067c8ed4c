import type { Channel } from '@souq/contract';
import { Lock, Search, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { inputClass, inputStateClass } from '../../../../components/form-field';
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
  const { t, i18n } = useTranslation('chat');
  const id = useId();
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  return (
    <section aria-labelledby={`${id}-title`} className="flex h-full min-h-0 flex-col">
      <div className="border-b border-slate-200 p-4">
        <h2 id={`${id}-title`} className="text-base font-bold text-slate-900">
          {t('channels.directory.title')}
        </h2>
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('channels.directory.search')}
        </label>
        <div className="relative mt-3">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t('channels.directory.search')}
            dir="auto"
            className={`${inputClass} ${inputStateClass(false)} ps-9 pe-9`}
          />
        </div>
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
              <li
                key={channel.id}
                className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 p-3"
              >
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
                      disabled={joiningId === channel.id}
                      aria-label={t('channels.directory.join-named', { name: channel.name })}
                    >
                      {t('channels.directory.join')}
                    </Button>
                  )}
                </div>
              </li>
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
