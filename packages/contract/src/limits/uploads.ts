// Uploads: part of `limits.ts`.

/** Largest image upload (ad photos, avatars, logos, post images): 10 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Image types a file picker offers; the API judges the bytes, not the declared type. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
/** What the image pickers offer, as an `accept` attribute. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
