// The cards of spec §2's Settings page, in its order: the assistant's voice (kept on this
// device), then the household's preferences (synced), then what follows them (`children`). One
// lazy part of the page, because both read through schemas (zod) that the rest of Settings does
// without. It draws once, when the preferences are read, so nothing on the page moves.
import type { ReactNode } from 'react';
import { usePreferences } from '../../lib/preferences';
import { LoadingPreferences } from './loading-preferences';
import { PreferenceCards } from './preference-cards';
import { VoiceSettingsCards } from './voice-settings-cards';

export function PreferenceArea({ children }: { children: ReactNode }) {
  const preferences = usePreferences();
  if (!preferences) return <LoadingPreferences />;
  return (
    <>
      <VoiceSettingsCards />
      <PreferenceCards preferences={preferences} />
      {children}
    </>
  );
}
