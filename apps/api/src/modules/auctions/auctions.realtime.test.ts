import type { AuctionEndedEvent, BidNewEvent } from '@souq/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { acceptedBid, postAuction, setAuctionTimes } from '../../../test/auction-factories.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestAccount } from '../../../test/factories.ts';
import type { App } from '../../app.ts';

let app: App;
let baseURL: string;
let owner: TestAccount;
let alice: TestAccount;
let bob: TestAccount;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  // Listening also starts the closing sweep, as in the server.
  baseURL = await app.listen({ port: 0, host: '127.0.0.1' });
  [owner, alice, bob] = await Promise.all([
    createUser(app, { name: 'Owner Person' }),
    createUser(app, { name: 'Alice Bidder' }),
    createUser(app, { name: 'Bob Bidder' }),
  ]);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
});

const connect = (token?: string) => {
  const socket = io(baseURL, {
    path: '/socket.io',
    auth: token ? { token } : {},
    transports: ['websocket'],
  });
  sockets.push(socket);
  return socket;
};
const join = (socket: Socket, room: string) =>
  new Promise<{ ok: boolean }>((resolve) => socket.emit('join', { room }, resolve));
const collect = <T>(socket: Socket, event: string) => {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
};

describe('the auction room', () => {
  test('anyone may watch an auction that exists; an unknown one is refused', async () => {
    const auction = await postAuction(app, owner.token);
    expect(await join(connect(alice.token), `auction:${auction.id}`)).toEqual({ ok: true });
    expect(await join(connect(), `auction:${auction.id}`)).toEqual({ ok: true });
    expect(await join(connect(alice.token), 'auction:999999999')).toMatchObject({ ok: false });
  });

  test('every watcher hears each bid (masked), the automatic answer included, with the moved end', async () => {
    const auction = await postAuction(app, owner.token);
    const watcher = connect(bob.token);
    expect(await join(watcher, `auction:${auction.id}`)).toEqual({ ok: true });
    const heard = collect<BidNewEvent>(watcher, 'bid:new');
    await acceptedBid(app, alice.token, auction.id, { amount: '1000', max_amount: '1500' });
    await acceptedBid(app, bob.token, auction.id, { amount: '1100' });
    await expect.poll(() => heard.length).toBe(3);
    expect(heard.map((e) => [e.current_price, e.bids_count, e.bid.is_auto])).toEqual([
      ['1000.00', 1, false],
      ['1100.00', 2, false],
      ['1150.00', 3, true],
    ]);
    expect(heard[0]).toMatchObject({
      auction_id: auction.id,
      bid: { bidder: { id: null, name: 'A***r', is_you: false } },
      ends_at: auction.ends_at,
    });
  });

  test('the sweep of a listening server ends a due auction by itself and tells the room', async () => {
    const auction = await postAuction(app, owner.token);
    await acceptedBid(app, alice.token, auction.id, { amount: '1000' });
    const watcher = connect();
    expect(await join(watcher, `auction:${auction.id}`)).toEqual({ ok: true });
    const ended = collect<AuctionEndedEvent>(watcher, 'auction:ended');
    await setAuctionTimes(app, auction.id, { endsIn: -1000 });
    await expect.poll(() => ended.length, { timeout: 8000, interval: 100 }).toBe(1);
    expect(ended[0]).toMatchObject({
      auction_id: auction.id,
      current_price: '1000.00',
      winner: { id: null, name: 'A***r' },
    });
  });
});
