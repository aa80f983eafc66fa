/**
 * The household's one preferences row. Apart from collections.ts so that a screen reading one
 * preference (the measurement system) does not bring every collection's schema with it.
 */
export const PREFERENCES_ID = 'preferences';
