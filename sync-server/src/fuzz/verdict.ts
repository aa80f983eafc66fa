/**
 * The rules every answer must keep: no status of 500 or more, except the 5xx that docs/api.md
 * documents (listed below with the reason), and every 4xx a JSON `{ error, message }`, except
 * the audio routes' 416 (a byte range past the end, an empty body) and answers to HEAD.
 */
import { z } from 'zod';
import type { Exchange } from './exchange';

export interface Documented5xx {
  route: string;
  status: number;
  error: string;
  why: string;
}

const speech = (route: string): Documented5xx[] => [
  {
    route,
    status: 503,
    error: 'busy',
    why: '16 texts are already being spoken or waiting (Retry-After: 2)',
  },
  {
    route,
    status: 503,
    error: 'speech_unavailable',
    why: 'the espeak-ng engine could not be loaded',
  },
];

const importFailure = (status: number, error: string, why: string): Documented5xx => ({
  route: 'POST /api/recipes/import',
  status,
  error,
  why,
});

/** The 5xx answers of docs/api.md: each says the server is busy or another service failed. */
export const DOCUMENTED_5XX: readonly Documented5xx[] = [
  {
    route: 'POST /api/pantry/scan-photo',
    status: 503,
    error: 'busy',
    why: 'eight photos are already being read or waiting (Retry-After: 5)',
  },
  ...speech('POST /api/speak'),
  ...speech('POST /api/chef-leo/voice'),
  ...speech('POST /api/voice/speak'),
  {
    route: 'POST /api/voice/transcribe',
    status: 503,
    error: 'not-configured',
    why: 'no speech-to-text endpoint is configured; the browser recognises speech itself',
  },
  {
    route: 'POST /api/voice/transcribe',
    status: 502,
    error: 'upstream_failed',
    why: 'the speech-to-text endpoint failed',
  },
  {
    route: 'POST /api/voice/transcribe',
    status: 504,
    error: 'upstream_timeout',
    why: 'the endpoint took over 15 s',
  },
  importFailure(502, 'page_unreachable', 'the recipe page’s site cannot be found or reached'),
  importFailure(502, 'page_error', 'the recipe page answered an error'),
  importFailure(502, 'page_unreadable', 'the recipe page’s encoding cannot be unpacked'),
  importFailure(504, 'page_timeout', 'the recipe page took over 8 s'),
];

/** Audio answers: a range past the end is a 416 with no body (docs/api.md, Speech). */
const AUDIO_ROUTES = new Set([
  'POST /api/speak',
  'POST /api/chef-leo/voice',
  'GET /api/voice/audio/:id',
  'GET /api/soundscape/:id',
]);

const errorBodySchema = z.object({ error: z.string(), message: z.string() });

function errorCode(body: string): string | undefined {
  try {
    return errorBodySchema.parse(JSON.parse(body)).error;
  } catch {
    return undefined;
  }
}

/** A body's shape in a few words: its keys, or what it is if not a JSON object. */
function shapeOf(body: string): string {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return `{ ${Object.keys(value).join(', ')} }`;
    return `JSON ${Array.isArray(value) ? 'array' : typeof value}`;
  } catch {
    return body === '' ? 'an empty body' : `not JSON: ${body.slice(0, 60)}`;
  }
}

export type Rule = 'server-error' | 'error-shape' | 'bad-json' | 'no-answer';

export interface Breach {
  rule: Rule;
  detail: string;
}

export function breachOf(route: string, method: string, answer: Exchange): Breach | undefined {
  const { status, body } = answer;
  if (status === undefined) return { rule: 'no-answer', detail: answer.failure ?? 'no answer' };
  if (status >= 500) {
    const code = errorCode(body);
    const documented = DOCUMENTED_5XX.some(
      (d) => d.route === route && d.status === status && d.error === code,
    );
    return documented ? undefined : { rule: 'server-error', detail: body.slice(0, 200) };
  }
  if (method === 'HEAD') return undefined;
  if (status >= 400) {
    if (status === 416 && AUDIO_ROUTES.has(route)) return undefined;
    if (errorCode(body) === undefined)
      return { rule: 'error-shape', detail: `${shapeOf(body)}, not { error, message }` };
    return undefined;
  }
  if (answer.contentType.includes('json') && status !== 204) {
    try {
      JSON.parse(body);
    } catch {
      return {
        rule: 'bad-json',
        detail: `a ${status} whose JSON does not parse: ${body.slice(0, 120)}`,
      };
    }
  }
  return undefined;
}
