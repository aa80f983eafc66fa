// Mute and the volume slider of the player (spec §2, §9): 0–100 in steps of 1 shown as a
// percent; Mute sets the slider to 0. The slider moves with arrow keys, Page Up/Down and
// Home/End as well as by touch.
import { Volume2, VolumeX } from 'lucide-react';
import { VOLUME_MAX, VOLUME_MIN, VOLUME_STEP } from '@mise/domain/constants';
import { Button } from '../../components/ui/button';
import { Slider } from '../../components/ui/slider';
import type { PlayerVolume } from './use-player-volume';

export function VolumeControl({ volume, muted, change, settle, toggleMute }: PlayerVolume) {
  return (
    <div className="mx-auto flex w-full max-w-md items-center gap-3">
      <Button
        size="icon"
        variant="ghost"
        aria-label={muted ? 'Unmute' : 'Mute'}
        onClick={toggleMute}
      >
        {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
      </Button>
      <Slider
        aria-label="Volume"
        min={VOLUME_MIN}
        max={VOLUME_MAX}
        step={VOLUME_STEP}
        value={[volume]}
        onValueChange={([level = volume]) => change(level)}
        onValueCommit={([level = volume]) => settle(level)}
      />
      <span
        data-testid="volume-percent"
        className="w-12 shrink-0 text-right font-semibold tabular-nums"
      >
        {volume}%
      </span>
    </div>
  );
}
