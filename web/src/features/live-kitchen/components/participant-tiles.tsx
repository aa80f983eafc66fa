// The participants' tiles (spec §2): a name ("(Host)" for the host), whether their microphone is
// muted and their camera off, and whether their connection dropped. This device's own tile shows
// its camera's preview; other cooks' video is not sent yet, so theirs show their initial.
import { useEffect, useRef } from 'react';
import { MicOff, Unplug, VideoOff } from 'lucide-react';
import type { RoomParticipant } from '@mise/domain/live-room';
import { cn } from '../../../lib/cn';

interface ParticipantTilesProps {
  participants: readonly RoomParticipant[];
  me: string;
  stream: MediaStream | undefined;
}

export function ParticipantTiles({ participants, me, stream }: ParticipantTilesProps) {
  return (
    <ul aria-label="Participants" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {participants.map((participant) => (
        <ParticipantTile
          key={participant.id}
          participant={participant}
          isMe={participant.id === me}
          stream={participant.id === me ? stream : undefined}
        />
      ))}
    </ul>
  );
}

function ParticipantTile({
  participant,
  isMe,
  stream,
}: {
  participant: RoomParticipant;
  isMe: boolean;
  stream: MediaStream | undefined;
}) {
  const away = participant.awaySince !== null;
  const showVideo = stream !== undefined && !participant.isVideoOff;
  return (
    <li
      className={cn('grid gap-2 rounded-2xl border bg-card p-3', away && 'opacity-60')}
      aria-label={`${participant.name}${participant.isHost ? ' (Host)' : ''}`}
    >
      <div className="grid aspect-video place-items-center overflow-hidden rounded-xl bg-muted">
        {showVideo ? (
          <LocalPreview stream={stream} />
        ) : (
          <span aria-hidden className="font-display text-3xl font-semibold text-muted-foreground">
            {participant.name.slice(0, 1).toUpperCase()}
          </span>
        )}
      </div>
      <p
        className="truncate font-semibold"
        title={`${participant.name}${participant.isHost ? ' (Host)' : ''}`}
      >
        {participant.name}
        {participant.isHost && ' (Host)'}
        {isMe && <span className="font-normal text-muted-foreground"> · you</span>}
      </p>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {participant.isMuted && <Status icon={MicOff} text="Muted" />}
        {participant.isVideoOff && <Status icon={VideoOff} text="Camera off" />}
        {away && <Status icon={Unplug} text="Reconnecting…" />}
      </ul>
    </li>
  );
}

function Status({ icon: Icon, text }: { icon: typeof MicOff; text: string }) {
  return (
    <li className="flex items-center gap-1">
      <Icon className="size-3.5" aria-hidden />
      {text}
    </li>
  );
}

/** This device's camera, mirrored as a selfie view is, and silent (its own sound would echo). */
function LocalPreview({ stream }: { stream: MediaStream }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={video}
      autoPlay
      muted
      playsInline
      aria-label="Your camera"
      className="size-full -scale-x-100 object-cover"
    />
  );
}
