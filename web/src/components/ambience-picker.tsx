// The kitchen ambience under voice listening (spec §3 soundscapes, §4), kept in the device's
// voice settings: beside the cooking guide's microphone, and in Settings. Changing it while
// listening switches the sound at once (features/cooking/voice/use-voice-listening.ts).
import { SOUNDSCAPES, SOUNDSCAPE_LABELS } from '@mise/domain/options';
import { OptionSelect } from './option-select';
import { useVoiceSettings } from '../lib/voice-settings';

export function AmbiencePicker({ hint = 'Plays softly while the guide listens.' }) {
  const soundscape = useVoiceSettings((store) => store.settings.soundscape) ?? 'none';
  const change = useVoiceSettings((store) => store.change);
  return (
    <OptionSelect
      label="Ambience"
      hint={hint}
      className="w-56"
      options={SOUNDSCAPES}
      labels={SOUNDSCAPE_LABELS}
      value={soundscape}
      onChange={(chosen) => change({ soundscape: chosen })}
    />
  );
}
