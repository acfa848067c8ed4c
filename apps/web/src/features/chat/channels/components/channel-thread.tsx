import type { ChannelDetails } from '@souq/contract';
import { webPaths } from '@souq/contract/web-paths';
import { DoorOpen, Lock, Pencil, Trash2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/button';
import { cn } from '../../../../lib/cn';
import { Composer } from '../../components/composer';
import type { ThreadMessages } from '../../components/message-list';
import { MessageList } from '../../components/message-list';
import { ThreadFrame, threadIconButton } from '../../components/thread-frame';
import { ChannelImage } from './channel-image';

export interface ChannelActions {
  onJoin: () => void;
  joining: boolean;
  onMembers: () => void;
  onEdit: () => void;
  onLeave: () => void;
  onDelete: () => void;
}

const noTyping = () => {};

/**
 * An open channel: its card and actions by role (members, edit, leave, delete), the messages with
 * each sender's name and day separators (older ones on scrolling up), and chat's composer. An
 * outsider of a public channel sees its summary and a Join button instead.
 */
export function ChannelThread({
  channel,
  onSend,
  actions,
  ...list
}: ThreadMessages & {
  channel: ChannelDetails;
  onSend: Parameters<typeof Composer>[0]['onSend'];
  actions: ChannelActions;
}) {
  const { t } = useTranslation('chat');
  const names = new Map((channel.members ?? []).map((m) => [m.user.id, m.user.name]));
  return (
    <ThreadFrame
      label={t('channels.thread.label', { name: channel.name })}
      backTo={webPaths.chatChannels}
      backLabel={t('channels.thread.back')}
      header={<ChannelHeader channel={channel} actions={actions} />}
    >
      {channel.description && (
        <p
          className="border-b border-slate-100 bg-white px-4 py-2 text-sm text-slate-700"
          dir="auto"
        >
          {channel.description}
        </p>
      )}
      {!channel.role ? (
        <div className="grid flex-1 place-items-center bg-slate-50 p-6 text-center">
          <div>
            <p className="text-sm text-slate-700">{t('channels.thread.join-to-read')}</p>
            <Button className="mt-3" onClick={actions.onJoin} disabled={actions.joining}>
              {t('channels.directory.join')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <MessageList
            {...list}
            threadKey={`channel:${channel.id}`}
            nameOf={(id) => names.get(id) ?? t('channels.thread.former-member')}
            showNames
            emptyText={t('channels.thread.empty')}
            testId="channel-messages"
          />
          <Composer onSend={onSend} onTyping={noTyping} />
        </>
      )}
    </ThreadFrame>
  );
}

function ChannelHeader({ channel, actions }: { channel: ChannelDetails; actions: ChannelActions }) {
  const { t, i18n } = useTranslation('chat');
  const { role } = channel;
  const action = (label: string, icon: ReactNode, onClick: () => void, className = '') => (
    <button
      type="button"
      onClick={onClick}
      className={cn(threadIconButton, className)}
      title={label}
    >
      {icon}
      <span className="sr-only">{label}</span>
    </button>
  );
  return (
    <>
      <ChannelImage src={channel.image} className="size-10" />
      <span className="min-w-0 flex-1">
        <h2 className="flex items-center gap-1 text-base font-bold text-slate-900">
          <span className="truncate" dir="auto">
            {channel.name}
          </span>
          {channel.visibility === 'private' && (
            <Lock className="size-4 shrink-0 text-slate-500" aria-label={t('channels.private')} />
          )}
        </h2>
        <p className="truncate text-xs text-slate-600">
          {t('channels.members-count', {
            count: channel.members_count,
            formatted: new Intl.NumberFormat(i18n.language).format(channel.members_count),
          })}
          {role && ` · ${t(`channels.roles.${role}`)}`}
        </p>
      </span>
      {role &&
        action(
          t('channels.thread.members'),
          <Users className="size-5" aria-hidden="true" />,
          actions.onMembers,
        )}
      {(role === 'owner' || role === 'admin') &&
        action(
          t('channels.thread.edit'),
          <Pencil className="size-5" aria-hidden="true" />,
          actions.onEdit,
        )}
      {role &&
        role !== 'owner' &&
        action(
          t('channels.thread.leave'),
          <DoorOpen className="size-5 rtl:-scale-x-100" aria-hidden="true" />,
          actions.onLeave,
        )}
      {role === 'owner' &&
        action(
          t('channels.thread.delete'),
          <Trash2 className="size-5" aria-hidden="true" />,
          actions.onDelete,
          'text-red-700',
        )}
    </>
  );
}
