// Every raw form a failure takes in the browser becomes words a cook can act on.
import { describe, expect, it } from 'vitest';
import { ApiError, apiError } from '../sync/api-error';
import { isConnectionFailure, userFacingError } from './user-facing-error';

const importing = { action: 'import the recipe', online: true };
const syncing = { action: 'sync your changes', retriesItself: true, online: true };

const UNREACHABLE = "Couldn't reach the Mise server. Check your connection and try again.";
const UNREACHABLE_RETRYING = "Couldn't reach the Mise server. Mise will try again shortly.";
const OFFLINE_RETRYING = "You're offline — this will be tried again when you're back online.";

describe('userFacingError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch')],
    ['Firefox', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Safari', new TypeError('Load failed')],
    ['a chunk that did not load', new TypeError('Failed to fetch dynamically imported module: x')],
    [
      'an abort nobody asked for',
      new DOMException('signal is aborted without reason', 'AbortError'),
    ],
    ['the engine’s problem, a string', 'Failed to fetch'],
  ])('says the server could not be reached: %s', (_case, error) => {
    expect(userFacingError(error, importing)).toBe(UNREACHABLE);
    expect(userFacingError(error, syncing)).toBe(UNREACHABLE_RETRYING);
  });

  it('says the cook is offline when the browser is, in the place’s words if it has them', () => {
    const error = new TypeError('Failed to fetch');
    expect(userFacingError(error, { ...syncing, online: false })).toBe(OFFLINE_RETRYING);
    expect(userFacingError(error, { ...importing, online: false })).toBe(
      "You're offline. Try again when you're back online.",
    );
    const own = 'Importing a recipe needs a connection.';
    expect(userFacingError(error, { ...importing, online: false, offline: own })).toBe(own);
  });

  it.each([
    new DOMException('signal timed out', 'TimeoutError'),
    'signal timed out',
    new ApiError(504, '504: Gateway Timeout'),
  ])('says the server took too long: %s', (error) => {
    expect(userFacingError(error, importing)).toBe(
      'The Mise server took too long to answer. Try again in a moment.',
    );
    expect(userFacingError(error, syncing)).toBe(
      'The Mise server took too long to answer. Mise will try again shortly.',
    );
  });

  it("shows the server's own sentence, from an ApiError or a §8 message with a JSON body", async () => {
    const body = JSON.stringify({ error: 'invite_expired', message: 'That invite has expired.' });
    const fromResponse = await apiError(new Response(body, { status: 410 }));
    expect(userFacingError(fromResponse, importing)).toBe('That invite has expired.');
    expect(userFacingError(new Error(`500: ${body}`), importing)).toBe('That invite has expired.');
    // Where the app retries by itself, it says so after the server's sentence.
    expect(userFacingError(`500: ${body}`, syncing)).toBe(
      'That invite has expired. Mise will try again shortly.',
    );
    const unfinished = JSON.stringify({ error: 'internal', message: 'Something broke' });
    expect(userFacingError(`500: ${unfinished}`, syncing)).toBe(
      'Something broke. Mise will try again shortly.',
    );
    // A sentence that happens to mention the network is still the server's.
    expect(
      userFacingError(new ApiError(422, 'The page answered with a network error.'), importing),
    ).toBe('The page answered with a network error.');
  });

  it('words a status without a sentence, never the raw response', () => {
    const shown = [
      userFacingError(new ApiError(502, '502: <h1>Bad gateway</h1>'), importing),
      userFacingError('503: Service Unavailable', syncing),
      userFacingError(new Error('500: {"error":"internal"}'), importing),
      userFacingError(new ApiError(429, '429: slow down'), importing),
      userFacingError(new ApiError(404, '404: Not Found'), importing),
    ];
    expect(shown).toEqual([
      'The Mise server ran into a problem. Try again in a moment.',
      'The Mise server ran into a problem. Mise will try again shortly.',
      'The Mise server ran into a problem. Try again in a moment.',
      'The Mise server is busy. Try again in a moment.',
      "Couldn't import the recipe (the server answered 404). Try again, or reload Mise if it keeps happening.",
    ]);
  });

  it('says the device is full when storage is', () => {
    expect(userFacingError(new DOMException('quota', 'QuotaExceededError'), importing)).toBe(
      'This device is out of storage space. Free up some space, then try again.',
    );
  });

  it.each([
    new Error('[{"code":"invalid_type","path":["name"]}]'),
    new TypeError("Cannot read properties of undefined (reading 'id')"),
    'The server lost track of this device’s changes; retrying.',
    { some: 'object' },
    undefined,
  ])('names what failed for anything else, without its raw text: %s', (error) => {
    expect(userFacingError(error, importing)).toBe("Couldn't import the recipe. Please try again.");
    expect(userFacingError(error, syncing)).toBe(
      "Couldn't sync your changes. Mise will try again shortly.",
    );
  });
});

describe('isConnectionFailure', () => {
  it('tells a failed connection from a refused or broken request', () => {
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionFailure(new DOMException('timed out', 'TimeoutError'))).toBe(true);
    expect(isConnectionFailure(new ApiError(400, 'Bad invite code.'))).toBe(false);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
  });
});
