/**
 * Business constants and limits of spec §9 (and the timing constants of §4 that the UI needs).
 * Every number the product shows or obeys lives here, named, so that no screen hard-codes one.
 */

/** Toasts (§4, §9): one visible at a time, shown 5 s, swipe 50 px to dismiss, F8 focuses them. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_HOTKEY = ['F8'] as const;
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;

/** Tooltip and select timings (§9). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SELECT_TYPEAHEAD_RESET_MS = 1000;
export const SELECT_SCROLL_REPEAT_MS = 50;
export const PROGRESS_MAX_DEFAULT = 100;
