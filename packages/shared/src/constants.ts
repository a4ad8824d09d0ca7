/** Business constants (timeouts, limits, pricing). Times in milliseconds unless the name says otherwise. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_VISIBLE = 1;
export const STACK_TOAST_DURATION_MS = 4000;
export const STACK_TOAST_MAX_VISIBLE = 3;

export const SESSION_CHECK_INTERVAL_MS = 30_000;
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;
export const INSTALL_PROMPT_DELAY_MS = 30_000;
export const INSTALL_PROMPT_SUPPRESS_MS = 7 * 24 * 60 * 60_000;
export const BACK_ONLINE_BANNER_MS = 3000;
export const THEME_AUTO_CHECK_MS = 60_000;
/** Auto theme is light from 06:00 to 17:59 local time, dark otherwise. */
export const THEME_AUTO_LIGHT_FROM_HOUR = 6;
export const THEME_AUTO_DARK_FROM_HOUR = 18;

export const DEMO_FOLLOW_UP_HOURS = 24;
export const STARTER_PATIENT_LIMIT = 50;
export const ANNUAL_DISCOUNT = 0.2;

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';
export const THEME_STORAGE_KEY = 'theme';

export const THEMES = ['light', 'dark', 'system', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** Access tokens live this long; the client refreshes them ahead of expiry. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Session policy (docs/decisions/0020). */
export const IDLE_TIMEOUT_MINUTES_DEFAULT = 30;
export const IDLE_TIMEOUT_MINUTES_MIN = 5;
export const IDLE_TIMEOUT_MINUTES_MAX = 240;
/** Patients without "Remember me" are signed out after this many idle minutes (remembered: none). */
export const PATIENT_IDLE_TIMEOUT_MINUTES = 30;
/** Absolute lifetime of a session: "Remember me" ticked, and not. */
export const REMEMBERED_SESSION_SECONDS = 14 * 24 * 60 * 60;
export const BROWSER_SESSION_SECONDS = 12 * 60 * 60;
/** Last activity is written at most this often per session. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;
/** The web warns this long before the idle timeout ends the session. */
export const IDLE_WARNING_MS = 2 * 60_000;
/** A request carrying this header (any value) is not user activity (background polling). */
export const BACKGROUND_REQUEST_HEADER = 'x-verdant-background';

/**
 * The nine major food allergens of US law (FALCPA 2004, and the FASTER Act 2021 for sesame): the
 * codes patient records hold and the meal planner excludes by.
 */
export const MAJOR_ALLERGENS = [
  'milk',
  'egg',
  'fish',
  'shellfish',
  'tree_nuts',
  'peanuts',
  'wheat_gluten',
  'soy',
  'sesame',
] as const;
