// Favourites' numbers and texts without TypeBox, so the browser's store can import them alone.

/** How many listings one visitor may keep (the browser's list and the account's alike). */
export const FAVOURITES_MAX = 100;
/** The compare view puts at most this many listings side by side. */
export const COMPARE_MAX = 4;

export const FAVOURITES_MESSAGES = {
  full: `You can save up to ${FAVOURITES_MAX} properties.`,
} as const;
