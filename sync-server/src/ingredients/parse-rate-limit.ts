/**
 * Line reading per device. Each call is pure work for this server's one event loop (500 long
 * lines take a few hundred milliseconds), so one device cannot keep it from everyone else's
 * requests.
 */
import { deviceRateLimit, type DeviceRateLimit } from '../http/device-rate-limit';

export type ParseRateLimit = DeviceRateLimit;

/** 30 calls of up to 500 lines: 15,000 lines a minute per device. */
export const defaultParseRateLimit: ParseRateLimit = { limit: 30, windowMs: 60_000 };

export const PARSE_RATE_LIMITED_MESSAGE =
  'Too many ingredient lines read for this device. Wait a minute and try again.';

export const parseRateLimit = (limit: ParseRateLimit) =>
  deviceRateLimit(limit, PARSE_RATE_LIMITED_MESSAGE);
