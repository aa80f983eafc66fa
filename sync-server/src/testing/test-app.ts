/**
 * Test support: the whole app in-process over a real, migrated PGlite in memory, with a clock
 * the test moves by hand. Create one per test file (beforeAll): booting PGlite takes seconds.
 */
import { pino } from 'pino';
import { createApp } from '../app';
import type { AppType } from '../app';
import type { AuthRateLimits } from '../auth/rate-limit';
import { defaultAuthRateLimits } from '../auth/rate-limit';
import type { TokenService } from '../auth/token-service';
import { openTokenService } from '../auth/token-service';
import type { Clock } from '../clock';
import type { EngineDatabase } from '../storage/database';
import { migrate } from '../storage/migrate';
import { openPglite } from '../storage/pglite';

export interface ManualClock {
  now: Clock;
  advance(ms: number): void;
}

export function manualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}

export interface TestApp {
  app: AppType;
  db: EngineDatabase;
  clock: ManualClock;
  tokens: TokenService;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** An already migrated database to use (and close) instead of a new in-memory one. */
  db?: EngineDatabase;
  authSecret?: string;
  /**
   * Defaults to limits no test reaches: in-process requests all share one client bucket, so
   * the production limits would make tests fail depending on how many ran before.
   */
  authLimits?: Partial<AuthRateLimits>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.db ?? (await openMigratedPglite());
  const clock = manualClock();
  const tokens = await openTokenService({ db, authSecret: options.authSecret, clock: clock.now });
  const app = createApp({
    db,
    tokens,
    clock: clock.now,
    logger: pino({ level: 'silent' }),
    webDist: '/nonexistent-web-dist',
    authLimits: {
      ...defaultAuthRateLimits,
      anonymous: 100_000,
      refresh: 100_000,
      ...options.authLimits,
    },
  });
  return { app, db, clock, tokens, close: () => db.close() };
}

export async function openMigratedPglite(dataDir?: string): Promise<EngineDatabase> {
  const db = await openPglite(dataDir);
  await migrate(db);
  return db;
}
