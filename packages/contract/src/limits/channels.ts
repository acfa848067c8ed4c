// Channels: part of `limits.ts`.

/** A channel's name (unique per owner, compared in its normalised form). */
export const CHANNEL_NAME_MAX = 80;
/** A channel's description. */
export const CHANNEL_DESCRIPTION_MAX = 500;
/** Who may find and join a channel: anyone (`public`) or only people added (`private`). */
export const CHANNEL_VISIBILITIES = ['public', 'private'] as const;
/** A member's role: one `owner`, any number of `admin`s, and `member`s. */
export const CHANNEL_ROLES = ['owner', 'admin', 'member'] as const;
/** Channels per page the web asks `my-channels` and `public-channels` for (the API takes 1..50). */
export const CHANNELS_PAGE = 20;
/** Members listed in a channel's details (owner and admins first). */
export const CHANNEL_MEMBERS_SHOWN = 200;
/** People offered when adding a member (a search over one's conversations and friends). */
export const CHANNEL_CANDIDATES_MAX = 20;
