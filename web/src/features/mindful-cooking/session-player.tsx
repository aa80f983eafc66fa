// The player of the chosen session (spec §2, §4): its type badge, title and description, what
// it shows while it plays (the breathing circle, or the calm visuals of meditation and music),
// the m:ss countdown, play/pause and stop, and mute with the volume slider. Sessions with audio
// play their loop under it all.
import type { Ref } from 'react';
import { Pause, Play, Square } from 'lucide-react';
import { formatCountdown } from '@mise/domain/mindful-countdown';
import {
  type MindfulPlayer,
  sessionRemainingSeconds,
  sessionRunningMs,
} from '@mise/domain/mindful-player';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { BreathingCircle } from './breathing-circle';
import { MeditationVisual, MusicVisual } from './calm-visuals';
import { SessionAudio } from './session-audio';
import { STATUS_LABELS, TAB_LABELS } from './session-labels';
import type { PlayerVolume } from './use-player-volume';
import { VolumeControl } from './volume-control';

interface SessionPlayerProps {
  player: MindfulPlayer;
  now: number;
  volume: PlayerVolume;
  onTogglePlayback: () => void;
  onStop: () => void;
  /** Play/pause: where focus goes when a card starts the session. */
  toggleRef: Ref<HTMLButtonElement>;
}

export function SessionPlayer({
  player,
  now,
  volume,
  onTogglePlayback,
  onStop,
  toggleRef,
}: SessionPlayerProps) {
  const { session, status, countdown } = player;
  const playing = status === 'playing';
  const runningMs = sessionRunningMs(player, now);
  const clock = formatCountdown(sessionRemainingSeconds(player, now));
  return (
    <Card aria-labelledby="mindful-player-title" role="region">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="accent">{TAB_LABELS[session.type]}</Badge>
          <span className="text-sm font-semibold text-muted-foreground">
            {STATUS_LABELS[status]}
          </span>
        </div>
        <CardTitle as="h2" id="mindful-player-title" className="text-2xl">
          {session.title}
        </CardTitle>
        <CardDescription className="text-base">{session.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {session.type === 'breathing' ? (
          <BreathingCircle runningMs={runningMs} playing={playing} runId={countdown.startedAt} />
        ) : session.type === 'meditation' ? (
          <MeditationVisual playing={playing} />
        ) : (
          <MusicVisual playing={playing} />
        )}
        <p
          role="timer"
          aria-label={`${clock} left`}
          className="text-center font-mono text-5xl font-semibold tabular-nums"
        >
          {clock}
        </p>
        <div className="flex justify-center gap-3">
          <Button ref={toggleRef} size="lg" className="min-w-32" onClick={onTogglePlayback}>
            {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
            {playing ? 'Pause' : 'Play'}
          </Button>
          <Button size="lg" variant="outline" onClick={onStop}>
            <Square aria-hidden />
            Stop
          </Button>
        </div>
        <VolumeControl {...volume} />
        {session.audioUrl && (
          <SessionAudio
            key={session.id}
            src={session.audioUrl}
            status={status}
            startedAt={countdown.startedAt}
            volume={volume.volume}
          />
        )}
      </CardContent>
    </Card>
  );
}
