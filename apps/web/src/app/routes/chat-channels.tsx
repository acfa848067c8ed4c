import type { ChannelRole, UserRef } from '@souq/contract';
import { room } from '@souq/contract/realtime';
import { Compass, Hash, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { useMyChatInfo } from '../../features/chat/api/get-my-info';
import {
  useChangeMember,
  useDeleteChannel,
  useJoinChannel,
  useLeaveChannel,
} from '../../features/chat/channels/api/change-membership';
import { useCandidates } from '../../features/chat/channels/api/get-candidates';
import { useChannel } from '../../features/chat/channels/api/get-channel';
import { useChannelMessages } from '../../features/chat/channels/api/get-channel-messages';
import { useMyChannels } from '../../features/chat/channels/api/get-my-channels';
import { usePublicChannels } from '../../features/chat/channels/api/get-public-channels';
import { useReadChannel } from '../../features/chat/channels/api/read-channel';
import { useSaveChannel } from '../../features/chat/channels/api/save-channel';
import { useSendChannelMessage } from '../../features/chat/channels/api/send-channel-message';
import { ChannelDirectory } from '../../features/chat/channels/components/channel-directory';
import {
  ChannelFormDialog,
  type ChannelFormErrors,
} from '../../features/chat/channels/components/channel-form-dialog';
import { ChannelList } from '../../features/chat/channels/components/channel-list';
import { ChannelThread } from '../../features/chat/channels/components/channel-thread';
import { MembersDialog } from '../../features/chat/channels/components/members-dialog';
import { useChannelEvents } from '../../features/chat/channels/lib/use-channel-events';
import { ChatTabs } from '../../features/chat/components/chat-tabs';
import { getApiError, getErrorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useRealtimeRoom, useRealtimeRooms, useRealtimeSocket } from '../../lib/realtime';
import { useDocumentTitle } from '../../lib/use-document-title';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Waits this long after typing before searching. */
const SEARCH_DELAY_MS = 300;
function useDebounced(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

type Dialog = null | 'create' | 'edit' | 'members' | 'leave' | 'delete';

/**
 * `/chat/channels`: the Channels tab of chat. The caller's channels (unread badges, live), the
 * directory of public channels (search, join), and an open channel (`?c=<id>`) with its
 * messages, members and the actions the caller's role allows.
 */
export default function ChatChannelsRoute() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('channels.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selectedId = positive(params.get('c'));
  const discover = params.get('view') === 'discover';

  const info = useMyChatInfo();
  const viewerId = info.data?.user.id ?? null;
  const socket = useRealtimeSocket();
  const mine = useMyChannels();
  const myChannels = useMemo(() => mine.data?.pages.flatMap((p) => p.data) ?? [], [mine.data]);

  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search);
  const directory = usePublicChannels(settledSearch, discover || !selectedId);
  const publicChannels = useMemo(
    () => directory.data?.pages.flatMap((p) => p.data) ?? [],
    [directory.data],
  );

  const channel = useChannel(selectedId);
  const member = Boolean(channel.data?.role);
  const thread = useChannelMessages(selectedId, member);
  const messages = useMemo(
    () => [...(thread.data?.pages ?? [])].reverse().flatMap((p) => p.data),
    [thread.data],
  );

  const [lost, setLost] = useState<number | null>(null);
  const onLost = useCallback((id: number) => setLost(id), []);
  useChannelEvents({ socket, viewerId, openId: selectedId, onLost });
  useRealtimeRoom(socket, selectedId && member ? room('channel', selectedId) : null);
  useRealtimeRooms(
    socket,
    myChannels.map((c) => room('channel', c.id)),
  );

  const send = useSendChannelMessage();
  const read = useReadChannel();
  const save = useSaveChannel();
  const join = useJoinChannel();
  const leave = useLeaveChannel();
  const remove = useDeleteChannel();
  const changeMember = useChangeMember();

  const [dialog, setDialog] = useState<Dialog>(null);
  const [formErrors, setFormErrors] = useState<ChannelFormErrors>({});
  const [actionError, setActionError] = useState<string | null>(null);
  const [candidateSearch, setCandidateSearch] = useState('');
  const settledCandidates = useDebounced(candidateSearch);
  const candidates = useCandidates(
    selectedId ?? 0,
    settledCandidates,
    dialog === 'members' &&
      (channel.data?.role === 'owner' || channel.data?.role === 'admin') &&
      selectedId !== null,
  );
  const [removing, setRemoving] = useState<UserRef | null>(null);

  // Read the open channel up to its newest message from someone else.
  const lastFromOther = [...messages].reverse().find((m) => m.sender_id !== viewerId);
  const readUpTo = useRef(new Map<number, number>());
  useEffect(() => {
    if (!selectedId || !member || !lastFromOther) return;
    if ((readUpTo.current.get(selectedId) ?? 0) >= lastFromOther.id) return;
    readUpTo.current.set(selectedId, lastFromOther.id);
    read.mutate(selectedId);
  }, [selectedId, member, lastFromOther, read]);

  const onSend = useCallback(
    async ({
      body,
      file,
      onProgress,
    }: {
      body: string;
      file: File | null;
      onProgress: (f: number) => void;
    }) => {
      if (!selectedId) return;
      try {
        await send.mutateAsync({ channelId: selectedId, body, file, onProgress });
      } catch (error) {
        throw new Error(getErrorMessage(error));
      }
    },
    [selectedId, send],
  );

  const open = (id: number) => navigate(`/chat/channels?c=${id}`);
  const onJoin = (id: number) =>
    join.mutate(id, {
      onSuccess: () => open(id),
      onError: (error) => setActionError(getErrorMessage(error)),
    });

  const onSave = (fields: Parameters<typeof save.mutate>[0]) => {
    setFormErrors({});
    save.mutate(
      { ...fields, id: dialog === 'edit' ? (selectedId ?? undefined) : undefined },
      {
        onSuccess: (saved) => {
          setDialog(null);
          open(saved.id);
        },
        onError: (error) => {
          const name = getApiError(error)?.errors?.name?.[0];
          setFormErrors(name ? { name } : { form: getErrorMessage(error) });
        },
      },
    );
  };

  const onMemberChange = (
    change:
      | { action: 'add' | 'remove'; userId: number }
      | { action: 'role'; userId: number; role: ChannelRole },
  ) => {
    if (!selectedId) return;
    setActionError(null);
    changeMember.mutate(
      { ...change, channelId: selectedId },
      { onError: (error) => setActionError(getErrorMessage(error)) },
    );
  };

  const listPane = (
    <aside
      aria-label={t('channels.list.label')}
      className={`min-h-0 flex-col overflow-y-auto border-slate-200 bg-white lg:flex lg:border-e ${
        selectedId || discover ? 'hidden' : 'flex'
      }`}
    >
      <ChatTabs />
      <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
        <h2 className="min-w-0 flex-1 truncate text-sm font-bold text-slate-900">
          {t('channels.list.label')}
        </h2>
        <Button
          size="sm"
          variant="ghost"
          to="/chat/channels?view=discover"
          title={t('channels.directory.title')}
        >
          <Compass className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('channels.directory.short')}</span>
        </Button>
        <Button
          size="sm"
          onClick={() => {
            setFormErrors({});
            setDialog('create');
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('channels.create')}
        </Button>
      </div>
      {mine.isPending ? (
        <p className="p-4 text-sm text-slate-500">{t('list.loading')}</p>
      ) : mine.isError ? (
        <p role="alert" className="p-4 text-sm text-red-700">
          {getErrorMessage(mine.error)}
        </p>
      ) : (
        <ChannelList
          channels={myChannels}
          selectedId={selectedId}
          hasMore={Boolean(mine.hasNextPage)}
          loadingMore={mine.isFetchingNextPage}
          onLoadMore={() => void mine.fetchNextPage()}
        />
      )}
    </aside>
  );

  let mainPane: React.ReactNode;
  if (selectedId && lost === selectedId) {
    mainPane = (
      <div className="grid h-full place-items-center p-6">
        <EmptyState
          icon={Hash}
          title={t('channels.lost-title')}
          description={t('channels.lost-description')}
          action={
            <Button to="/chat/channels" variant="outline" onClick={() => setLost(null)}>
              {t('channels.thread.back')}
            </Button>
          }
        />
      </div>
    );
  } else if (selectedId && channel.data && viewerId !== null) {
    mainPane = (
      <ChannelThread
        channel={channel.data}
        messages={messages}
        viewerId={viewerId}
        loading={thread.isPending}
        hasOlder={Boolean(thread.hasNextPage)}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
        onSend={onSend}
        onJoin={() => onJoin(selectedId)}
        joining={join.isPending}
        onMembers={() => {
          setActionError(null);
          setDialog('members');
        }}
        onEdit={() => {
          setFormErrors({});
          setDialog('edit');
        }}
        onLeave={() => setDialog('leave')}
        onDelete={() => setDialog('delete')}
      />
    );
  } else if (selectedId && channel.isError) {
    mainPane = (
      <div className="grid h-full place-items-center p-6">
        <EmptyState
          icon={Hash}
          title={t('channels.not-found-title')}
          description={getErrorMessage(channel.error)}
          action={
            <Button to="/chat/channels" variant="outline">
              {t('channels.thread.back')}
            </Button>
          }
        />
      </div>
    );
  } else if (selectedId) {
    mainPane = <p className="p-6 text-center text-sm text-slate-500">{t('thread.loading')}</p>;
  } else {
    mainPane = (
      <ChannelDirectory
        search={search}
        onSearch={setSearch}
        channels={publicChannels}
        loading={directory.isPending}
        error={directory.isError ? getErrorMessage(directory.error) : actionError}
        hasMore={Boolean(directory.hasNextPage)}
        onLoadMore={() => void directory.fetchNextPage()}
        joiningId={join.isPending ? (join.variables ?? null) : null}
        onJoin={onJoin}
        onOpen={open}
      />
    );
  }

  return (
    <section className="mx-auto w-full max-w-[1400px]">
      <h1 className="sr-only">{t('channels.title')}</h1>
      <div className="grid h-[calc(100dvh-8rem)] min-h-[28rem] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[22rem_1fr]">
        {listPane}
        <div
          className={`min-h-0 min-w-0 ${selectedId || discover ? 'flex flex-col' : 'hidden lg:flex lg:flex-col'}`}
        >
          {discover && !selectedId && (
            <div className="lg:hidden">
              <Button to="/chat/channels" variant="ghost" size="sm" className="m-2">
                {t('channels.thread.back')}
              </Button>
            </div>
          )}
          <div className="min-h-0 flex-1">{mainPane}</div>
        </div>
      </div>
      <ChannelFormDialog
        open={dialog === 'create' || dialog === 'edit'}
        channel={dialog === 'edit' ? channel.data : null}
        onClose={() => setDialog(null)}
        onSubmit={onSave}
        saving={save.isPending}
        errors={formErrors}
      />
      {channel.data && viewerId !== null && (
        <MembersDialog
          open={dialog === 'members'}
          onClose={() => setDialog(null)}
          channel={channel.data}
          viewerId={viewerId}
          candidates={candidates.data ?? []}
          candidateSearch={candidateSearch}
          onCandidateSearch={setCandidateSearch}
          busy={changeMember.isPending}
          error={actionError}
          onAdd={(userId) => onMemberChange({ action: 'add', userId })}
          onRemove={setRemoving}
          onRole={(userId, role) => onMemberChange({ action: 'role', userId, role })}
        />
      )}
      <ConfirmModal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        isDeleting={changeMember.isPending}
        title={t('channels.members.remove-title', { name: removing?.name ?? '' })}
        description={t('channels.members.remove-description')}
        onConfirm={() => {
          if (removing) onMemberChange({ action: 'remove', userId: removing.id });
          setRemoving(null);
        }}
      />
      <ConfirmModal
        open={dialog === 'leave'}
        onClose={() => setDialog(null)}
        isDeleting={leave.isPending}
        title={t('channels.leave-title')}
        description={t('channels.leave-description')}
        confirmLabel={t('channels.leave-confirm')}
        pendingLabel={t('channels.leaving')}
        onConfirm={() =>
          selectedId &&
          leave.mutate(selectedId, {
            onSuccess: () => {
              setDialog(null);
              navigate('/chat/channels');
            },
            // The channel stays open, where the directory's error line is not: a toast says why.
            onError: (error) => {
              setDialog(null);
              void notify('error', getErrorMessage(error));
            },
          })
        }
      />
      <ConfirmModal
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        isDeleting={remove.isPending}
        description={t('channels.delete-description')}
        onConfirm={() =>
          selectedId &&
          remove.mutate(selectedId, {
            onSuccess: () => {
              setDialog(null);
              navigate('/chat/channels');
            },
            onError: (error) => {
              setDialog(null);
              void notify('error', getErrorMessage(error));
            },
          })
        }
      />
    </section>
  );
}
