export {
  API_BASE_URL,
  type ApiClient,
  ApiRequestError,
  api,
  type CallOptions,
  createApiClient,
  isApiRequestError,
  requestLanguage,
} from './client';
export {
  getApiError,
  getErrorMessage,
  getValidationMessages,
  type RefusalKind,
  refusalKind,
  retryAfterOf,
} from './errors';
export { buildListQuery, type ListParams } from './list-query';
export { navigateTo, registerNavigate } from './navigation';
export { reportWriteError, type WriteMeta } from './write-feedback';
