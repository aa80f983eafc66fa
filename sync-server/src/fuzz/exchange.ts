/**
 * Sends one built request to the app in-process and reads the answer: the whole body, except
 * an event stream, whose first event is read before it is closed. A request that throws or
 * takes longer than the timeout is an answer too, and so are the errors the server logged.
 */
import type { RequestApp } from '../testing/two-households';
import type { CapturedLog, LoggedError } from './captured-log';
import { REQUEST_TIMEOUT_MS } from './fuzz-config';

export interface Exchange {
  status?: number;
  contentType: string;
  body: string;
  /** Why there is no answer: the app threw out of app.request(), or never answered. */
  failure?: string;
  logged: LoggedError[];
  ms: number;
}

async function readBody(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream')) {
    const reader = response.body?.getReader();
    const first: unknown = (await reader?.read())?.value;
    await reader?.cancel();
    return first instanceof Uint8Array ? new TextDecoder().decode(first) : '';
  }
  const bytes = await response.arrayBuffer();
  // Audio is only counted: its bytes say nothing the status does not.
  return type.startsWith('audio/')
    ? `<${bytes.byteLength} bytes of ${type}>`
    : new TextDecoder().decode(bytes);
}

export async function exchange(
  app: RequestApp,
  request: Request,
  log: CapturedLog,
): Promise<Exchange> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), REQUEST_TIMEOUT_MS);
  });
  try {
    const answered = (async () => {
      const response = await app.request(request);
      return { response, body: await readBody(response) };
    })();
    const outcome = await Promise.race([answered, timedOut]);
    const ms = performance.now() - started;
    if (outcome === 'timeout') {
      return {
        contentType: '',
        body: '',
        failure: `no answer within ${REQUEST_TIMEOUT_MS} ms`,
        logged: log.drain(),
        ms,
      };
    }
    const { response, body } = outcome;
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body,
      logged: log.drain(),
      ms,
    };
  } catch (error) {
    const failure = `app.request() threw: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
    return {
      contentType: '',
      body: '',
      failure,
      logged: log.drain(),
      ms: performance.now() - started,
    };
  } finally {
    clearTimeout(timer);
  }
}
