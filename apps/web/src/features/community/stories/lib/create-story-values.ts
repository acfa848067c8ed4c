/** What the story form holds (zod-free). */
export interface CreateStoryValues {
  media: File | null;
  caption: string;
}

/** Keys of `stories:create`: what the story form's rules and its picker can say. */
export const CREATE_STORY_ERRORS = ['need-media', 'caption-long', 'too-large'] as const;
export type CreateStoryError = (typeof CREATE_STORY_ERRORS)[number];
export const isCreateStoryError = (key: string): key is CreateStoryError =>
  (CREATE_STORY_ERRORS as readonly string[]).includes(key);
