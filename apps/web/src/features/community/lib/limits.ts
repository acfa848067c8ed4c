// The contract's bounds, under the names the community's components use.
export {
  COMMENT_CONTENT_MAX as COMMENT_MAX,
  POST_CONTENT_MAX as POST_MAX,
  REPORT_REASON_MAX,
} from '@souq/contract/limits';
