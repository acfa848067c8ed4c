/**
 * Joins one socket may ask for in a window. A feed page joins one room per post, and a reconnect
 * joins them all again, so the budget covers a long scrolled feed; past it a join is refused
 * before any database query.
 */
export const JOINS_PER_WINDOW = 100;
export const JOIN_WINDOW_MS = 10_000;

/** A fixed-window counter of one socket's joins. */
export const createJoinThrottle = (limit = JOINS_PER_WINDOW, windowMs = JOIN_WINDOW_MS) => {
  let windowStart = 0;
  let used = 0;
  return {
    /** Counts a join; false once the window's budget is spent. */
    take(now = Date.now()): boolean {
      if (now - windowStart >= windowMs) {
        windowStart = now;
        used = 0;
      }
      used += 1;
      return used <= limit;
    },
  };
};
