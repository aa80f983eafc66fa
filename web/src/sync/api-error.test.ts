import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, apiError, readJson } from './api-error';

const answer = (body: string, status: number, statusText = '') =>
  new Response(body, { status, statusText });

describe('apiError', () => {
  it("carries the server's sentence for a person", async () => {
    const error = await apiError(
      answer(JSON.stringify({ error: 'invite_expired', message: 'That invite has expired.' }), 410),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(410);
    expect(error.message).toBe('That invite has expired.');
  });

  it('falls back to "status: text" for a body that is not ours (§8)', async () => {
    expect((await apiError(answer('<h1>Bad gateway</h1>', 502))).message).toBe(
      '502: <h1>Bad gateway</h1>',
    );
    expect((await apiError(answer(JSON.stringify({ message: '' }), 500, 'Oops'))).message).toBe(
      '500: {"message":""}',
    );
    expect((await apiError(answer('', 503, 'Service Unavailable'))).message).toBe(
      '503: Service Unavailable',
    );
  });
});

describe('readJson', () => {
  it('parses a success through the schema and throws the failure', async () => {
    const schema = z.object({ count: z.number() });
    await expect(readJson(answer('{"count":3}', 200), schema)).resolves.toEqual({ count: 3 });
    await expect(readJson(answer('{"message":"No such household."}', 404), schema)).rejects.toThrow(
      'No such household.',
    );
  });
});
