import { describe, expect, it } from 'vitest';
import { type SseEvent, createSseParser } from './sse-parser';

function parse(...chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  return events;
}

describe('S10: the poke stream’s SSE parser', () => {
  it('reads the server’s ready and poke events, and skips heartbeats', () => {
    // What hono's streamSSE writes for { event: 'poke', data: '' }, and the heartbeat comment.
    const events = parse('event: ready\ndata: \n\n', ': heartbeat\n\n', 'event: poke\ndata: \n\n');
    expect(events.map((event) => event.event)).toEqual(['ready', 'poke']);
    expect(events.every((event) => event.data === '')).toBe(true);
  });

  it('joins an event split anywhere across chunks, including inside a CRLF', () => {
    const stream = 'event: poke\r\ndata: a\r\n\r\nevent: poke\r\ndata: b\r\n\r\n';
    for (let cut = 1; cut < stream.length; cut += 1) {
      const events = parse(stream.slice(0, cut), stream.slice(cut));
      expect(
        events.map((event) => event.data),
        `cut at ${cut}`,
      ).toEqual(['a', 'b']);
    }
  });

  it('handles CR-only line breaks and byte-by-byte delivery', () => {
    const events = parse(...'event: poke\rdata: x\r\r'.split(''));
    expect(events).toEqual([{ event: 'poke', data: 'x', id: undefined }]);
  });

  it('joins multi-line data, defaults the type to "message", and keeps the last id', () => {
    const events = parse('id: 7\ndata: one\ndata:two\n\ndata: three\n\n');
    expect(events).toEqual([
      { event: 'message', data: 'one\ntwo', id: '7' },
      { event: 'message', data: 'three', id: '7' },
    ]);
  });

  it('dispatches nothing for an event type without data, or an unfinished event', () => {
    expect(parse('event: poke\n\n', 'event: poke\ndata: \n')).toEqual([]);
  });

  it('reads a field with no colon as a field with an empty value', () => {
    expect(parse('data\n\n')).toEqual([{ event: 'message', data: '', id: undefined }]);
  });
});
