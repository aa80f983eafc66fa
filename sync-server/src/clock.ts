/**
 * The server's source of "now", passed in rather than read from Date so that token and invite
 * expiry can be tested by moving a clock instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
