import type { Channel } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { Compass, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { MoreButton, ThreadListItem, UnreadCount } from '../../components/thread-list';
import { ChannelImage } from './channel-image';

function ChannelItem({ channel, selected }: { channel: Channel; selected: boolean }) {
  const { t } = useTranslation('chat');
  const last = channel.last_message;
  const preview = last
    ? last.body || (last.attachment ? t('channels.list.attachment') : '')
    : t('channels.list.no-messages');
  return (
    <ThreadListItem
      to={href(webPaths.chatChannels, { c: channel.id })}
      selected={selected}
      data-channel-id={channel.id}
      picture={<ChannelImage src={channel.image} />}
      trailing={
        <UnreadCount
          count={channel.unread_count}
          label={t('channels.list.unread', { count: channel.unread_count })}
          testId="channel-unread"
        />
      }
    >
      <span className="flex items-center gap-1">
        <span className="truncate text-sm font-bold text-slate-900" dir="auto">
          {channel.name}
        </span>
        {channel.visibility === 'private' && (
          <Lock className="size-3.5 shrink-0 text-slate-500" aria-label={t('channels.private')} />
        )}
      </span>
      <span className="block truncate align-with-parent text-xs text-slate-600" dir="auto">
        {preview}
      </span>
    </ThreadListItem>
  );
}

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
        <Button
          to={href(webPaths.chatChannels, { view: 'discover' })}
          variant="outline"
          size="sm"
          className="lg:hidden"
        >
          <Compass className="size-4" aria-hidden="true" />
          {t('channels.list.discover')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <ul aria-label={t('channels.list.label')} className="divide-y divide-slate-100">
        {channels.map((channel) => (
          <ChannelItem key={channel.id} channel={channel} selected={channel.id === selectedId} />
        ))}
      </ul>
      {hasMore && (
        <MoreButton onClick={onLoadMore} loading={loadingMore} label={t('channels.list.more')} />
      )}
    </>
  );
}
