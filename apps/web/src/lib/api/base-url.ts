/** Root of every API path (`/api/v1`), apart from the client so that `fetch` readers avoid axios. */
export const API_BASE_URL = '/api/v1';
