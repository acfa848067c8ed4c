import type { CommunityProfile, Reel, StoryGroup } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { App } from '../../app.ts';
import { hasFfmpeg } from '../../media/videos.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { seedDemoReels } from './demo-reels.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const signIn = async (email: string) => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  return asUser(app, login.json().data.token);
};

describe('demo reels, stories and friends', () => {
  test('three playable reels, two live stories, a friendship and follows; seeding twice adds nothing', async () => {
    await seedDemoReels(app.db, app.media.storage);
    await seedDemoReels(app.db, app.media.storage);
    const ahmed = await signIn('ahmed@example.com');
    const reels = (await ahmed.get('/api/v1/reels/index')).json() as { data: Reel[] };
    expect(reels.data).toHaveLength(3);
    expect(reels.data.some((r) => /\p{Script=Arabic}/u.test(r.caption))).toBe(true);
    const video = await app.inject({
      method: 'GET',
      url: new URL(reels.data[0]!.video_url).pathname,
      headers: { range: 'bytes=0-11' },
    });
    expect(video.statusCode).toBe(206);
    expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    if (await hasFfmpeg()) expect(reels.data.every((r) => r.poster_url !== null)).toBe(true);

    const stories = (await ahmed.get('/api/v1/stories')).json() as { data: StoryGroup[] };
    expect(stories.data.filter((g) => g.has_unseen)).toHaveLength(2);

    const sara = stories.data[0]!.user.id;
    const profile = (await ahmed.get(`/api/v1/community/profile/${sara}`)).json() as {
      data: CommunityProfile;
    };
    expect(profile.data).toMatchObject({ relationship: 'friends', friends_count: 1 });
    expect(profile.data.about.places_lived).not.toBe('');
  });
});
