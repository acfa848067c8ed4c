/**
 * Every bound, pattern and list of allowed values of the contract, without zod: the web app
 * imports them from `@souq/contract/limits` (its forms, counters and pickers) without pulling
 * the schemas into its bundle, and the schemas are built from them, so each rule is written
 * once. Lengths count characters after trimming.
 */

// Languages and lists

/** Languages the product speaks; `en` is the fallback. */
export const LOCALES = ['en', 'ar'] as const;

/** Page size of a paged list without `per_page`. */
export const PER_PAGE_DEFAULT = 10;
/** `per_page` is clamped to 1..PER_PAGE_MAX (never refused). */
export const PER_PAGE_MAX = 50;

// Uploads

/** Largest image upload (ad photos, avatars, logos, post images): 10 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Image types a file picker offers; the API judges the bytes, not the declared type. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

// Accounts

/** Who an account is: a person (`user`) or a business (`company`). */
export const ACCOUNT_TYPES = ['user', 'company'] as const;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A password holds a letter and a digit, of any script. */
export const PASSWORD_LETTER_PATTERN = /\p{L}/u;
export const PASSWORD_DIGIT_PATTERN = /\p{Nd}/u;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 150;
export const COMMERCIAL_REGISTER_MAX_LENGTH = 50;
export const BIO_MAX_LENGTH = 1000;
/** An invite code (`ref`) of the account that referred a new one. */
export const INVITE_CODE_MAX_LENGTH = 64;
/** Digits of a password reset code. */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_PATTERN = new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`);
export const RESET_TOKEN_MAX_LENGTH = 200;

// Phones (accounts and ads)

export const PHONE_MAX_LENGTH = 32;
/**
 * What a phone number may look like before the API checks it against the country's numbering
 * plan (that check is the judge): digits, an optional leading `+`, spaces, dashes, dots and
 * brackets, with at least PHONE_MIN_DIGITS digits.
 */
export const PHONE_PATTERN = /^\+?[\d\s\-().]+$/;
export const PHONE_MIN_DIGITS = 6;

// Ads

export const AD_CONDITIONS = ['new', 'used'] as const;
export const AD_STATUSES = ['active', 'sold', 'archived'] as const;
export const AD_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export const AD_TITLE_MIN = 3;
export const AD_TITLE_MAX = 120;
export const AD_DESCRIPTION_MAX = 5000;
export const AD_PHOTOS_MIN = 1;
export const AD_PHOTOS_MAX = 10;
/** A price: numeric(12,2), at most 10 digits before the point and 2 after. */
export const AD_PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** The free text of an ads search (`contains[name]`). */
export const AD_SEARCH_MAX_LENGTH = 200;

// Jobs

/** The seed's job types. */
export const JOB_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
/** Whom a job is meant for: anyone, or the seed's genders. */
export const JOB_GENDERS = ['any', 'male', 'female'] as const;
/** `closed` once the owner closes the job or its deadline passes. */
export const JOB_STATUSES = ['open', 'closed'] as const;
/** The seed's application status labels; every application starts `waiting`. */
export const APPLICATION_STATUSES = ['waiting', 'successful', 'failed'] as const;
export const JOB_TITLE_MIN = 3;
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 5000;
export const JOB_REQUIREMENTS_MAX = 3000;
/** Years of experience a job asks for (and the list filter `experience`). */
export const JOB_EXPERIENCE_MAX = 50;
export const JOB_VACANCIES_MAX = 1000;
/** A salary: numeric(12,2), like a price. */
export const JOB_SALARY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const JOB_SEARCH_MAX_LENGTH = 200;
export const COVER_LETTER_MAX = 3000;
/** Largest CV: 5 MB (the API stops reading past it). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** What a CV file picker offers; the API judges the bytes (PDF, DOC, DOCX), not the name. */
export const CV_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// Auctions

/** What an auction list shows: live ones ending soonest, upcoming starting soonest, ended newest. */
export const AUCTION_STATES = ['upcoming', 'live', 'ended', 'cancelled'] as const;
export const AUCTION_LIST_STATES = ['live', 'upcoming', 'ended'] as const;
/** `GET /auctions/get-by-user?role=`: the caller's own auctions, those they bid on, those they won. */
export const AUCTION_ROLES = ['owned', 'bidding', 'won'] as const;
export const AUCTION_TITLE_MIN = 3;
export const AUCTION_TITLE_MAX = 120;
export const AUCTION_DESCRIPTION_MAX = 5000;
export const AUCTION_PHOTOS_MIN = 1;
export const AUCTION_PHOTOS_MAX = 10;
/** An amount in `$`: numeric(12,2), more than 0 where a price is meant. */
export const AUCTION_AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** Shortest and longest run of an auction, from its start to its end. */
export const AUCTION_DURATION_MIN_MS = 60 * 60 * 1000;
export const AUCTION_DURATION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** How far ahead an auction may be scheduled to start. */
export const AUCTION_START_MAX_AHEAD_MS = 30 * 24 * 60 * 60 * 1000;
/** Anti-sniping: a bid this close to the end moves the end to this long after the bid. */
export const AUCTION_SOFT_CLOSE_MS = 2 * 60 * 1000;
export const AUCTION_SEARCH_MAX_LENGTH = 200;

// Community

/** The six reactions of a post, in the order the pickers and tabs show them. */
export const REACTION_TYPES = ['like', 'love', 'haha', 'wow', 'sad', 'angry'] as const;
/** The emoji of each reaction type (`type_emoji` in answers). */
export const REACTION_EMOJIS: Record<(typeof REACTION_TYPES)[number], string> = {
  like: '👍',
  love: '❤️',
  haha: '😂',
  wow: '😮',
  sad: '😢',
  angry: '😡',
};
/** Visibility of a post: only `active` posts reach the feed; `inactive` ones only their author. */
export const POST_STATUSES = ['active', 'inactive'] as const;
/** What a report (POST /reports) may be about: community content, a person, or an ad. */
export const REPORT_TARGET_TYPES = ['post', 'comment', 'user', 'ad'] as const;
export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 5000;
export const COMMENT_CONTENT_MAX = 2000;
export const REPORT_REASON_MAX = 1000;
/** How many posts (or comments) of a list page numbers reach; `meta.total` is capped there. */
export const POST_LIST_DEPTH_MAX = 1000;

// Catalog, pages and home

/** The static pages of the footer. */
export const PAGE_SLUGS = ['terms', 'privacy', 'about'] as const;
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MIN = 3;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** Home blocks hold at most this many cards each. */
export const HOME_BLOCK_SIZE = 8;

// Reels, stories, friends

/** A reel's video, judged by its content (MP4, MOV or AVI): at most 100 MB, counted while it streams. */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** A story's short video: at most 30 MB. */
export const STORY_VIDEO_MAX_BYTES = 30 * 1024 * 1024;
/** What the video pickers offer (the API judges by content, not by this list). */
export const VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/x-msvideo,video/*';
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

// Chat

/** What a conversation can be about: the item card shown on top of the thread. */
export const CHAT_CONTEXT_TYPES = ['ad', 'job', 'auction'] as const;
/** The text of one message. */
export const CHAT_MESSAGE_MAX = 4000;
/** A file attached to a message (an image or a document). */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Files other than images a message may carry, judged by their content (magic bytes). */
export const CHAT_FILE_TYPES = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip'] as const;
/** The `accept` of the attachment picker: images and the files above. */
export const CHAT_ATTACHMENT_ACCEPT =
  'image/jpeg,image/png,image/webp,image/avif,.pdf,.doc,.docx,.xls,.xlsx,.zip';
/** Messages per page of a thread (keyset on `before_id`). */
export const CHAT_MESSAGES_PAGE = 30;
/** Conversations per page of the list (default and maximum). */
export const CHAT_CONVERSATIONS_PAGE = 20;
/** Unread counts stop at this number (the badge shows "99+"). */
export const CHAT_UNREAD_CAP = 100;
/** A call nobody answers within this many milliseconds becomes a missed call. */
export const CHAT_CALL_RING_MS = 30_000;
/** The kinds of message: written text (with or without a file), or a call nobody answered. */
export const CHAT_MESSAGE_KINDS = ['text', 'missed_call'] as const;
