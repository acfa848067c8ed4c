import { href, webPaths } from '@souq/contract/web-paths';
import { Compass, Hash, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { EmptyState } from '../../../../components/empty-state';
import { getErrorMessage } from '../../../../lib/api';
import type { useChannelDialogs } from '../lib/use-channel-dialogs';
import type { useChannelsPage } from '../lib/use-channels-page';
import { ChannelDirectory } from './channel-directory';
import { ChannelThread } from './channel-thread';

type Page = ReturnType<typeof useChannelsPage>;
type Dialogs = ReturnType<typeof useChannelDialogs>;

/** Above the caller's channels: the directory (a page of its own on phones) and "Create". */
export function ChannelListHeader({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
      <h2 className="min-w-0 flex-1 truncate text-sm font-bold text-slate-900">
        {t('channels.list.label')}
      </h2>
      <Button
        size="sm"
        variant="ghost"
        to={href(webPaths.chatChannels, { view: 'discover' })}
        title={t('channels.directory.title')}
      >
        <Compass className="size-5" aria-hidden="true" />
        <span className="sr-only">{t('channels.directory.short')}</span>
      </Button>
      <Button size="sm" onClick={onCreate}>
        <Plus className="size-4" aria-hidden="true" />
        {t('channels.create')}
      </Button>
    </div>
  );
}

const Centered = ({ children }: { children: ReactNode }) => (
  <div className="grid h-full place-items-center p-6">{children}</div>
);

/** Beside the list: the open channel (or why it cannot be shown), else the directory. */
export function ChannelMain({ page, dialogs }: { page: Page; dialogs: Dialogs }) {
  const { t } = useTranslation('chat');
  const { selectedId, channel, viewerId } = page;
  if (selectedId && page.lost) {
    return (
      <Centered>
        <EmptyState
          icon={Hash}
          title={t('channels.lost-title')}
          description={t('channels.lost-description')}
          action={
            <Button to={webPaths.chatChannels} variant="outline" onClick={page.clearLost}>
              {t('channels.thread.back')}
            </Button>
          }
        />
      </Centered>
    );
  }
  if (selectedId && channel.data && viewerId !== null) {
    return (
      <ChannelThread
        channel={channel.data}
        {...page.thread}
        onSend={page.onSend}
        actions={{
          onJoin: () => dialogs.onJoin(selectedId),
          joining: dialogs.joining,
          onMembers: () => dialogs.show('members'),
          onEdit: () => dialogs.show('edit'),
          onLeave: () => dialogs.show('leave'),
          onDelete: () => dialogs.show('delete'),
        }}
      />
    );
  }
  if (selectedId && channel.isError) {
    return (
      <Centered>
        <EmptyState
          icon={Hash}
          title={t('channels.not-found-title')}
          description={getErrorMessage(channel.error)}
          action={
            <Button to={webPaths.chatChannels} variant="outline">
              {t('channels.thread.back')}
            </Button>
          }
        />
      </Centered>
    );
  }
  if (selectedId) {
    return <p className="p-6 text-center text-sm text-slate-500">{t('thread.loading')}</p>;
  }
  const { directory } = page;
  return (
    <ChannelDirectory
      search={page.search}
      onSearch={page.setSearch}
      channels={page.publicChannels}
      loading={directory.isPending}
      error={directory.isError ? getErrorMessage(directory.error) : dialogs.actionError}
      hasMore={Boolean(directory.hasNextPage)}
      onLoadMore={() => void directory.fetchNextPage()}
      joiningId={dialogs.joiningId}
      onJoin={dialogs.onJoin}
      onOpen={dialogs.open}
    />
  );
}
