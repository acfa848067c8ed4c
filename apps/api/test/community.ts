import type { Comment, Post } from '@souq/contract';
import type { App } from '../src/app.ts';
import { asUser } from './as-user.ts';
import { createUser, placeOf } from './factories.ts';

export const API = '/api/v1';

/** A signed-in account with a shortcut to call the API as it. */
export const member = async (app: App, name = 'Member') => {
  const user = await createUser(app, { name });
  return { ...user, id: user.account.id, api: asUser(app, user.token) };
};
export type Member = Awaited<ReturnType<typeof member>>;

/** Publishes a post as `author` (JSON body) and answers it. */
export const publish = async (
  app: App,
  author: Member,
  fields: Record<string, unknown> = {},
): Promise<Post> => {
  const { countryId, regionId } = await placeOf(app, 'SA');
  const res = await author.api.post(`${API}/posts/create`, {
    content: 'Hello from a test',
    country_id: countryId,
    region_id: regionId,
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(`post not created: ${res.body}`);
  return (res.json() as { data: Post }).data;
};

/** Comments on a post (`parentId` absent) or replies to a comment, as `author`. */
export const comment = async (
  author: Member,
  target: { postId: number } | { parentId: number },
  content = 'Nice!',
): Promise<Comment> => {
  const url =
    'postId' in target
      ? `${API}/posts/${target.postId}/comments`
      : `${API}/comments/${target.parentId}/replies`;
  const res = await author.api.post(url, { content });
  if (res.statusCode !== 201) throw new Error(`comment not created: ${res.body}`);
  return (res.json() as { data: Comment }).data;
};

export const react = async (author: Member, postId: number, type: string) => {
  const res = await author.api.post(`${API}/reactions/post/${postId}/toggle`, { type });
  if (res.statusCode !== 200) throw new Error(`reaction failed: ${res.body}`);
  return (res.json() as { data: { userReaction: string | null } }).data;
};
