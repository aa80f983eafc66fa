/**
 * The one way a failure becomes words on screen. Browsers word a failed request their own way
 * ("Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"), an
 * abort or a timeout says nothing a cook can act on, and the §8 message of a failed call is
 * "status: response text", which for our own server is a JSON body. All of that is for the
 * console; people read what happened and what to do. A sentence the server wrote for people
 * (docs/api.md: `{ error, message }`) is shown as it is. Zod-free and tiny: the header uses it.
 */
import { ApiError } from '../sync/api-error';

export interface FailurePlace {
  /** What was being done, to follow "Couldn't": "import the recipe", "sync your changes". */
  action: string;
  /** The app tries again by itself (sync, photo uploads); otherwise the cook has to. */
  retriesItself?: boolean;
  /** The place's own sentence for being offline, where it has a better one. */
  offline?: string;
  /** Whether the browser has a connection; navigator.onLine unless given. */
  online?: boolean;
}

type Failure =
  | { kind: 'said'; message: string }
  | { kind: 'connection' }
  | { kind: 'timeout' }
  | { kind: 'busy' }
  | { kind: 'server' }
  | { kind: 'refused'; status: number }
  | { kind: 'no-space' }
  | { kind: 'unknown' };

/** How Chromium, Firefox and Safari word a request (or a code chunk) that never got an answer. */
const CONNECTION_WORDS =
  /failed to fetch|networkerror|network error|load failed|network request failed|network connection was lost|internet connection appears to be offline|dynamically imported module|importing a module script failed|err_internet_disconnected|err_network/i;
const TIMEOUT_WORDS = /timed out|timeout/i;
const ABORT_WORDS = /\babort/i;
/** Spec §8's message of a failed call: the status code, a colon and the response text. */
const HTTP_FAILURE = /^([1-5]\d\d): ([\s\S]*)$/;

function serverSentence(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('message' in parsed)) return undefined;
    const { message } = parsed;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}

function fromStatus(status: number, body: string): Failure {
  const said = serverSentence(body);
  if (said !== undefined) return { kind: 'said', message: said };
  if (status === 408 || status === 504) return { kind: 'timeout' };
  if (status === 429) return { kind: 'busy' };
  if (status >= 500) return { kind: 'server' };
  return { kind: 'refused', status };
}

function fromMessage(message: string): Failure {
  const http = HTTP_FAILURE.exec(message);
  if (http) return fromStatus(Number(http[1]), http[2] ?? '');
  if (CONNECTION_WORDS.test(message)) return { kind: 'connection' };
  if (TIMEOUT_WORDS.test(message)) return { kind: 'timeout' };
  // Not ours to cancel, so the connection or the page went away under the request.
  if (ABORT_WORDS.test(message)) return { kind: 'connection' };
  return { kind: 'unknown' };
}

function classify(error: unknown): Failure {
  if (typeof error === 'string') return fromMessage(error);
  if (!(error instanceof Error)) return { kind: 'unknown' };
  if (error instanceof ApiError) {
    // Not in the §8 form, its message is the server's own sentence for people.
    const http = HTTP_FAILURE.exec(error.message);
    if (http) return fromStatus(error.status, http[2] ?? '');
    return error.message.trim() === ''
      ? fromStatus(error.status, '')
      : { kind: 'said', message: error.message };
  }
  // DOMException is an Error in browsers, not in every test environment: go by the name.
  switch (error.name) {
    case 'TimeoutError':
      return { kind: 'timeout' };
    case 'AbortError':
    case 'NetworkError':
      return { kind: 'connection' };
    case 'QuotaExceededError':
      return { kind: 'no-space' };
  }
  return fromMessage(error.message);
}

const asSentence = (text: string) =>
  /[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;

/** Whether the failure is the connection's (no answer, or none in time), not the request's. */
export function isConnectionFailure(error: unknown): boolean {
  const { kind } = classify(error);
  return kind === 'connection' || kind === 'timeout';
}

/** What to show for `error` where `place.action` failed: one or two short sentences. */
export function userFacingError(error: unknown, place: FailurePlace): string {
  const failure = classify(error);
  const again = place.retriesItself ? 'Mise will try again shortly.' : 'Try again in a moment.';
  const online = place.online ?? globalThis.navigator?.onLine ?? true;
  if (!online && (failure.kind === 'connection' || failure.kind === 'timeout')) {
    if (place.offline !== undefined) return place.offline;
    return place.retriesItself
      ? "You're offline — this will be tried again when you're back online."
      : "You're offline. Try again when you're back online.";
  }
  switch (failure.kind) {
    case 'said':
      // Where the app retries by itself, the server's sentence alone would leave that unsaid.
      return place.retriesItself ? `${asSentence(failure.message)} ${again}` : failure.message;
    case 'connection':
      return place.retriesItself
        ? "Couldn't reach the Mise server. Mise will try again shortly."
        : "Couldn't reach the Mise server. Check your connection and try again.";
    case 'timeout':
      return `The Mise server took too long to answer. ${again}`;
    case 'busy':
      return `The Mise server is busy. ${again}`;
    case 'server':
      return `The Mise server ran into a problem. ${again}`;
    case 'refused':
      return `Couldn't ${place.action} (the server answered ${failure.status}). ${
        place.retriesItself ? again : 'Try again, or reload Mise if it keeps happening.'
      }`;
    case 'no-space':
      return 'This device is out of storage space. Free up some space, then try again.';
    case 'unknown':
      return `Couldn't ${place.action}. ${place.retriesItself ? again : 'Please try again.'}`;
  }
}
