/**
 * The Hono application: API routes under /api, the built web app for everything else.
 * Built from explicit dependencies so tests run it in-process with `app.request()`.
 */
import { Hono } from 'hono';
import { aiHelperRoutes } from './api/ai-helper-routes';
import { chefLeoRoutes, voiceCommandRoutes } from './api/assistant-routes';
import { cookingRoutes } from './api/cooking-routes';
import { groceryRoutes } from './api/grocery-routes';
import { mealPlanRoutes } from './api/meal-plan-routes';
import { pantryRoutes } from './api/pantry-routes';
import { photoRoutes } from './api/photo-routes';
import { preferenceRoutes } from './api/preference-routes';
import { type RecipeImportDeps, recipeRoutes } from './api/recipe-routes';
import { createAnswerPhrasing } from './assistant/answer-phrasing';
import type { AnswerPhraser } from './assistant/openai-answer-phraser';
import { createRecipeGeneration } from './assistant/recipe-generation';
import type { RecipeWriter } from './assistant/openai-recipe-writer';
import { HTTPException } from 'hono/http-exception';
import { authRoutes } from './auth/auth-routes';
import type { AuthRateLimits } from './auth/rate-limit';
import { defaultAuthRateLimits } from './auth/rate-limit';
import type { TokenService } from './auth/token-service';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from './clock';
import { systemClock } from './clock';
import { householdRoutes } from './household/household-routes';
import { ingredientRoutes } from './ingredients/ingredient-routes';
import { type ParseRateLimit, defaultParseRateLimit } from './ingredients/parse-rate-limit';
import { type LiveKitchen, createLiveKitchen } from './live-kitchen/live-kitchen';
import { inProcessRoomBus } from './live-kitchen/room-bus';
import { defaultImportRateLimit } from './recipe-import/import-rate-limit';
import { createRecipeImporter } from './recipe-import/recipe-importer';
import { type OcrReader, createOcrReader } from './ocr/ocr-reader';
import { requireDevice } from './auth/require-device';
import { withCachedAuthentication } from './auth/cached-authentication';
import { createHouseholdReads } from './reads/household-reads';
import { requestLog } from './http/request-log';
import { soundscapeRoutes } from './soundscape/soundscape-routes';
import { createClipStore } from './speech/clip-store';
import { type SpeechSynth, createEspeakSynth } from './speech/espeak-synth';
import type { Transcriber } from './speech/openai-transcriber';
import type { ProductLookup } from './products/open-food-facts';
import { productRoutes } from './products/product-routes';
import { speechRoutes } from './speech/speech-routes';
import { type Pokes, inProcessPokes } from './sync/pokes';
import { syncRoutes } from './sync/sync-routes';
import type { Logger } from './logger';
import { bodyLimits } from './http/body-limits';
import { compressWhenAsked } from './http/compress-when-asked';
import { securityHeaders } from './http/security-headers';
import { staticFiles } from './http/static-files';
import type { Database } from './storage/database';
import { sqlState } from './storage/store-errors';
import { VERSION } from './version';

export interface AppDeps {
  db: Database;
  logger: Logger;
  webDist: string;
  tokens: TokenService;
  /** Defaults to 30 sign-ins and 60 refreshes a minute per client address. */
  authLimits?: AuthRateLimits;
  clock?: Clock;
  /** How commits reach the household's other devices; in-process unless several servers share PostgreSQL. */
  pokes?: Pokes;
  /** Reads scanned photos; one is started on first use when not given. Whoever passes it closes it. */
  ocr?: OcrReader | undefined;
  /** The optional language model for recipe generation (AI_* settings); built-in alone without. */
  recipeWriter?: RecipeWriter | undefined;
  /** The same model rewording guidance and Chef Leo's replies; the built-in words without. */
  answerPhraser?: AnswerPhraser | undefined;
  /** Text to speech; espeak-ng, loaded on the first text, when not given. */
  speech?: SpeechSynth | undefined;
  /** Speech to text (AI_BASE_URL + AI_TRANSCRIBE_MODEL); POST /api/voice/transcribe says 503 without. */
  transcriber?: Transcriber | undefined;
  /** Reads recipe pages for POST /api/recipes/import; public addresses only unless a test says. */
  recipeImport?: Partial<RecipeImportDeps> | undefined;
  /** POST /api/ingredients/parse calls per device; 30 a minute when not given. */
  ingredientParseLimit?: ParseRateLimit | undefined;
  /** Live kitchen rooms; one with an in-process room bus when not given (one instance). */
  liveKitchen?: LiveKitchen | undefined;
  /**
   * The product service for GET /api/products (PRODUCT_LOOKUP_URL). None when not given, so
   * nothing but main.ts, which reads the setting, ever asks the internet.
   */
  productLookup?: ProductLookup | undefined;
  /** Memory for household reads kept serialised (src/reads/); 64 MB when not given. */
  readCacheBytes?: number | undefined;
  /** Rows in one page of a sync pull (rule S16); PULL_PAGE_ROWS when not given. */
  pullPageRows?: number | undefined;
}

export function createApp({
  db,
  logger,
  webDist,
  tokens,
  authLimits = defaultAuthRateLimits,
  clock = systemClock,
  pokes = inProcessPokes(),
  ocr = createOcrReader({ logger }),
  recipeWriter,
  answerPhraser,
  speech = createEspeakSynth({ logger }),
  transcriber,
  recipeImport,
  ingredientParseLimit = defaultParseRateLimit,
  liveKitchen = createLiveKitchen({ db, bus: inProcessRoomBus(), tokens, clock, logger }),
  productLookup,
  readCacheBytes,
  pullPageRows,
}: AppDeps) {
  // Every route authenticates through this one: tokens and households remembered, and
  // forgotten when the pokes' notices say a device moved.
  const deviceTokens = withCachedAuthentication(tokens, { db, clock, notices: pokes.notices });
  const reads = createHouseholdReads({
    notices: pokes.notices,
    recall: (accessToken) => deviceTokens.recall?.(accessToken),
    maxBytes: readCacheBytes,
  });
  const data = { db, pokes, clock, reads, requireDevice: requireDevice(deviceTokens) };
  const generation = createRecipeGeneration({
    writer: recipeWriter,
    onFallback: (error) =>
      logger.warn({ err: error }, 'recipe generation: the model failed, built-in recipes served'),
  });
  const phrasing = createAnswerPhrasing({
    phraser: answerPhraser,
    onFallback: (error) =>
      logger.warn({ err: error }, 'answer phrasing: the model failed, the built-in answer said'),
  });
  const api = new Hono()
    .get('/health', async (c) => {
      const storageUp = await db.query('select 1 as ok').then(
        () => true,
        (error: unknown) => {
          logger.error({ err: error }, 'health check: storage is not answering');
          return false;
        },
      );
      return c.json(
        { status: storageUp ? 'ok' : 'degraded', version: VERSION, storage: db.kind },
        storageUp ? 200 : 503,
      );
    })
    .route('/auth', authRoutes({ tokens, limits: authLimits, logger }))
    .route(
      '/household',
      householdRoutes({ db, tokens: deviceTokens, clock, moves: pokes, limits: authLimits }),
    )
    .route(
      '/sync',
      syncRoutes({ db, pokes, requireDevice: data.requireDevice, logger, pullPageRows }),
    )
    .route('/pantry', pantryRoutes({ ...data, ocr }))
    .route('/products', productRoutes({ ...data, lookup: productLookup }))
    .route(
      '/recipes',
      recipeRoutes(data, generation, {
        importer: recipeImport?.importer ?? createRecipeImporter(),
        rateLimit: recipeImport?.rateLimit ?? defaultImportRateLimit,
      }),
    )
    .route('/cooking', cookingRoutes(data, phrasing))
    .route('/meal-plans', mealPlanRoutes(data))
    .route('/grocery', groceryRoutes(data))
    .route('/preferences', preferenceRoutes(data))
    .route('/photos', photoRoutes(data))
    .route('/chef-leo', chefLeoRoutes(data, phrasing))
    .route('/voice', voiceCommandRoutes(data))
    .route('/ai', aiHelperRoutes(data, generation, phrasing))
    .route(
      '/ingredients',
      ingredientRoutes({ requireDevice: data.requireDevice, rateLimit: ingredientParseLimit }),
    )
    .route(
      '/',
      speechRoutes({
        speech,
        transcriber,
        clips: createClipStore({ clock }),
        requireDevice: data.requireDevice,
        logger,
      }),
    )
    .route('/soundscape', soundscapeRoutes())
    .route('/live-kitchen', liveKitchen.routes(data.requireDevice));

  const log = requestLog({ logger, clock });
  const app = new Hono()
    .use(log.middleware)
    .use(securityHeaders())
    .use(bodyLimits())
    .use(compressWhenAsked())
    .route('/api', api)
    .all('/api/*', (c) =>
      c.json({ error: 'not_found', message: `No API endpoint ${c.req.method} ${c.req.path}` }, 404),
    )
    .use(...staticFiles(webDist));

  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      return c.json({ error: 'http_error', message: error.message }, error.status);
    }
    if (sqlState(error)?.startsWith('22') === true) {
      // A data exception: a value in the request no validator caught but the database refused.
      logger.warn({ err: error, path: c.req.path }, 'the database refused a value of a request');
      const message = 'The request holds a value the server cannot store.';
      return c.json({ error: 'invalid_request', message }, 400);
    }
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ error: 'internal', message: 'Something went wrong on our side.' }, 500);
  });
  return Object.assign(app, {
    /**
     * The HTTP server's first look at each request (main.ts): answers a household read held
     * in memory without the app, and says whether it did.
     */
    answerFromMemory: (incoming: IncomingMessage, outgoing: ServerResponse): boolean => {
      const status = reads.answerFromMemory(incoming, outgoing);
      if (status === undefined) return false;
      log.answeredFromMemory(incoming.url ?? '', status);
      return true;
    },
  });
}

export type AppType = ReturnType<typeof createApp>;
