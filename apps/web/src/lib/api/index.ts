export {
  API_BASE_URL,
  type ApiClient,
  ApiRequestError,
  type ApiResponse,
  api,
  createApiClient,
  isApiRequestError,
  type RequestOptions,
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
export { buildListQuery, fetchList, type ListParams, type ListResult, useList } from './list';
export { navigateTo, registerNavigate } from './navigation';
export {
  createItem,
  deleteItem,
  reportWriteError,
  updateItem,
  type WriteOptions,
} from './requests';
