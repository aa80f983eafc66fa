/**
 * Business constants and limits of spec §9 (and the timing constants of §4 that the UI needs).
 * Every number the product shows or obeys lives here, named, so that no screen hard-codes one.
 */

import type { Difficulty, MeasurementUnit, PantryCategory, SkillLevel } from './options';

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

/** Data fetching (§4 "Refresh rule", §9): never stale, no retries, no focus refetch, no polling. */
export const QUERY_STALE_TIME_MS = Number.POSITIVE_INFINITY;
export const QUERY_CACHE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY_COUNT = 0;
export const QUERY_REFETCH_ON_WINDOW_FOCUS = false;

/** Session (§4, §6): a 401 gets exactly one token refresh and one retry. */
export const AUTH_REFRESH_ATTEMPTS = 1;
export const LOGIN_PATH = '/login';
/** The three browser session-storage keys cleared when a refresh fails (§3, §4). */
export const SESSION_STORAGE_KEYS = ['accessToken', 'refreshToken', 'user'] as const;

/** Lists on the home page and in the swap tool scroll past this height (§2, §9). */
export const LIST_MAX_HEIGHT_PX = 400;

/** Pantry (§3, §4): what the add form resets to after a save. */
export const DEFAULT_UNIT = 'piece';
export const DEFAULT_QUANTITY = 1;
export const PANTRY_FORM_DEFAULT_CATEGORY = 'pantry' satisfies PantryCategory;
/** The freshness summary card looks at the first two items that have an expiry date (§2). */
export const FRESHNESS_CARD_ITEM_COUNT = 2;
/** Barcode placeholder (§5): the item is named "Product" plus the barcode's last 4 digits. */
export const BARCODE_PRODUCT_NAME_PREFIX = 'Product';
export const BARCODE_NAME_DIGITS = 4;

/**
 * Freshness (§4, §9): days until expiry at or below each threshold give that bar value;
 * more than 5 days, or no date at all, gives a full bar.
 */
export const FRESHNESS_EXPIRED_MAX_DAYS = 0;
export const FRESHNESS_URGENT_MAX_DAYS = 2;
export const FRESHNESS_SOON_MAX_DAYS = 5;
export const FRESHNESS_LEVELS = { expired: 0, urgent: 25, soon: 50, fresh: 100 } as const;

/** Recipe cards (§2, §9). */
export const RECIPE_CARD_MAX_INGREDIENTS = 6;
export const RECIPE_CARD_DEFAULT_RATING = 4.8;
/** Match badge: positive colour at or above this percentage, other colour below, neutral if none. */
export const MATCH_BADGE_THRESHOLD_PERCENT = 70;

/** Meal planning (§2, §9): 3 meals a day, 7-day weeks starting on Sunday (0 = Sunday). */
export const MEALS_PER_DAY = 3;
export const DAYS_PER_WEEK = 7;
export const WEEK_STARTS_ON = 0;
export const AUTO_PLAN_DAYS = 7;

/** Cooking session and step timer (§4, §9). */
export const DEFAULT_STEP_TIMER_MINUTES = 5;
export const DEFAULT_SKILL_LEVEL = 'intermediate' satisfies SkillLevel;
/** §3's default: a household that never chose reads cups and °F. */
export const DEFAULT_MEASUREMENT_UNIT = 'imperial' satisfies MeasurementUnit;
/** Text sent to guidance when the cook taps Swap (§7); the step instruction follows. */
export const SUBSTITUTION_REQUEST_PREFIX = 'What can I substitute in this step: ';

/** Motivational message rotation (§4, §9). */
export const MOTIVATION_ROTATION_MS = 15_000;
export const MOTIVATION_MESSAGE_COUNT = 10;

/** Grocery list (§9): prices are integer cents; the sample item the list offers. */
export const CENTS_PER_DOLLAR = 100;
export const SAMPLE_GROCERY_ITEM = {
  name: 'Sample Item',
  quantity: 1,
  unit: 'piece',
  estimatedPrice: 299,
} as const;

/** Hero video (§4, §9): after this many ended plays it pauses and stops looping. */
export const HERO_VIDEO_MAX_PLAYS = 3;

/** Voice listening indicator (§4): animated bars while listening. */
export const LISTENING_BAR_COUNT = 5;
/** Voice recognition (§5): language when none is supplied. */
export const VOICE_RECOGNITION_DEFAULT_LANG = 'en-US';

/** Voice recording (§4, §9): webm/opus at 16 kHz, a chunk every 100 ms, sent after 20 chunks. */
export const VOICE_RECORDING_MIME_TYPE = 'audio/webm;codecs=opus';
export const VOICE_SAMPLE_RATE_HZ = 16_000;
export const VOICE_AUDIO_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} as const;
export const VOICE_RECORDING_TIMESLICE_MS = 100;
export const VOICE_CHUNKS_PER_TRANSCRIPTION = 20;
/** A transcription counts as a command only when its confidence is strictly above this. */
export const VOICE_COMMAND_MIN_CONFIDENCE = 0.7;
export const SOUNDSCAPE_VOLUME = 0.3;
/** Voice session ids are kept locally with this prefix (§7). */
export const VOICE_SESSION_ID_PREFIX = 'voice-';

/** Browser speech synthesis fallback for /api/chef-leo/voice (§7). */
export const SPEECH_SYNTHESIS_RATE = 0.95;
export const SPEECH_SYNTHESIS_PITCH = 1;

/** Live kitchen (§2, §4, §9). */
export const LIVE_KITCHEN_SESSION_ID_PREFIX = 'kitchen-';
export const LIVE_KITCHEN_SESSION_QUERY_PARAM = 'session';
export const LINK_COPIED_DURATION_MS = 2000;
export const CHAT_SIDEBAR_WIDTH_PX = 320;
export const CHAT_ANONYMOUS_NAME = 'Anonymous';
/**
 * The shared room on the sync server (issue 9): limits a room and each connection keep, so a
 * link in the wrong hands or a runaway client cannot flood a room or the server.
 */
/** Random bytes after the prefix: 128 bits, base64url (22 characters), unguessable. */
export const LIVE_KITCHEN_ID_RANDOM_BYTES = 16;
export const LIVE_KITCHEN_MAX_PARTICIPANTS = 12;
export const LIVE_KITCHEN_NAME_MAX_LENGTH = 40;
export const LIVE_KITCHEN_CHAT_MAX_LENGTH = 500;
/** The newest messages a room keeps; someone joining late sees these. */
export const LIVE_KITCHEN_CHAT_HISTORY = 100;
/** A recipe travels with its room (guests are in other households): bounded like a message. */
export const LIVE_KITCHEN_RECIPE_MAX_STEPS = 100;
export const LIVE_KITCHEN_STEP_MAX_LENGTH = 2000;
export const LIVE_KITCHEN_RECIPE_NAME_MAX_LENGTH = 200;
/** A room nobody has done anything in for this long ends (the server sweeps). */
export const LIVE_KITCHEN_IDLE_EXPIRY_MS = 12 * 60 * 60 * 1000;
/** A guest whose connection dropped keeps their seat this long, then leaves the room. */
export const LIVE_KITCHEN_AWAY_GRACE_MS = 2 * 60 * 1000;
/** A device may host this many open rooms at once. */
export const LIVE_KITCHEN_MAX_ROOMS_PER_DEVICE = 3;
/**
 * Messages a connection may send: a token bucket of 10, refilled 2 a second (a burst of taps,
 * then a steady 2 a second). Past it a message is refused; 20 refusals in a row close the socket.
 */
export const LIVE_KITCHEN_RATE_BURST = 10;
export const LIVE_KITCHEN_RATE_PER_SECOND = 2;
export const LIVE_KITCHEN_RATE_MAX_REFUSALS = 20;
/** The client pings this often; the server closes a socket silent for the longer time. */
export const LIVE_KITCHEN_PING_INTERVAL_MS = 20_000;
export const LIVE_KITCHEN_SILENCE_TIMEOUT_MS = 75_000;
/** The first message (the ticket) must arrive this soon after the socket opens. */
export const LIVE_KITCHEN_HELLO_TIMEOUT_MS = 10_000;
/** A ticket opens one socket within this many seconds of being issued. */
export const LIVE_KITCHEN_TICKET_TTL_SECONDS = 60;

/** Mindful cooking (§4, §9): breathing cycle and the player's volume slider. */
export const BREATHING_INHALE_S = 4;
export const BREATHING_HOLD_S = 4;
export const BREATHING_EXHALE_S = 6;
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 100;
export const VOLUME_DEFAULT = 70;
export const VOLUME_STEP = 1;

/** Create-recipe form (§5, §9): defaults and the fallbacks for non-numeric input. */
export const RECIPE_FORM_DEFAULT_COOK_TIME_MINUTES = 30;
export const RECIPE_FORM_DEFAULT_DIFFICULTY = 'easy' satisfies Difficulty;
export const RECIPE_FORM_DEFAULT_STEP_DURATION_MINUTES = 0;
/** Ingredient and step rows can be removed only while more than this many remain. */
export const RECIPE_FORM_MIN_ROWS = 1;

/**
 * Servings (issue 22; the spec's recipe has none). A recipe that never said how many it serves
 * (written before the field, or by a client that does not send it) is taken to serve 4: what
 * most home recipes and most of the catalog feed. The form starts on it too. Migration 010
 * gave the stored recipes this value.
 */
export const DEFAULT_RECIPE_SERVINGS = 4;
/** The most a recipe may say it serves or makes: a big batch of cookies, not a canteen. */
export const MAX_RECIPE_SERVINGS = 100;

/** Recipe sharing (§2, §9). */
export const COMMUNITY_CARD_MAX_DIETARY_TAGS = 2;
export const SKELETON_COUNT_BROWSE = 6;
export const SKELETON_COUNT_MY_RECIPES = 3;
export const SKELETON_COUNT_QUICK_MEALS = 6;

/**
 * Recipe journal (§2, §9). The spec's sample hard-coded This Month (12) and Achievements (8);
 * ours are worked out from the entries (journal-stats.ts).
 */
export const JOURNAL_CARD_MAX_TAGS = 3;
export const JOURNAL_TAG_FILTER_COUNT = 4;
export const JOURNAL_DEFAULT_RATING = 5;
export const JOURNAL_FAVORITE_RATING = 5;
/** Photos one entry may hold (ours: the spec's sample had a list without a limit). */
export const JOURNAL_MAX_PHOTOS = 6;

/** Quick meals (§2, §4, §9): card defaults and greeting hour boundaries (local time). */
export const QUICK_MEAL_DEFAULT_COOK_TIME_MINUTES = 10;
export const QUICK_MEAL_DEFAULT_DIFFICULTY = 'easy' satisfies Difficulty;
export const QUICK_MEAL_DEFAULT_RATING = 4.5;
/**
 * A quick meal takes at most this many minutes (the page's "Under 10 mins" badge is the usual
 * case, not a hard limit): GET /api/recipes/quick and the page's offline list use the same rule.
 */
export const QUICK_MAX_COOK_TIME_MINUTES = 15;
export const GREETING_AFTERNOON_FROM_HOUR = 12;
export const GREETING_EVENING_FROM_HOUR = 17;

/** Ingredient swap tool (§2, §3, §9). */
export const SUBSTITUTION_QUICK_SELECT_COUNT = 8;
export const SUBSTITUTION_REFERENCE_COUNT = 22;
