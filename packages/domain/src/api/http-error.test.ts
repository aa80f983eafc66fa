import { describe, expect, it } from 'vitest';
import { httpErrorMessage } from './http-error';

describe('httpErrorMessage', () => {
  it('is the status, a colon and the body', () => {
    expect(httpErrorMessage(404, 'Not Found', 'No such recipe')).toBe('404: No such recipe');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(httpErrorMessage(500, 'Internal Server Error', '')).toBe('500: Internal Server Error');
  });
});
