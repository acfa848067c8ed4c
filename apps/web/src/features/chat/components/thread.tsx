import type { Conversation } from '@souq/contract';
import { webPaths } from '@souq/contract/web-paths';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { Composer } from './composer';
import { ContextCard } from './context-card';
import { MessageList, type ThreadMessages } from './message-list';
import { ThreadFrame } from './thread-frame';

/**
 * One conversation: the other person (online, typing), the item card, the messages with day
 * separators (older ones load on scrolling up, keeping the place), jump to latest, the composer.
 */
export function Thread({
  conversation,
  typing,
  onSend,
  onTyping,
  onCall,
  callDisabled,
  ...list
}: ThreadMessages & {
  conversation: Conversation;
  typing: boolean;
  onSend: Parameters<typeof Composer>[0]['onSend'];
  onTyping: () => void;
  onCall: () => void;
  callDisabled: boolean;
}) {
  const { t } = useTranslation('chat');
  const other = conversation.other_user;
  return (
    <ThreadFrame
      label={t('thread.label', { name: other.name })}
      backTo={webPaths.chat}
      backLabel={t('thread.back')}
      header={
        <>
          <span className="relative shrink-0">
            <Avatar src={other.photo} alt="" className="size-10" />
            {conversation.online && (
              <span className="absolute bottom-0 end-0 size-3 rounded-full bg-emerald-500 ring-2 ring-white" />
            )}
          </span>
          <span className="min-w-0 flex-1">
            <h2 className="truncate text-base font-bold text-slate-900" dir="auto">
              {other.name}
            </h2>
            <p className="text-xs text-slate-500" aria-live="polite">
              {typing ? (
                <span className="font-medium text-brand-700">{t('thread.typing')}</span>
              ) : conversation.online ? (
                t('thread.online')
              ) : (
                t('thread.offline')
              )}
            </p>
          </span>
          <button
            type="button"
            onClick={onCall}
            disabled={callDisabled}
            className="grid size-11 place-items-center rounded-full text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-slate-300"
          >
            <Phone className="size-5" aria-hidden="true" />
            <span className="sr-only">{t('thread.call', { name: other.name })}</span>
          </button>
        </>
      }
    >
      {conversation.context && <ContextCard context={conversation.context} />}
      <MessageList
        {...list}
        threadKey={`conversation:${conversation.id}`}
        nameOf={() => other.name}
        emptyText={t('thread.empty', { name: other.name })}
        startText={t('thread.start')}
        testId="chat-messages"
      />
      <Composer
        disabled={conversation.blocked}
        disabledReason={t('thread.blocked')}
        onSend={onSend}
        onTyping={onTyping}
      />
    </ThreadFrame>
  );
}
