/**
 * Starts the server: configuration, storage (migrated), HTTP, and a graceful shutdown that
 * finishes requests in flight and closes the database on SIGTERM or Ctrl-C.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { createApp } from './app';
import { serveApp } from './http/serve-app';
import { openFoodFactsLookup } from './products/open-food-facts';
import { defaultAuthRateLimits } from './auth/rate-limit';
import { defaultHouseholdLimits } from './household/household-limits';
import { openAiAnswerPhraser } from './assistant/openai-answer-phraser';
import { openAiRecipeWriter } from './assistant/openai-recipe-writer';
import { openTokenService } from './auth/token-service';
import { readEnv } from './env';
import { systemClock } from './clock';
import { createLogger } from './logger';
import { createOcrReader } from './ocr/ocr-reader';
import { openAiTranscriber } from './speech/openai-transcriber';
import { createRecipeImporter } from './recipe-import/recipe-importer';
import { openDatabase } from './storage/open-database';
import { startPhotoSweeping } from './storage/photo-sweep';
import { inProcessPokes, postgresPokes } from './sync/pokes';
import { createLiveKitchen } from './live-kitchen/live-kitchen';
import { inProcessRoomBus, postgresRoomBus } from './live-kitchen/room-bus';

const SHUTDOWN_GRACE_MS = 10_000;

const env = readEnv(process.env);
const logger = createLogger(env.logLevel);
const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
const tokens = await openTokenService({ db, authSecret: env.authSecret });
// Several server instances can share one PostgreSQL; pokes then travel by LISTEN/NOTIFY.
const pokes = env.databaseUrl ? await postgresPokes(env.databaseUrl, logger) : inProcessPokes();
// Live kitchen rooms are in the database; their changes cross instances the same way.
const roomBus = env.databaseUrl
  ? await postgresRoomBus(env.databaseUrl, logger)
  : inProcessRoomBus();
const liveKitchen = createLiveKitchen({ db, bus: roomBus, tokens, clock: systemClock, logger });
const stopSweeping = liveKitchen.startSweeping();
const stopPhotoSweeping = startPhotoSweeping(db, systemClock, logger);
// Live-kitchen messages are small JSON; anything larger is refused before it is read.
const LIVE_KITCHEN_MAX_FRAME_BYTES = 16 * 1024;
const webSockets = new WebSocketServer({
  noServer: true,
  maxPayload: LIVE_KITCHEN_MAX_FRAME_BYTES,
});
const recipeWriter = env.ai ? openAiRecipeWriter(env.ai) : undefined;
const answerPhraser = env.ai ? openAiAnswerPhraser(env.ai) : undefined;
const ocr = createOcrReader({ logger });
const transcriber = env.transcription ? openAiTranscriber(env.transcription) : undefined;
if (env.recipeImportAllowLoopback) {
  logger.warn('RECIPE_IMPORT_ALLOW_LOOPBACK is set: recipe imports may read loopback (tests only)');
}
const recipeImporter = createRecipeImporter({ allowLoopback: env.recipeImportAllowLoopback });
const productLookup = env.productLookupUrl ? openFoodFactsLookup(env.productLookupUrl) : undefined;
const app = createApp({
  db,
  logger,
  webDist: env.webDist,
  tokens,
  pokes,
  recipeWriter,
  answerPhraser,
  ocr,
  transcriber,
  recipeImport: { importer: recipeImporter },
  productLookup,
  liveKitchen,
  authLimits: {
    ...defaultAuthRateLimits,
    anonymous: env.authSigninsPerMinute,
    household: {
      ...defaultHouseholdLimits,
      joinsPerAddress: { limit: env.inviteTriesPerMinute, windowMs: 60_000 },
    },
  },
});

const server = serveApp(
  app,
  { port: env.port, hostname: env.host, webSockets },
  (info: AddressInfo) => {
    const url = `http://localhost:${info.port}`;
    logger.info(
      {
        url,
        storage: db.kind,
        dataDir: env.databaseUrl ? undefined : env.dataDir,
        recipeModel: env.ai?.model,
      },
      'listening',
    );
    // The one line meant for a person, not a log collector.
    console.log(`\n  Mise is running at ${url}\n`);
  },
);

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
  force.unref();
  stopSweeping();
  stopPhotoSweeping();
  // Live-kitchen sockets are told to reconnect (to another instance, or this one restarted)
  // while the database can still record them as away.
  liveKitchen
    .close()
    .catch((error: unknown) => logger.warn({ err: error }, 'closing live kitchen sockets failed'))
    .finally(() => {
      // Poke streams stay open for as long as a device listens: end them, then the rest.
      if ('closeAllConnections' in server) server.closeAllConnections();
      server.close(() => {
        Promise.all([pokes.close(), db.close(), ocr.close()]).then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, 'closing storage failed');
            process.exit(1);
          },
        );
      });
    });
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
