import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeSocket } from '../../../lib/realtime';
import { fetchCallSettings } from '../api/get-call-settings';
import { useMyChatInfo } from '../api/get-my-info';
import { acceptCall, declineCall, hangUp, toggleMute, useCallStore } from '../lib/call-store';
import { useChatEvents } from '../lib/use-chat-events';
import { CallDialog } from './call-dialog';

/**
 * The unread total on the header's chat icon ("99+" past 99), also said to screen readers
 * through a polite status that is always there (an inserted one would not be announced).
 */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation('chat');
  return (
    <>
      <span role="status" className="sr-only">
        {count > 0 ? t('badge.unread', { count }) : ''}
      </span>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="chat-unread-badge"
          className="pointer-events-none absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
        >
          {count > 99 ? t('badge.many') : count}
        </span>
      )}
    </>
  );
}

/**
 * Loaded by the header after the page, for signed-in users: the live unread badge, the tab's chat
 * socket and its events (message sound, receipts, presence) and the call dialog, wherever the
 * user is in the app.
 */
export default function ChatLive() {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  const info = useMyChatInfo();
  useChatEvents(socket, info.data?.user.id ?? null);
  const call = useCallStore();
  const iceServers = useCallback(
    async () => (await fetchCallSettings(queryClient)).ice_servers as RTCIceServer[],
    [queryClient],
  );
  return (
    <>
      <UnreadBadge count={info.data?.unread_total ?? 0} />
      <CallDialog
        call={call}
        onAccept={() => void acceptCall(iceServers)}
        onDecline={declineCall}
        onHangUp={hangUp}
        onToggleMute={toggleMute}
      />
    </>
  );
}
