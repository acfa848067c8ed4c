/** Every community route is for signed-in users; documented once for OpenAPI. */
export const guarded = { tags: ['community'] };
