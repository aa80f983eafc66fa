// The assistant's voice settings (spec §3: client only, never synced): who speaks, in which
// language, narrative or concise, over which ambience. Kept in localStorage and read through
// the schema, so anything unreadable there counts as the defaults.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type VoiceSettings, voiceSettingsSchema } from '@mise/domain/entities/voice-settings';

interface VoiceSettingsStore {
  settings: VoiceSettings;
  change: (changes: Partial<VoiceSettings>) => void;
}

export const useVoiceSettings = create<VoiceSettingsStore>()(
  persist(
    (set, get) => ({
      settings: voiceSettingsSchema.parse({}),
      change: (changes) => set({ settings: { ...get().settings, ...changes } }),
    }),
    {
      name: 'mise-voice-settings',
      storage: createJSONStorage(() => localStorage),
      version: 1,
      partialize: ({ settings }) => ({ settings }),
      merge: (stored, current) => {
        const parsed = voiceSettingsSchema.safeParse(
          (stored as { settings?: unknown } | undefined)?.settings,
        );
        return parsed.success ? { ...current, settings: parsed.data } : current;
      },
    },
  ),
);
