/** Local settings (spec §3, browser storage): the hero video's mute and play-count memory. */
import { z } from 'zod';
import { wholeNumber } from '../fields';

export const localSettingsSchema = z.object({
  videoMuted: z.boolean().default(false),
  videoPlayedOnce: z.boolean().default(false),
  videoPlayCount: wholeNumber('Video play count', 0).default(0),
});

export type LocalSettings = z.infer<typeof localSettingsSchema>;
export type LocalSettingsInput = z.input<typeof localSettingsSchema>;
