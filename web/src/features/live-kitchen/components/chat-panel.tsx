// The room's chat (spec §2, §5): a log read out politely as messages arrive, and a message box
// that sends on Enter or Send, only text that is not blank and at most 500 characters. Messages
// are rendered as text, never as markup.
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { ClientMessage } from '@mise/domain/api/live-kitchen';
import { LIVE_KITCHEN_CHAT_MAX_LENGTH } from '@mise/domain/constants';
import type { RoomChatMessage } from '@mise/domain/live-room';
import { chatLength } from '@mise/domain/live-room-commands';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

// Built on the first message, not with the module: a page's first Intl formatter costs a phone
// 15–25 ms, which the lobby's start should not pay for a chat it may never open.
let clock: Intl.DateTimeFormat | undefined;
const timeOf = (timestamp: string) =>
  (clock ??= new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })).format(
    new Date(timestamp),
  );

interface ChatPanelProps {
  chat: readonly RoomChatMessage[];
  me: string;
  disabled: boolean;
  send: (message: ClientMessage) => boolean;
}

export function ChatPanel({ chat, me, disabled, send }: ChatPanelProps) {
  const [text, setText] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const length = chatLength(text.trim());
  const tooLong = length > LIVE_KITCHEN_CHAT_MAX_LENGTH;

  useEffect(() => {
    log.current?.querySelector('li:last-child')?.scrollIntoView({ block: 'nearest' });
  }, [chat.length]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (length === 0 || tooLong) return;
    if (send({ type: 'chat', text: text.trim() })) setText('');
  }

  return (
    <aside
      aria-labelledby="live-chat"
      className="grid min-w-0 content-start gap-3 self-start rounded-2xl border bg-card p-4"
    >
      <h2 id="live-chat" className="font-display text-xl font-semibold">
        Chat
      </h2>
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Chat messages"
        className="max-h-96 min-h-24 overflow-y-auto"
      >
        <ol className="grid content-start gap-3">
          {chat.map((message) => (
            <li key={message.id} className="grid gap-0.5">
              <p className="text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">
                  {message.participantId === me ? 'You' : message.userName}
                </span>{' '}
                <time dateTime={message.timestamp}>{timeOf(message.timestamp)}</time>
              </p>
              <p className="text-sm whitespace-pre-wrap wrap-anywhere">{message.text}</p>
            </li>
          ))}
        </ol>
      </div>
      {chat.length === 0 && (
        <p className="text-sm text-muted-foreground">No messages yet. Say hello!</p>
      )}
      <form className="grid gap-2" onSubmit={submit}>
        <div className="flex gap-2">
          <Input
            aria-label="Message"
            placeholder="Type a message…"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? 'live-chat-too-long' : undefined}
            autoComplete="off"
          />
          <Button type="submit" disabled={disabled || length === 0 || tooLong}>
            Send
          </Button>
        </div>
        {tooLong && (
          <p id="live-chat-too-long" className="text-sm font-medium text-destructive-text">
            {length - LIVE_KITCHEN_CHAT_MAX_LENGTH} characters over the{' '}
            {LIVE_KITCHEN_CHAT_MAX_LENGTH} a message may hold.
          </p>
        )}
      </form>
    </aside>
  );
}
