/**
 * Test support: the whole app in-process over a real, migrated PGlite in memory, with a clock
 * the test moves by hand. Create one per test file (beforeAll): booting PGlite takes seconds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { createApp } from '../app';
import type { AnswerPhraser } from '../assistant/openai-answer-phraser';
import type { RecipeWriter } from '../assistant/openai-recipe-writer';
import type { AppType } from '../app';
import type { AuthRateLimits } from '../auth/rate-limit';
import { defaultAuthRateLimits } from '../auth/rate-limit';
import { loadSigningSecret } from '../auth/signing-secret';
import type { HouseholdLimits } from '../household/household-limits';
import type { TokenService } from '../auth/token-service';
import { createTokenService } from '../auth/token-service';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { RecipeImportDeps } from '../api/recipe-routes';
import type { ParseRateLimit } from '../ingredients/parse-rate-limit';
import type { ProductLookup } from '../products/open-food-facts';
import type { OcrReader } from '../ocr/ocr-reader';
import type { SpeechSynth } from '../speech/espeak-synth';
import type { Transcriber } from '../speech/openai-transcriber';
import type { EngineDatabase } from '../storage/database';
import { migrate } from '../storage/migrate';
import { openPglite } from '../storage/pglite';
import { type Pokes, inProcessPokes } from '../sync/pokes';
import { type LiveKitchen, createLiveKitchen } from '../live-kitchen/live-kitchen';
import type { LiveTimings } from '../live-kitchen/live-connection';
import { type RoomBus, inProcessRoomBus } from '../live-kitchen/room-bus';

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
  /** The running app; replaced by restartApp(). */
  app: AppType;
  db: EngineDatabase;
  clock: ManualClock;
  tokens: TokenService;
  /** The app's pokes: subscribe to see what a write announces to the household's devices. */
  pokes: Pokes;
  /** The app's live kitchen: sweep() runs what the server's timer would. */
  liveKitchen: LiveKitchen;
  /**
   * A server restart: a new app (fresh in-memory state such as rate-limit counters) over the
   * same database, clock and stored secret, so issued tokens stay valid. Becomes `app`.
   */
  restartApp(): AppType;
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
  /**
   * Join, invite and leave limits; unset ones default to windows no test fills, for the same
   * reason (all in-process requests share one address).
   */
  householdLimits?: Partial<HouseholdLimits>;
  pokes?: Pokes;
  /** Reads scanned photos; the test closes it. Unset, the app starts its own if a photo comes. */
  ocr?: OcrReader;
  /** A language model for recipe generation; none by default (built-in recipes only). */
  recipeWriter?: RecipeWriter;
  /** A language model rewording the assistant's answers; none by default (built-in words). */
  answerPhraser?: AnswerPhraser;
  /** Text to speech; share one per test file (espeak-ng compiles once per synthesiser). */
  speech?: SpeechSynth;
  /** Speech to text; none by default (POST /api/voice/transcribe answers 503). */
  transcriber?: Transcriber;
  /** The recipe importer and its per-device limit; public pages only by default. */
  recipeImport?: Partial<RecipeImportDeps>;
  /** POST /api/ingredients/parse calls per device; a limit no test reaches by default. */
  ingredientParseLimit?: ParseRateLimit;
  /** How live kitchen changes travel; in-process by default, LISTEN/NOTIFY across instances. */
  roomBus?: RoomBus;
  /** Shorter hello and silence timeouts for tests of them. */
  liveTimings?: Partial<LiveTimings>;
  /** The product service behind GET /api/products; none by default (cached answers only). */
  productLookup?: ProductLookup;
  /** Rows in one page of a sync pull: a few, to make a small household arrive in pages. */
  pullPageRows?: number;
  /** Where the app logs; silent by default. The API fuzz reads the errors it logs. */
  logger?: Logger;
}

const unreached = { limit: 100_000, windowMs: 60_000 };
const unreachedHouseholdLimits: HouseholdLimits = {
  joinsPerDevice: unreached,
  joinsPerAddress: unreached,
  invitesPerDevice: unreached,
  openInvitesPerHousehold: 100_000,
  householdsPerDevice: unreached,
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.db ?? (await openMigratedPglite());
  const clock = manualClock();
  const pokes = options.pokes ?? inProcessPokes();
  // An empty web app: API tests never ask for it, but serveStatic warns about a missing root.
  const webDist = await mkdtemp(join(tmpdir(), 'mise-test-web-'));
  const secret = await loadSigningSecret(db, options.authSecret);
  const logger = options.logger ?? pino({ level: 'silent' });
  const start = () => {
    const tokens = createTokenService({ db, secret, clock: clock.now });
    const liveKitchen = createLiveKitchen({
      db,
      bus: options.roomBus ?? inProcessRoomBus(),
      tokens,
      clock: clock.now,
      logger,
      timings: options.liveTimings,
    });
    const app = createApp({
      db,
      tokens,
      clock: clock.now,
      logger,
      webDist,
      pokes,
      recipeWriter: options.recipeWriter,
      answerPhraser: options.answerPhraser,
      ocr: options.ocr,
      speech: options.speech,
      transcriber: options.transcriber,
      recipeImport: options.recipeImport,
      ingredientParseLimit: options.ingredientParseLimit ?? unreached,
      liveKitchen,
      productLookup: options.productLookup,
      pullPageRows: options.pullPageRows,
      authLimits: {
        ...defaultAuthRateLimits,
        anonymous: 100_000,
        refresh: 100_000,
        household: { ...unreachedHouseholdLimits, ...options.householdLimits },
        ...options.authLimits,
      },
    });
    return { app, tokens, liveKitchen };
  };
  const close = async () => {
    await testApp.liveKitchen.close();
    await db.close();
    await rm(webDist, { recursive: true, force: true });
  };
  const testApp: TestApp = {
    ...start(),
    db,
    clock,
    pokes,
    restartApp() {
      Object.assign(testApp, start());
      return testApp.app;
    },
    close,
  };
  return testApp;
}

/**
 * A new migrated database in memory, opened from an image of one migrated once per test
 * worker (the server's tests share their module graph: vitest.config.ts). initdb and the
 * migrations took about 3 s per test file on 2 cores; opening the image takes 1.2 s.
 */
export async function openMigratedPglite(): Promise<EngineDatabase> {
  migratedImage ??= migratedPgliteImage();
  return openPglite(undefined, await migratedImage);
}

let migratedImage: Promise<Blob> | undefined;

async function migratedPgliteImage(): Promise<Blob> {
  const db = await openPglite();
  await migrate(db);
  const image = await db.dumpImage();
  await db.close();
  return image;
}
