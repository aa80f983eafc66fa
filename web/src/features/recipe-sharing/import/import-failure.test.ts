// The sentences a failed import shows under the address field.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../sync/api-error';
import { OFFLINE_MESSAGE, importFailureMessage } from './import-failure';

describe('importFailureMessage', () => {
  it('says an import needs a connection when the request got no answer offline', () => {
    expect(importFailureMessage(new TypeError('Failed to fetch'), false)).toBe(OFFLINE_MESSAGE);
    expect(importFailureMessage(new DOMException('timed out', 'TimeoutError'), false)).toBe(
      OFFLINE_MESSAGE,
    );
    expect(OFFLINE_MESSAGE).toMatch(/needs a connection/);
  });

  it('passes the server’s sentence on', () => {
    const refusal = new ApiError(422, 'The page is larger than 2 MB.');
    expect(importFailureMessage(refusal, true)).toBe('The page is larger than 2 MB.');
  });

  it.each([
    [
      new TypeError('Failed to fetch'),
      "Couldn't reach the Mise server. Check your connection and try again.",
    ],
    [
      new DOMException('timed out', 'TimeoutError'),
      'The Mise server took too long to answer. Try again in a moment.',
    ],
    [
      new ApiError(502, '502: Bad Gateway'),
      'The Mise server ran into a problem. Try again in a moment.',
    ],
    [new Error('zod said no'), "Couldn't import the recipe. Please try again."],
  ])('explains %s', (error, message) => {
    expect(importFailureMessage(error, true)).toBe(message);
  });
});
