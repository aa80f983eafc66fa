// The cards of spec §2's Settings page, in its order: the assistant's voice (kept on this
// device), then the household's preferences (synced). One lazy part of the page, because both
// read through schemas (zod) that the rest of Settings does without.
import { PreferenceCards } from './preference-cards';
import { VoiceSettingsCards } from './voice-settings-cards';

export function PreferenceArea() {
  return (
    <>
      <VoiceSettingsCards />
      <PreferenceCards />
    </>
  );
}
