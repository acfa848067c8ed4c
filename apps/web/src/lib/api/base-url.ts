/** Root of every API path (`/api/v1`), in its own module for readers that need only the path. */
export const API_BASE_URL = '/api/v1';
