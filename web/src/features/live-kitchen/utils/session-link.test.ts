import { describe, expect, it } from 'vitest';
import { sessionIdFrom, sessionLink } from './session-link';

const ID = 'kitchen-AbCdEfGhIjKlMnOpQr-_9z';

describe('session links', () => {
  it('are the live-kitchen route with the session parameter', () => {
    expect(sessionLink('https://mise.example', ID)).toBe(
      `https://mise.example/live-kitchen?session=${ID}`,
    );
  });

  it('give their id back from a pasted link or the bare id, and nothing else', () => {
    expect(sessionIdFrom(` ${sessionLink('https://mise.example', ID)} `)).toBe(ID);
    expect(sessionIdFrom(ID)).toBe(ID);
    expect(sessionIdFrom('https://mise.example/live-kitchen')).toBeUndefined();
    expect(sessionIdFrom('kitchen-123')).toBeUndefined();
    expect(sessionIdFrom('hello')).toBeUndefined();
  });
});
