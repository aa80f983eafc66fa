// The breathing session's circle (spec §2, §4): it grows while you breathe in (4 s), stays full
// while you hold (4 s) and shrinks while you breathe out (6 s), with the phase and "Breath #n"
// inside. Each phase is its own CSS animation, started as far into the phase as the session is,
// so a resumed or woken session picks up mid-breath. People who ask for less motion get a still
// circle with the same words; the phase is announced politely, the count is there to read.
import { useState } from 'react';
import { type BreathingPhase, breathingAt } from '@mise/domain/breathing-cycle';
import { cn } from '../../lib/cn';

const PHASE_WORDS: Record<BreathingPhase, string> = {
  inhale: 'Inhale',
  hold: 'Hold',
  exhale: 'Exhale',
};

const PHASE_ANIMATION: Record<BreathingPhase, string> = {
  inhale: 'motion-safe:animate-breathe-in',
  hold: '',
  exhale: 'motion-safe:animate-breathe-out',
};

interface BreathingCircleProps {
  /** How long the session has run, pauses left out. */
  runningMs: number;
  playing: boolean;
  /** When this run of the session started: a new run starts the circle afresh. */
  runId: number;
}

export function BreathingCircle({ runningMs, playing, runId }: BreathingCircleProps) {
  const { phase, breaths, phaseMs, intoPhaseMs } = breathingAt(runningMs);
  return (
    <div className="relative mx-auto grid size-56 place-items-center sm:size-64">
      <PhaseRing
        // A new ring per phase, so its animation starts afresh.
        key={`${runId}-${breaths}-${phase}`}
        phase={phase}
        phaseMs={phaseMs}
        intoPhaseMs={intoPhaseMs}
        playing={playing}
      />
      <div className="relative grid gap-1 text-center">
        <p aria-live="polite" className="font-display text-3xl font-semibold">
          {PHASE_WORDS[phase]}
        </p>
        <p className="text-sm font-semibold">Breath #{breaths + 1}</p>
      </div>
    </div>
  );
}

interface PhaseRingProps {
  phase: BreathingPhase;
  phaseMs: number;
  intoPhaseMs: number;
  playing: boolean;
}

function PhaseRing({ phase, phaseMs, intoPhaseMs, playing }: PhaseRingProps) {
  // How far into the phase the ring began (a resumed or woken session), fixed for its life:
  // a delay changed while the animation runs would move it on by that much again.
  const [startedInto] = useState(intoPhaseMs);
  return (
    <div
      aria-hidden
      data-phase={phase}
      className={cn(
        'absolute inset-0 rounded-full border-4 border-primary/40 bg-primary/15 dark:bg-primary/25',
        PHASE_ANIMATION[phase],
      )}
      style={{
        animationDuration: `${phaseMs}ms`,
        animationDelay: `-${startedInto}ms`,
        animationPlayState: playing ? 'running' : 'paused',
      }}
    />
  );
}
