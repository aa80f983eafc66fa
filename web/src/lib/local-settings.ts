// The device's local settings (spec §3: the hero video's mute and play-count memory), kept in
// localStorage: small, read once when the hero opens, and never synced. Anything unreadable
// there counts as the defaults.
import { type LocalSettings, localSettingsSchema } from '@mise/domain/entities/local-settings';

const KEY = 'mise-local-settings';

export function readLocalSettings(): LocalSettings {
  try {
    const parsed = localSettingsSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? '{}'));
    return parsed.success ? parsed.data : localSettingsSchema.parse({});
  } catch {
    return localSettingsSchema.parse({});
  }
}

export function writeLocalSettings(settings: LocalSettings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Storage full or refused: the video still behaves, it just forgets on reload.
  }
}

export function clearLocalSettings(): void {
  localStorage.removeItem(KEY);
}
