import { webPaths } from '@souq/contract/web-paths';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ChatLayout, ListState } from '../../features/chat/components/chat-layout';
import { ConversationList } from '../../features/chat/components/conversation-list';
import { Thread } from '../../features/chat/components/thread';
import { useChatPage } from '../../features/chat/lib/use-chat-page';
import { getErrorMessage } from '../../lib/api/errors';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * `/chat`: the conversations and the open thread, side by side on wide screens, one at a time on
 * phones. `/chat?with=<user>&about=ad&item=<id>` (the ad page's "Chat with the seller") opens the
 * conversation with that person about that item.
 */
export default function ChatRoute() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('title'));
  const page = useChatPage();
  const { selectedId, viewerId, list } = page;
  return (
    <ChatLayout
      title={t('title')}
      listLabel={t('conversations')}
      listHeader={
        <h2 className="border-b border-slate-100 px-4 py-3 text-sm font-bold text-slate-900">
          {t('conversations')}
        </h2>
      }
      list={
        <ListState
          query={{
            isPending: list.isPending || viewerId === null,
            isError: list.isError,
            error: list.error,
          }}
        >
          <ConversationList
            conversations={page.conversations}
            selectedId={selectedId}
            viewerId={viewerId ?? 0}
            hasMore={Boolean(list.hasNextPage)}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </ListState>
      }
      threadShown={Boolean(selectedId || page.withUser)}
    >
      <ConversationMain page={page} />
    </ChatLayout>
  );
}

function ConversationMain({ page }: { page: ReturnType<typeof useChatPage> }) {
  const { t } = useTranslation('chat');
  const { selectedId, conversation, viewerId, startError } = page;
  if (selectedId && conversation.data && viewerId !== null) {
    return (
      <Thread
        conversation={conversation.data}
        {...page.thread}
        typing={page.typing}
        onSend={page.onSend}
        onTyping={page.onTyping}
        onCall={page.onCall}
        callDisabled={page.callBusy || conversation.data.blocked}
      />
    );
  }
  if (selectedId && conversation.isError) {
    return (
      <div className="grid h-full place-items-center p-6">
        <EmptyState
          icon={MessageCircle}
          title={t('not-found-title')}
          description={getErrorMessage(conversation.error)}
          action={
            <Button to={webPaths.chat} variant="outline">
              {t('back-to-list')}
            </Button>
          }
        />
      </div>
    );
  }
  if (selectedId || (page.withUser && !startError)) {
    return <p className="p-6 text-center text-sm text-slate-500">{t('thread.loading')}</p>;
  }
  return (
    <div className="grid h-full place-items-center p-6">
      <EmptyState
        icon={MessageCircle}
        title={startError ? t('start-failed') : t('empty-title')}
        description={startError ?? t('empty-description')}
        action={
          <Button to={webPaths.ads} variant="outline">
            {t('browse-ads')}
          </Button>
        }
      />
    </div>
  );
}
