// Reels, stories, friends: part of `limits.ts`.

import { PER_PAGE_MAX } from './lists.ts';
import { IMAGE_ACCEPT } from './uploads.ts';

/**
 * The video containers taken (MP4, M4V, MOV, WebM, 3GP, AVI), judged by their content: the API
 * parses the container and keeps only a file with a video track of a known codec and a duration.
 */
export const VIDEO_TYPES = [
  'video/mp4',
  'video/x-m4v',
  'video/quicktime',
  'video/webm',
  'video/3gpp',
  'video/x-msvideo',
] as const;
/** A reel's video: at most 100 MB, counted while it streams. */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** A reel lasts at most 3 minutes. */
export const REEL_VIDEO_MAX_SECONDS = 180;
/** A story's short video: at most 30 MB. */
export const STORY_VIDEO_MAX_BYTES = 30 * 1024 * 1024;
/** A story's video lasts at most a minute. */
export const STORY_VIDEO_MAX_SECONDS = 60;
/** What the video pickers offer (the API judges by content, not by this list). */
export const VIDEO_ACCEPT = [...VIDEO_TYPES, 'video/*'].join(',');
export const REEL_TITLE_MAX = 200;
/** The seed's client sends this title when none is typed. */
export const REEL_TITLE_DEFAULT = 'test';
export const REEL_CAPTION_MAX = 2200;
/** The reels feed's page size (seed §9), starting at page 1. */
export const REELS_PAGE_SIZE = 10;
/** A reel plays when at least this share of it is on screen (seed §9). */
export const REEL_AUTOPLAY_RATIO = 0.8;
export const STORY_CAPTION_MAX = 500;
/** A story is shown for this long, then the next one (seed §9). */
export const STORY_DISPLAY_MS = 5000;
export const STORY_TICK_MS = 100;
/** Stories older than this are gone from every list. */
export const STORY_LIFETIME_HOURS = 24;
export const STORY_MEDIA_TYPES = ['image', 'video'] as const;
export const STORY_REPLY_MAX = 1000;
/** Replies one person may send to stories in `STORY_REPLY_WINDOW_MS` (each is a chat message). */
export const STORY_REPLIES_MAX = 20;
export const STORY_REPLY_WINDOW_MS = 10 * 60_000;
/** Work, education, places lived, contact info on a community profile. */
export const PROFILE_ABOUT_MAX = 300;
export const FRIEND_SEARCH_MAX = 100;
/** Where the viewer stands with a profile's owner. */
export const RELATIONSHIPS = [
  'self',
  'none',
  'request_sent',
  'request_received',
  'friends',
] as const;
/** The newest comments a reel's panel shows: one page of the most a list answers. */
export const REEL_PANEL_COMMENTS = PER_PAGE_MAX;
/** A community profile's friends and photos grids, per page. */
export const FRIENDS_PER_PAGE = 9;
export const PHOTOS_PER_PAGE = 9;
/** Pending friend requests: one page of the most a list answers. */
export const FRIEND_REQUESTS_PAGE_SIZE = PER_PAGE_MAX;
/** What the story picker offers: an image or a short video. */
export const STORY_MEDIA_ACCEPT = `${IMAGE_ACCEPT},${VIDEO_ACCEPT}`;
