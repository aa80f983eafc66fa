/**
 * The app under fuzz: the whole server in-process over a migrated database, with its real OCR
 * worker and espeak-ng (hostile photos and texts reach them), a logger that keeps errors, and
 * stand-ins only for what would leave the machine: the speech-to-text endpoint and the recipe
 * pages on the web (the importer parses a stored page at whatever address it is given).
 */
import { readFileSync } from 'node:fs';
import { recipeImportDraftSchema } from '@mise/domain/api/recipe-import';
import { createOcrReader } from '../ocr/ocr-reader';
import { findRecipe } from '../recipe-import/find-recipe';
import { importErrors } from '../recipe-import/import-errors';
import type { RecipeImporter } from '../recipe-import/recipe-importer';
import { createEspeakSynth } from '../speech/espeak-synth';
import { type Transcriber, TranscriptionFailed } from '../speech/openai-transcriber';
import type { EngineDatabase } from '../storage/database';
import { type TestApp, createTestApp } from '../testing/test-app';
import { type CapturedLog, capturedLog } from './captured-log';
import { type ApiRoute, apiRoutes } from './routes';
import { type World, seedWorld } from './world';

export interface FuzzHarness {
  server: TestApp;
  log: CapturedLog;
  routes: ApiRoute[];
  world: World;
  /** A new household for the rest of the run (its rows are few again). */
  moveHouse(): Promise<void>;
  close(): Promise<void>;
}

const RECIPE_PAGE = readFileSync(
  new URL('../recipe-import/fixtures/json-ld-graph.html', import.meta.url),
  'utf8',
);

/** The stored page's recipe, as if it had been fetched from `address`. */
const importer: RecipeImporter = {
  importFrom(address) {
    const draft = findRecipe(RECIPE_PAGE, new URL(address));
    if (draft === undefined) return Promise.reject(importErrors.noRecipe());
    return Promise.resolve(recipeImportDraftSchema.parse(draft));
  },
};

/**
 * An endpoint that hears something in any recording, and refuses one that starts with a zero
 * byte as unreadable: the route's own checks and answers are what is under test.
 */
const transcriber: Transcriber = (audio, language) => {
  if (audio.bytes[0] === 0) {
    return Promise.reject(new TranscriptionFailed('The endpoint refused the file.', 'unreadable'));
  }
  return Promise.resolve({
    text: `${audio.bytes.byteLength} bytes heard in ${language}`,
    confidence: 0.9,
  });
};

export async function startHarness(db?: EngineDatabase): Promise<FuzzHarness> {
  const log = capturedLog();
  // A photo that hangs the worker is given up after 5 s, not the server's 60: the same answer,
  // without a soak waiting an hour for it.
  const ocr = createOcrReader({ logger: log.logger, timeoutMs: 5_000 });
  const server = await createTestApp({
    ...(db ? { db } : {}),
    logger: log.logger,
    ocr,
    speech: createEspeakSynth({ logger: log.logger }),
    transcriber,
    recipeImport: { importer, rateLimit: { limit: 1_000_000, windowMs: 60_000 } },
    // The product service in memory: every valid code is a known product.
    productLookup: {
      lookup: () =>
        Promise.resolve({
          found: true,
          product: { name: 'Oat milk', brand: 'Oatly', quantity: '1 l', category: 'fridge' },
        }),
    },
  });
  const harness: FuzzHarness = {
    server,
    log,
    routes: apiRoutes(server.app),
    world: await seedWorld(server.app),
    async moveHouse() {
      harness.world = await seedWorld(server.app);
    },
    async close() {
      await ocr.close();
      await server.close();
    },
  };
  log.drain();
  return harness;
}
