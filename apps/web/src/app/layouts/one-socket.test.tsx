import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useAuctionRoom } from '../../features/auctions/lib/use-auction-room';
import { CommunityProvider } from '../../features/community/components/community-context';
import { usePostRooms } from '../../features/community/lib/use-post-rooms';
import { useRealtimeSocket } from '../../lib/realtime';
import { useAuthStore } from '../../lib/stores/auth-store';

// Real Socket.IO clients, without a network: connecting only says so, emitting only records.
const connected = new Set<Socket>();
const joins = new Map<Socket, unknown[]>();
const fakeConnect = function (this: Socket) {
  connected.add(this);
  Object.assign(this, { connected: true });
  (this as unknown as { emitReserved(event: string): void }).emitReserved('connect');
  return this;
};
const fakeDisconnect = function (this: Socket) {
  Object.assign(this, { connected: false });
  return this;
};
const fakeEmit = function (this: Socket, event: string, payload: unknown) {
  if (event === 'join') joins.set(this, [...(joins.get(this) ?? []), payload]);
  return this;
};

const joined = (socket: Socket) => joins.get(socket) ?? [];
const allJoins = () => [...joins.values()].flat();
const onlySocket = () => {
  expect(connected.size).toBe(1);
  return [...connected][0]!;
};

beforeEach(() => {
  vi.spyOn(Socket.prototype, 'connect').mockImplementation(fakeConnect);
  vi.spyOn(Socket.prototype, 'disconnect').mockImplementation(fakeDisconnect);
  vi.spyOn(Socket.prototype, 'emit').mockImplementation(fakeEmit as never);
});

afterEach(() => {
  vi.mocked(Socket.prototype.connect).mockRestore();
  vi.mocked(Socket.prototype.disconnect).mockRestore();
  vi.mocked(Socket.prototype.emit).mockRestore();
  connected.clear();
  joins.clear();
});

function Providers({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <CommunityProvider
        value={{
          viewerId: 1,
          places: { countries: [], regions: [] } as never,
          onCountryChange: () => {},
          defaultPlace: {} as never,
        }}
      >
        {children}
      </CommunityProvider>
    </QueryClientProvider>
  );
}

/** A signed-in auction page: the header's live parts, the auction's room, a feed of posts. */
function AuctionTab() {
  useRealtimeSocket(); // the header's bell
  useRealtimeSocket(); // the header's chat badge and calls
  useAuctionRoom(7);
  usePostRooms([3, 4]);
  return null;
}

describe('the tab’s realtime connection', () => {
  test('a signed-in auction page holds one socket, with every room joined on it', async () => {
    act(() => useAuthStore.setState({ token: 'token-1' }));
    const { unmount } = render(<AuctionTab />, { wrapper: Providers });
    await waitFor(() => expect(allJoins()).toHaveLength(3));
    const socket = onlySocket();
    expect(joined(socket)).toEqual(
      expect.arrayContaining([{ room: 'auction:7' }, { room: 'post:3' }, { room: 'post:4' }]),
    );
    unmount();
    await waitFor(() => expect(socket.connected).toBe(false));
    expect(connected.size).toBe(1);
  });

  test('after a reconnect every held room is joined again', async () => {
    act(() => useAuthStore.setState({ token: 'token-2' }));
    const { unmount } = render(<AuctionTab />, { wrapper: Providers });
    await waitFor(() => expect(allJoins()).toHaveLength(3));
    const socket = onlySocket();
    joins.clear();
    act(() => {
      socket.disconnect();
      socket.connect();
    });
    expect(joined(socket)).toHaveLength(3);
    onlySocket();
    unmount();
  });
});
