import type { communityEndpoints } from '@souq/contract';

type Paths = { [K in keyof typeof communityEndpoints]: (typeof communityEndpoints)[K]['path'] };

// The contract's paths, checked against it by type: importing its values would pull zod in.
export const paths: Paths = {
  listPosts: '/posts/index',
  myPosts: '/posts/my-posts',
  userPosts: '/posts/user/{userId}',
  showPost: '/posts/show/{id}',
  createPost: '/posts/create',
  updatePost: '/posts/update/{id}',
  deletePost: '/posts/delete/{id}',
  topLevelComments: '/posts/{id}/top-level-comments',
  postComments: '/comments/post/{postId}/comments',
  createComment: '/posts/{postId}/comments',
  commentReplies: '/comments/{id}/replies',
  createReply: '/comments/{id}/replies',
  updateComment: '/comments/{id}',
  deleteComment: '/comments/{id}',
  postReactions: '/reactions/post/{postId}/reactions',
  toggleReaction: '/reactions/post/{postId}/toggle',
  createReport: '/reports',
  blockUser: '/blocks/{userId}',
  unblockUser: '/blocks/{userId}',
};

/** A path with its `{param}`s filled in. */
export const pathOf = (path: string, params: Record<string, number>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
