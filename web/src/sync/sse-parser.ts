/**
 * A Server-Sent Events parser (the WHATWG "event stream" rules) for streams read with fetch:
 * EventSource cannot send the bearer header the poke stream needs. Feed it text chunks as they
 * arrive; a line or a CRLF may be split across chunks.
 */

export interface SseEvent {
  /** The `event:` field, or "message" when the event named none. */
  event: string;
  data: string;
  id: string | undefined;
}

export interface SseParser {
  feed(chunk: string): void;
}

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let data = '';
  let eventType = '';
  let lastId: string | undefined;
  // A chunk that ended in CR may have its LF at the start of the next one: one line break.
  let skipLeadingLf = false;

  function dispatch(): void {
    // The rules: no data line, no event (a lone `event:` line only sets the type).
    if (data === '') {
      eventType = '';
      return;
    }
    onEvent({ event: eventType || 'message', data: data.slice(0, -1), id: lastId });
    data = '';
    eventType = '';
  }

  function line(text: string): void {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // a comment, e.g. the server's heartbeat
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data += `${value}\n`;
    else if (field === 'event') eventType = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    // `retry` and unknown fields are ignored: reconnection timing is ours (poke-stream.ts).
  }

  return {
    feed(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
