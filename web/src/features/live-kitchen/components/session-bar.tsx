// The session bar (spec §2): how many are cooking, the elapsed time, the share link with its
// copy button, and this participant's microphone, camera and end (host) or leave (guest).
import { counted } from '@mise/domain/plural';
import { type LucideIcon, Mic, MicOff, PhoneOff, Users, Video, VideoOff } from 'lucide-react';
import type { ClientMessage } from '@mise/domain/api/live-kitchen';
import type { RoomParticipant, RoomView } from '@mise/domain/live-room';
import { Button } from '../../../components/ui/button';
import { ElapsedTimer } from './elapsed-timer';
import { ShareLink } from './share-link';

interface SessionBarProps {
  room: RoomView;
  me: RoomParticipant;
  clockOffsetMs: number;
  disabled: boolean;
  send: (message: ClientMessage) => boolean;
  onLeave: () => void;
}

export function SessionBar({ room, me, clockOffsetMs, disabled, send, onLeave }: SessionBarProps) {
  const count = room.participants.length;
  return (
    <div className="grid gap-4 rounded-2xl border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <p className="flex items-center gap-2 font-semibold">
          <Users className="size-5 text-primary" aria-hidden />
          {counted(count, { one: 'participant', other: 'participants' })}
        </p>
        <ElapsedTimer timer={room.timer} clockOffsetMs={clockOffsetMs} />
      </div>
      <ShareLink roomId={room.id} />
      <div className="flex flex-wrap gap-2">
        <MediaToggle
          off={me.isMuted}
          disabled={disabled}
          onToggle={() => send({ type: 'set-media', isMuted: !me.isMuted })}
          on={{ icon: Mic, label: 'Mute' }}
          offState={{ icon: MicOff, label: 'Unmute' }}
        />
        <MediaToggle
          off={me.isVideoOff}
          disabled={disabled}
          onToggle={() => send({ type: 'set-media', isVideoOff: !me.isVideoOff })}
          on={{ icon: Video, label: 'Stop Video' }}
          offState={{ icon: VideoOff, label: 'Start Video' }}
        />
        {me.isHost ? (
          <Button variant="destructive" disabled={disabled} onClick={() => send({ type: 'end' })}>
            <PhoneOff aria-hidden />
            End Session
          </Button>
        ) : (
          <Button variant="destructive" onClick={onLeave}>
            <PhoneOff aria-hidden />
            Leave Session
          </Button>
        )}
      </div>
    </div>
  );
}

interface ToggleFace {
  icon: LucideIcon;
  /** What pressing it does. */
  label: string;
}

/** The microphone's or camera's button: it names what a press will do. */
function MediaToggle({
  off,
  disabled,
  onToggle,
  on,
  offState,
}: {
  off: boolean;
  disabled: boolean;
  onToggle: () => void;
  on: ToggleFace;
  offState: ToggleFace;
}) {
  const { icon: Icon, label } = off ? offState : on;
  return (
    <Button variant="outline" disabled={disabled} onClick={onToggle}>
      <Icon aria-hidden />
      {label}
    </Button>
  );
}
