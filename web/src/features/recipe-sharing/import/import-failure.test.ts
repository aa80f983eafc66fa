// The sentences a failed import shows under the address field.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../sync/api-error';
import { OFFLINE_MESSAGE, importFailureMessage } from './import-failure';

describe('importFailureMessage', () => {
  it('says an import needs a connection when offline, whatever failed', () => {
    expect(importFailureMessage(new TypeError('Failed to fetch'), false)).toBe(OFFLINE_MESSAGE);
    expect(OFFLINE_MESSAGE).toMatch(/needs a connection/);
  });

  it('passes the server’s sentence on', () => {
    const refusal = new ApiError(422, 'The page is larger than 2 MB.');
    expect(importFailureMessage(refusal, true)).toBe('The page is larger than 2 MB.');
  });

  it.each([
    [new TypeError('Failed to fetch'), 'Mise could not reach the server. Check the connection.'],
    [
      new DOMException('timed out', 'TimeoutError'),
      'The server took too long to answer. Try again.',
    ],
    [new Error('zod said no'), 'The recipe could not be imported. Try again.'],
  ])('explains %s', (error, message) => {
    expect(importFailureMessage(error, true)).toBe(message);
  });
});
