import type {
  BlockResponse,
  CommentBody,
  CommentResponse,
  CommentsPage,
  CommentsResponse,
  CreatePostBodyInput,
  CreateReportBodyInput,
  DeletedResponse,
  ListCommentsQueryInput,
  ListPostsQueryInput,
  ListReactionsQuery,
  PostResponse,
  PostsPage,
  ReactionsResponse,
  ReportResponse,
  ToggleReactionBody,
  ToggleReactionResponse,
  UpdatePostBodyInput,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

/** The whole community is for signed-in users. */
export const communityEndpoints = {
  listPosts: { method: 'GET', path: '/posts/index', auth: 'required' },
  myPosts: { method: 'GET', path: '/posts/my-posts', auth: 'required' },
  userPosts: { method: 'GET', path: '/posts/user/{userId}', auth: 'required' },
  showPost: { method: 'GET', path: '/posts/show/{id}', auth: 'required' },
  createPost: { method: 'POST', path: '/posts/create', auth: 'required' },
  updatePost: { method: 'POST', path: '/posts/update/{id}', auth: 'required' },
  deletePost: { method: 'DELETE', path: '/posts/delete/{id}', auth: 'required' },
  topLevelComments: { method: 'GET', path: '/posts/{id}/top-level-comments', auth: 'required' },
  postComments: { method: 'GET', path: '/comments/post/{postId}/comments', auth: 'required' },
  createComment: { method: 'POST', path: '/posts/{postId}/comments', auth: 'required' },
  commentReplies: { method: 'GET', path: '/comments/{id}/replies', auth: 'required' },
  createReply: { method: 'POST', path: '/comments/{id}/replies', auth: 'required' },
  updateComment: { method: 'PUT', path: '/comments/{id}', auth: 'required' },
  deleteComment: { method: 'DELETE', path: '/comments/{id}', auth: 'required' },
  postReactions: { method: 'GET', path: '/reactions/post/{postId}/reactions', auth: 'required' },
  toggleReaction: { method: 'POST', path: '/reactions/post/{postId}/toggle', auth: 'required' },
  createReport: { method: 'POST', path: '/reports', auth: 'required' },
  blockUser: { method: 'POST', path: '/blocks/{userId}', auth: 'required' },
  unblockUser: { method: 'DELETE', path: '/blocks/{userId}', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type CommunityEndpointTypes = EndpointTypesOf<
  typeof communityEndpoints,
  {
    listPosts: { query: ListPostsQueryInput; response: PostsPage };
    myPosts: { query: ListPostsQueryInput; response: PostsPage };
    userPosts: { query: ListPostsQueryInput; response: PostsPage };
    showPost: { response: PostResponse };
    createPost: { body: CreatePostBodyInput; response: PostResponse };
    updatePost: { body: UpdatePostBodyInput; response: PostResponse };
    deletePost: { response: DeletedResponse };
    topLevelComments: { query: ListCommentsQueryInput; response: CommentsPage };
    postComments: { response: CommentsResponse };
    createComment: { body: CommentBody; response: CommentResponse };
    commentReplies: { response: CommentsResponse };
    createReply: { body: CommentBody; response: CommentResponse };
    updateComment: { body: CommentBody; response: CommentResponse };
    deleteComment: { response: DeletedResponse };
    postReactions: { query: ListReactionsQuery; response: ReactionsResponse };
    toggleReaction: { body: ToggleReactionBody; response: ToggleReactionResponse };
    createReport: { body: CreateReportBodyInput; response: ReportResponse };
    blockUser: { response: BlockResponse };
    unblockUser: { response: BlockResponse };
  }
>;
