import { removeImage } from '../media/images.ts';
import { defineJob } from './types.ts';

/**
 * Deletes stored files (an expired story's, an upload whose request failed) from the disk or the
 * bucket; retried until the storage answers. Deleting what is already gone succeeds.
 */
export const removeMediaJob = defineJob({
  type: 'media.remove',
  run: async ({ images, files }, { app }) => {
    const { storage } = app.media;
    await Promise.all(images.map((key) => removeImage(storage, key)));
    if (files.length > 0) await storage.remove(files);
  },
});
