// A live session (loaded on demand): connects to the room and shows it once the server has
// let this device in; until then, and while reconnecting, it says so.
import { YOU_LEFT } from '../data/live-kitchen-toasts';
import { useLiveRoom } from '../data/live-room-store';
import type { RoomIntent } from '../data/room-connection';
import { type SessionCallbacks, useLiveRoomSession } from '../data/use-live-room-session';
import { SessionView } from './session-view';

interface LiveSessionProps extends SessionCallbacks {
  intent: RoomIntent;
}

export function LiveSession({ intent, onJoined, onExit }: LiveSessionProps) {
  const handle = useLiveRoomSession(intent, { onJoined, onExit });
  const { status, room, me, clockOffsetMs } = useLiveRoom();
  const participant = room?.participants.find((p) => p.id === me);
  if (!room || !participant) {
    return (
      <p
        role="status"
        className="rounded-2xl border border-dashed p-6 text-center text-muted-foreground"
      >
        {intent.type === 'create' ? 'Opening your session…' : 'Joining the session…'}
      </p>
    );
  }
  return (
    <SessionView
      room={room}
      me={participant}
      status={status}
      clockOffsetMs={clockOffsetMs}
      send={handle.send}
      // Only a guest can leave (the host ends the session for everyone instead).
      onLeave={() => {
        handle.leave();
        onExit(YOU_LEFT);
      }}
    />
  );
}
