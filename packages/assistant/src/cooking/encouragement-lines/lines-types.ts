/** What the assistant says between steps, in one language (encouragement.ts picks from it). */
import type { VoiceEmotion } from '@mise/domain/options';

export interface EncouragementLines {
  /** Said on Next, in each voice profile's mood: eight lines each. */
  readonly cheers: Readonly<Record<VoiceEmotion, readonly string[]>>;
  /** Said when the last step is done, naming the dish. */
  readonly congratulations: Readonly<Record<VoiceEmotion, (recipe: string) => string>>;
  /** The dish's name when it has none. */
  readonly yourDish: string;
  /** The cooking section's rotating message (spec §4: 10 lines, one every 15 s). */
  readonly motivation: readonly string[];
}
