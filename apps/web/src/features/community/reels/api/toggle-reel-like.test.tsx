import type { Reel } from '@souq/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { reelsKeys } from './keys';
import { useToggleReelLike } from './toggle-reel-like';

const reel: Reel = {
  id: 7,
  user: { id: 1, name: 'Sara', photo: null, type: 'user' },
  title: 'test',
  caption: 'Sunset',
  video_url: 'http://localhost/media/reels/2026/a.mp4',
  poster_url: null,
  status: 'active',
  country_id: null,
  region_id: null,
  commentsCount: 0,
  reactionsCount: 4,
  userReaction: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(reelsKeys.reel(reel.id), reel);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useToggleReelLike(reel), { wrapper });
  const cached = () => client.getQueryData<Reel>(reelsKeys.reel(reel.id))!;
  return { result, cached };
}

afterEach(() => vi.unstubAllGlobals());

describe('reel like', () => {
  test('flips at once, posts love, and keeps the server answer', async () => {
    let answer: (value: Response) => void = () => {};
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { result, cached } = setup();
    act(() => result.current.mutate());
    await waitFor(() =>
      expect(cached()).toMatchObject({ userReaction: 'love', reactionsCount: 5 }),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/reels/7/toggle-reaction');
    expect((init.body as FormData).get('type')).toBe('love');
    answer(
      new Response(JSON.stringify({ data: { userReaction: 'love', reactionsCount: 9 } }), {
        status: 200,
      }),
    );
    await waitFor(() => expect(cached().reactionsCount).toBe(9));
  });

  test('goes back when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const { result, cached } = setup();
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached()).toMatchObject({ userReaction: null, reactionsCount: 4 });
  });
});
