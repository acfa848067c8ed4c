import { room } from '@souq/contract/realtime';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRealtimeRoom, useRealtimeRooms, useRealtimeSocket } from '../../../../lib/realtime';
import { useDebounced } from '../../../../lib/use-debounced';
import { useMyChatInfo } from '../../api/get-my-info';
import { positiveId, useReadWhenSeen, useSendTo, useThreadMessages } from '../../lib/use-thread';
import { useChannel } from '../api/get-channel';
import { useChannelMessages } from '../api/get-channel-messages';
import { useMyChannels } from '../api/get-my-channels';
import { usePublicChannels } from '../api/get-public-channels';
import { useReadChannel } from '../api/read-channel';
import { useSendChannelMessage } from '../api/send-channel-message';
import { useChannelEvents } from './use-channel-events';

/**
 * What `/chat/channels` shows: the caller's channels (live in their rooms), the directory of
 * public channels (searched), and the open channel (`?c=<id>`) with its messages, read as they
 * are seen. A channel the caller loses while it is open is said so (`lost`).
 */
export function useChannelsPage() {
  const [params] = useSearchParams();
  const selectedId = positiveId(params.get('c'));
  const discover = params.get('view') === 'discover';

  const viewerId = useMyChatInfo().data?.user.id ?? null;
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
  const thread = useThreadMessages(useChannelMessages(selectedId, member), viewerId ?? 0);

  const [lost, setLost] = useState<number | null>(null);
  const onLost = useCallback((id: number) => setLost(id), []);
  useChannelEvents({ socket, viewerId, openId: selectedId, onLost });
  useRealtimeRoom(socket, selectedId && member ? room('channel', selectedId) : null);
  useRealtimeRooms(
    socket,
    myChannels.map((c) => room('channel', c.id)),
  );

  const read = useReadChannel();
  useReadWhenSeen(member ? selectedId : null, thread.messages, viewerId, read.mutate);
  const send = useSendChannelMessage();
  const onSend = useSendTo(selectedId, (channelId, message) =>
    send.mutateAsync({ channelId, ...message }),
  );

  return {
    selectedId,
    discover,
    viewerId,
    mine,
    myChannels,
    search,
    setSearch,
    directory,
    publicChannels,
    channel,
    thread,
    onSend,
    lost: selectedId !== null && lost === selectedId,
    clearLost: () => setLost(null),
  };
}
