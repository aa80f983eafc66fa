// Each voice profile keeps its character in every language, measured from the real espeak-ng's
// audio: the Michelin chef a low male voice, slowest; the friendly home cook a female voice;
// the celebrity chef a brighter male voice, fastest and with the widest pitch range.
import { decodeWav } from '@mise/assistant/soundscape/wav';
import { LANGUAGES, type Language, type VoiceProfileId } from '@mise/domain/options';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createEspeakSynth } from './espeak-synth';
import { medianPitchHz } from './testing/voice-pitch';
import { ESPEAK_VOICES, espeakVoiceOptions } from './voice-style';

const synth = createEspeakSynth({ logger: pino({ level: 'silent' }) });

const ONE_STEP: Record<Language, string> = {
  en: 'Add the onions and stir gently for five minutes.',
  es: 'Añade la cebolla y remueve durante cinco minutos.',
  fr: 'Ajoutez les oignons et remuez doucement pendant cinq minutes.',
  it: 'Aggiungi le cipolle e mescola per cinque minuti.',
  de: 'Gib die Zwiebeln dazu und rühre fünf Minuten lang.',
  ja: '玉ねぎを入れて、五分間炒めます。',
  zh: '加入洋葱，轻轻翻炒五分钟。',
  ko: '양파를 넣고 오 분 동안 볶아 주세요.',
};

async function voiceOf(language: Language, profile: VoiceProfileId) {
  const wav = decodeWav(
    await synth.synthesize({ text: ONE_STEP[language], language, profile, mode: 'narrative' }),
  );
  return {
    hz: medianPitchHz(wav.samples, wav.sampleRate),
    seconds: wav.samples.length / wav.sampleRate,
  };
}

const option = (options: string[], flag: string) => Number(options[options.indexOf(flag) + 1]);

describe('the voice profiles in every language', () => {
  it.each(LANGUAGES)(
    '%s: a low chef, a female home cook, a brighter celebrity',
    async (language) => {
      const chef = await voiceOf(language, 'michelin-chef');
      const cook = await voiceOf(language, 'friendly-home-cook');
      const celebrity = await voiceOf(language, 'celebrity-chef');
      const heard = JSON.stringify({ chef, cook, celebrity });

      // French once spoke all three in its own male voice: the home cook at 109 Hz.
      expect(cook.hz, heard).toBeGreaterThan(160);
      expect(chef.hz, heard).toBeLessThan(110);
      expect(celebrity.hz, heard).toBeGreaterThan(chef.hz * 1.2);
      expect(cook.hz, heard).toBeGreaterThan(celebrity.hz * 1.3);

      expect(cook.seconds, heard).toBeLessThan(chef.seconds);
      expect(celebrity.seconds, heard).toBeLessThan(chef.seconds * 0.9);
    },
  );

  it('names every language by its voice file, so that the profile variant applies', () => {
    for (const language of LANGUAGES) {
      const options = ['michelin-chef', 'friendly-home-cook', 'celebrity-chef'].map((profile) =>
        espeakVoiceOptions({ language, profile: profile as VoiceProfileId, mode: 'narrative' }),
      );
      const [chef, cook, celebrity] = options.map((each) => ({
        voice: each[each.indexOf('-v') + 1],
        range: option(each, '-P'),
      }));
      expect(chef?.voice).toBe(`${ESPEAK_VOICES[language]}+m3`);
      expect(cook?.voice).toBe(`${ESPEAK_VOICES[language]}+f2`);
      expect(celebrity?.voice).toBe(`${ESPEAK_VOICES[language]}+m7`);
      // The livelier the delivery, the wider its pitch range.
      expect(chef?.range).toBeLessThan(cook?.range ?? 0);
      expect(cook?.range).toBeLessThan(celebrity?.range ?? 0);
    }
  });
});
