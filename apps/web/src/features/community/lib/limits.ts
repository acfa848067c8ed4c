// The contract's bounds (COMMENT_CONTENT_MAX, POST_CONTENT_MAX, REPORT_REASON_MAX), copied so
// no validator reaches the bundle.
export const COMMENT_MAX = 2000;
export const POST_MAX = 5000;
export const REPORT_REASON_MAX = 1000;
