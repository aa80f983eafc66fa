// The kitchen ambience under voice listening (spec §3 soundscapes, §4): chosen here, beside the
// microphone, and kept in the device's voice settings. Changing it while listening switches the
// sound at once (use-voice-listening.ts).
import { SOUNDSCAPES, SOUNDSCAPE_LABELS } from '@mise/domain/options';
import { FormField } from '../../../components/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { useVoiceSettings } from '../../../lib/voice-settings';

export function AmbiencePicker() {
  const soundscape = useVoiceSettings((store) => store.settings.soundscape) ?? 'none';
  const change = useVoiceSettings((store) => store.change);
  return (
    <FormField label="Ambience" hint="Plays softly while the guide listens." className="w-56">
      {(control) => (
        <Select
          value={soundscape}
          onValueChange={(next) => {
            // Radix hands back a plain string; only a listed soundscape can come from it.
            const chosen = SOUNDSCAPES.find((known) => known === next);
            if (chosen) change({ soundscape: chosen });
          }}
        >
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SOUNDSCAPES.map((id) => (
              <SelectItem key={id} value={id}>
                {SOUNDSCAPE_LABELS[id]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
