// The in-session view (spec §2): the session bar (people, elapsed time, share link, camera,
// microphone, end), the participants' tiles, the recipe's steps with the host's controls, and
// the chat as a 320 px sidebar beside them on wider screens, under them on a phone.
import type { CSSProperties } from 'react';
import type { ClientMessage } from '@mise/domain/api/live-kitchen';
import { CHAT_SIDEBAR_WIDTH_PX } from '@mise/domain/constants';
import type { RoomParticipant, RoomView } from '@mise/domain/live-room';
import type { ConnectionStatus } from '../data/room-connection';
import { useLocalMedia } from '../data/use-local-media';
import { ChatPanel } from './chat-panel';
import { ParticipantTiles } from './participant-tiles';
import { RecipeSteps } from './recipe-steps';
import { SessionBar } from './session-bar';

export interface SessionViewProps {
  room: RoomView;
  me: RoomParticipant;
  status: ConnectionStatus;
  clockOffsetMs: number;
  send: (message: ClientMessage) => boolean;
  onLeave: () => void;
}

export function SessionView({ room, me, status, clockOffsetMs, send, onLeave }: SessionViewProps) {
  const stream = useLocalMedia(me.isMuted, me.isVideoOff);
  const connected = status === 'open';
  return (
    <section aria-label="Live session" className="grid gap-6">
      {!connected && (
        <p role="status" className="rounded-xl bg-muted px-4 py-3 text-sm font-medium">
          Connection lost. Reconnecting…
        </p>
      )}
      <SessionBar
        room={room}
        me={me}
        clockOffsetMs={clockOffsetMs}
        disabled={!connected}
        send={send}
        onLeave={onLeave}
      />
      <div
        className="grid gap-6 md:grid-cols-[minmax(0,1fr)_var(--chat-width)]"
        style={{ '--chat-width': `${CHAT_SIDEBAR_WIDTH_PX}px` } as CSSProperties}
      >
        <div className="grid min-w-0 content-start gap-6">
          <ParticipantTiles participants={room.participants} me={me.id} stream={stream} />
          <RecipeSteps room={room} isHost={me.isHost} disabled={!connected} send={send} />
        </div>
        <ChatPanel chat={room.chat} me={me.id} disabled={!connected} send={send} />
      </div>
    </section>
  );
}
