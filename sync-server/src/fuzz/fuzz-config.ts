/**
 * The size and the seed of an API fuzz run, from the environment: CI runs a fixed-size sample,
 * `pnpm soak:fuzz` the same property at twenty times the size, and API_FUZZ_SEED replays a run.
 */
import { randomInt } from 'node:crypto';

function wholeNumberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return value;
}

/** Payloads sent to the app over PGlite (CI: 2,000; the soak: 40,000). */
export const FUZZ_PAYLOADS = wholeNumberFrom('API_FUZZ_RUNS', 2000);
/** Payloads sent again over PostgreSQL when TEST_DATABASE_URL is set: the same code, fewer runs. */
export const FUZZ_POSTGRES_PAYLOADS = wholeNumberFrom('API_FUZZ_POSTGRES_RUNS', 400);
/** A fast-check seed: printed by every run, and given back to replay that run. */
export const FUZZ_SEED = wholeNumberFrom('API_FUZZ_SEED', randomInt(0, 2 ** 31 - 1));

/** Payloads between two health checks: small enough to tell which batch broke the server. */
export const BATCH_SIZE = 25;
/**
 * A household lives this many payloads, then the run moves to a new one: every list route
 * reads the whole household, and a soak's thousands of fuzzed rows would slow it down.
 */
export const PAYLOADS_PER_HOUSEHOLD = 1000;
/** Longer than any route should take (an OCR photo is about a second). */
export const REQUEST_TIMEOUT_MS = 30_000;
