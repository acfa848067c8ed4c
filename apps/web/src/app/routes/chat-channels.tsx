import { webPaths } from '@souq/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ChannelDialogs } from '../../features/chat/channels/components/channel-dialogs';
import { ChannelList } from '../../features/chat/channels/components/channel-list';
import {
  ChannelListHeader,
  ChannelMain,
} from '../../features/chat/channels/components/channel-main';
import { useChannelDialogs } from '../../features/chat/channels/lib/use-channel-dialogs';
import { useChannelsPage } from '../../features/chat/channels/lib/use-channels-page';
import { ChatLayout, ListState } from '../../features/chat/components/chat-layout';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * `/chat/channels`: the Channels tab of chat. The caller's channels (unread badges, live), the
 * directory of public channels (search, join), and an open channel (`?c=<id>`) with its
 * messages, members and the actions the caller's role allows.
 */
export default function ChatChannelsRoute() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('channels.title'));
  const page = useChannelsPage();
  const dialogs = useChannelDialogs(page.channel.data, page.selectedId);
  const { selectedId, discover, mine } = page;
  return (
    <>
      <ChatLayout
        title={t('channels.title')}
        listLabel={t('channels.list.label')}
        listHeader={<ChannelListHeader onCreate={() => dialogs.show('create')} />}
        list={
          <ListState query={mine}>
            <ChannelList
              channels={page.myChannels}
              selectedId={selectedId}
              hasMore={Boolean(mine.hasNextPage)}
              loadingMore={mine.isFetchingNextPage}
              onLoadMore={() => void mine.fetchNextPage()}
            />
          </ListState>
        }
        threadShown={Boolean(selectedId) || discover}
      >
        {discover && !selectedId && (
          <div className="lg:hidden">
            <Button to={webPaths.chatChannels} variant="ghost" size="sm" className="m-2">
              {t('channels.thread.back')}
            </Button>
          </div>
        )}
        <div className="min-h-0 flex-1">
          <ChannelMain page={page} dialogs={dialogs} />
        </div>
      </ChatLayout>
      <ChannelDialogs dialogs={dialogs} channel={page.channel.data} viewerId={page.viewerId} />
    </>
  );
}
