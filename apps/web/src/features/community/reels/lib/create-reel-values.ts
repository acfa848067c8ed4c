/** What the reel form holds (zod-free). */
export interface CreateReelValues {
  video: File | null;
  caption: string;
}

/** Keys of `reels:create`: what the reel form's rules and its picker can say. */
export const CREATE_REEL_ERRORS = ['need-video', 'need-caption', 'too-large'] as const;
export type CreateReelError = (typeof CREATE_REEL_ERRORS)[number];
export const isCreateReelError = (key: string): key is CreateReelError =>
  (CREATE_REEL_ERRORS as readonly string[]).includes(key);
