/**
 * The server's configuration: read from the environment once, validated with zod, and passed
 * down explicitly. Nothing else in the server reads process.env.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PRODUCT_LOOKUP_URL } from './products/open-food-facts';

// Both src/env.ts (dev, tests) and dist/main.js (production bundle) sit two levels below the
// repository root, so one relative URL finds the built web app from either.
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default(defaultWebDist),
  // Shorter secrets are guessable offline from any one access token.
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  // An OpenAI-compatible endpoint (its /chat/completions) that may write generated recipes and
  // phrase the assistant's answers (guidance, Chef Leo).
  AI_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'AI_BASE_URL must be an http:// or https:// URL' })
    .optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  // The model of the same endpoint's /audio/transcriptions (speech to text).
  AI_TRANSCRIBE_MODEL: z.string().min(1).optional(),
  // Anonymous sign-ins (new devices) allowed per client address per minute. Raise it where many
  // devices share one address: behind a reverse proxy, or a test run's browsers.
  AUTH_SIGNINS_PER_MINUTE: z.coerce
    .number({ error: 'AUTH_SIGNINS_PER_MINUTE must be a whole number' })
    .int('AUTH_SIGNINS_PER_MINUTE must be a whole number')
    .min(1, 'AUTH_SIGNINS_PER_MINUTE must be at least 1')
    .default(30),
  // Invite-code tries (POST /api/household/join) allowed per client address per minute, across
  // its devices. Raise it only where many devices share one address (a test run's browsers):
  // this is what keeps a guesser from trying codes.
  INVITE_TRIES_PER_MINUTE: z.coerce
    .number({ error: 'INVITE_TRIES_PER_MINUTE must be a whole number' })
    .int('INVITE_TRIES_PER_MINUTE must be a whole number')
    .min(1, 'INVITE_TRIES_PER_MINUTE must be at least 1')
    .default(10),
  // Test-only: lets the recipe importer read pages served on loopback (127.0.0.1, ::1). Private
  // networks stay closed even then.
  PRODUCT_LOOKUP_URL: z
    .union([
      z.literal('off'),
      z.url({ protocol: /^https?$/, error: 'PRODUCT_LOOKUP_URL must be an http(s) URL or off' }),
    ])
    .default(DEFAULT_PRODUCT_LOOKUP_URL),
  RECIPE_IMPORT_ALLOW_LOOPBACK: z
    .enum(['0', '1', 'false', 'true'], {
      error: 'RECIPE_IMPORT_ALLOW_LOOPBACK must be 1 or 0',
    })
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
});

export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string;
  /** Signs access tokens; unset means a random secret kept in the database. */
  authSecret: string | undefined;
  /** The optional language model; unset means the built-in assistant alone. */
  ai: AiEndpoint | undefined;
  /** Speech to text at the same endpoint; unset means the browser recognises speech alone. */
  transcription: AiEndpoint | undefined;
  /** Where scanned barcodes are named (Open Food Facts by default); undefined when `off`. */
  productLookupUrl: string | undefined;
  /** Test-only: the recipe importer may read pages on loopback. Off unless set. */
  recipeImportAllowLoopback: boolean;
  /** New devices a client address may sign in per minute. */
  authSigninsPerMinute: number;
  /** Invite-code tries a client address may make per minute. */
  inviteTriesPerMinute: number;
}

/**
 * An OpenAI-compatible endpoint with `model`: `${baseUrl}/chat/completions` for the language
 * model, `${baseUrl}/audio/transcriptions` for speech to text.
 */
export interface AiEndpoint {
  baseUrl: string;
  model: string;
  /** Sent as a bearer token; local servers (Ollama, llama.cpp) need none. */
  apiKey: string | undefined;
}

export function readEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as shells and .env files usually intend.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
  }
  const env = result.data;
  // Half a configuration is a mistake worth stopping for, not a silent fallback.
  if ((env.AI_BASE_URL === undefined) !== (env.AI_MODEL === undefined)) {
    throw new Error('Invalid configuration:\nAI_BASE_URL and AI_MODEL must be set together');
  }
  if (env.AI_TRANSCRIBE_MODEL !== undefined && env.AI_BASE_URL === undefined) {
    throw new Error('Invalid configuration:\nAI_TRANSCRIBE_MODEL needs AI_BASE_URL and AI_MODEL');
  }
  const ai =
    env.AI_BASE_URL === undefined || env.AI_MODEL === undefined
      ? undefined
      : {
          // One form, so `${baseUrl}/chat/completions` never doubles a slash.
          baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
          model: env.AI_MODEL,
          apiKey: env.AI_API_KEY,
        };
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST),
    authSecret: env.AUTH_SECRET,
    ai,
    // OpenAI's name for its speech-to-text model; local servers (faster-whisper-server,
    // LocalAI …) take or ignore it.
    transcription: ai && { ...ai, model: env.AI_TRANSCRIBE_MODEL ?? 'whisper-1' },
    productLookupUrl: env.PRODUCT_LOOKUP_URL === 'off' ? undefined : env.PRODUCT_LOOKUP_URL,
    recipeImportAllowLoopback: env.RECIPE_IMPORT_ALLOW_LOOPBACK,
    authSigninsPerMinute: env.AUTH_SIGNINS_PER_MINUTE,
    inviteTriesPerMinute: env.INVITE_TRIES_PER_MINUTE,
  };
}
