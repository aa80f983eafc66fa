// The §8 error sentence for a failed HTTP call, without zod: the app's first pages read it
// before the schemas have loaded.
/**
 * §8: any non-OK response raises an error whose message is the status code, a colon and the
 * response text, or the status text when the body is empty.
 */
export function httpErrorMessage(status: number, statusText: string, body: string): string {
  return `${status}: ${body === '' ? statusText : body}`;
}
