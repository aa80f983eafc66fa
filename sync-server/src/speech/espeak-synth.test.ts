// The real espeak-ng in WebAssembly: compiled once for this file, then about 0.1–0.25 s a text.
import { decodeWav } from '@mise/assistant/soundscape/wav';
import { LANGUAGES, type Language } from '@mise/domain/options';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import {
  SpeechBusy,
  SpeechUnavailable,
  TextTooLong,
  characterCount,
  createEspeakSynth,
  loadEspeakEngine,
} from './espeak-synth';
import type { SpeechRequest } from './voice-style';

const logger = pino({ level: 'silent' });
const engine = loadEspeakEngine();
/** Counts the program's runs, to tell a spoken text from one served from memory. */
let runs = 0;
const countingEngine = async () => {
  const loaded = await engine;
  return {
    module: loaded.module,
    run: (options: Parameters<typeof loaded.run>[0]) => {
      runs += 1;
      return loaded.run(options);
    },
  };
};
const synth = createEspeakSynth({ logger, loadEngine: countingEngine });

const STEP = 'Add the onions and stir gently for five minutes, until they turn golden.';
const request = (changes: Partial<SpeechRequest> = {}): SpeechRequest => ({
  text: STEP,
  language: 'en',
  profile: 'friendly-home-cook',
  mode: 'narrative',
  ...changes,
});

async function spoken(changes: Partial<SpeechRequest> = {}) {
  const wav = decodeWav(await synth.synthesize(request(changes)));
  let squares = 0;
  for (const sample of wav.samples) squares += sample * sample;
  return {
    ...wav,
    seconds: wav.samples.length / wav.sampleRate,
    rms: Math.sqrt(squares / wav.samples.length),
  };
}

const SAMPLE_TEXT: Record<Language, string> = {
  en: 'Preheat the oven.',
  es: 'Precalienta el horno.',
  fr: 'Préchauffez le four.',
  it: 'Preriscalda il forno.',
  de: 'Heize den Ofen vor.',
  ja: 'オーブンを予熱してください。',
  zh: '请预热烤箱。',
  ko: '오븐을 예열하세요.',
};

describe('createEspeakSynth', () => {
  it('speaks a sentence as a 22,050 Hz mono WAV a few seconds long, and not silent', async () => {
    const audio = await spoken();
    expect(audio).toMatchObject({ sampleRate: 22_050, channels: 1, bitsPerSample: 16 });
    expect(audio.seconds).toBeGreaterThan(2);
    expect(audio.seconds).toBeLessThan(10);
    expect(audio.rms).toBeGreaterThan(0.02);
  });

  it('takes longer to say a longer text', async () => {
    const one = await spoken({ text: 'Stir.' });
    const three = await spoken({ text: `${STEP} ${STEP} ${STEP}` });
    expect(three.seconds).toBeGreaterThan(one.seconds * 3);
  });

  it('gives each profile its own voice, the energetic one faster than the measured one', async () => {
    const [chef, cook, celebrity] = await Promise.all([
      spoken({ profile: 'michelin-chef' }),
      spoken({ profile: 'friendly-home-cook' }),
      spoken({ profile: 'celebrity-chef' }),
    ]);
    expect(chef.samples).not.toEqual(cook.samples);
    expect(cook.samples).not.toEqual(celebrity.samples);
    expect(celebrity.seconds).toBeLessThan(chef.seconds * 0.9);
    // An emotion given with the request changes the delivery of the same voice.
    const excitedChef = await spoken({ profile: 'michelin-chef', emotion: 'energetic' });
    expect(excitedChef.seconds).toBeLessThan(chef.seconds * 0.9);
  });

  it('speaks faster in concise mode', async () => {
    const narrative = await spoken({ mode: 'narrative' });
    const concise = await spoken({ mode: 'concise' });
    expect(concise.seconds).toBeLessThan(narrative.seconds * 0.95);
  });

  it('speaks every language of the settings', async () => {
    for (const language of LANGUAGES) {
      const audio = await spoken({ language, text: SAMPLE_TEXT[language] });
      expect(audio.seconds, language).toBeGreaterThan(0.5);
      // Not spelled out letter by letter (Japanese once lasted 17 s, "Chinese letter" a kanji).
      expect(audio.seconds, language).toBeLessThan(5);
      expect(audio.rms, language).toBeGreaterThan(0.02);
    }
  });

  it("says an English line in English when the cook's language is Japanese, Chinese or Korean", async () => {
    const english = await synth.synthesize(request({ text: 'Great job!', language: 'en' }));
    for (const language of ['ja', 'zh', 'ko'] as const) {
      const said = await synth.synthesize(request({ text: 'Great job!', language }));
      expect(Buffer.from(said).equals(Buffer.from(english)), language).toBe(true);
    }
  });

  it('answers SpeechUnavailable when the text cannot be made readable, and tries again', async () => {
    let reads = 0;
    const reading = createEspeakSynth({
      logger,
      loadEngine: () => engine,
      readAloud: (text) => {
        reads += 1;
        return reads === 1
          ? Promise.reject(new Error('base.dat.gz: no such file'))
          : Promise.resolve(text);
      },
    });
    const japanese = request({ text: '塩', language: 'ja' });
    await expect(reading.synthesize(japanese)).rejects.toBeInstanceOf(SpeechUnavailable);
    expect((await reading.synthesize(japanese)).byteLength).toBeGreaterThan(1000);
  });

  it('speaks a text that looks like options as words', async () => {
    const audio = await spoken({ text: '-v fr --help' });
    expect(audio.seconds).toBeGreaterThan(0.5);
  });

  it('says a repeated line from memory, with the same bytes', async () => {
    const text = 'Now let it rest for ten minutes.';
    const first = await synth.synthesize(request({ text }));
    const before = runs;
    const again = await synth.synthesize(request({ text: `  ${text} ` }));
    expect(runs).toBe(before);
    expect(again).toBe(first);
    // And the same bytes from a synthesiser that never heard it: caches downstream can trust them.
    const fresh = createEspeakSynth({ logger, loadEngine: () => engine });
    const other = await fresh.synthesize(request({ text }));
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(true);
  });

  it('refuses a text over 1,000 characters before speaking', async () => {
    await expect(synth.synthesize(request({ text: 'a'.repeat(1001) }))).rejects.toBeInstanceOf(
      TextTooLong,
    );
    // Counted as a person counts: an emoji is one character, not two UTF-16 units.
    expect(characterCount('🍅 x2')).toBe(4);
  });

  it('refuses texts beyond its queue at once', async () => {
    const small = createEspeakSynth({ logger, maxPending: 1, loadEngine: () => engine });
    const first = small.synthesize(request({ text: 'One.' }));
    await expect(small.synthesize(request({ text: 'Two.' }))).rejects.toBeInstanceOf(SpeechBusy);
    await first;
  });

  it('answers SpeechUnavailable when the engine cannot load, and tries again next time', async () => {
    let attempts = 0;
    const broken = createEspeakSynth({
      logger,
      loadEngine: () => {
        attempts += 1;
        return Promise.reject(new Error('espeak-ng.wasm: no such file'));
      },
    });
    await expect(broken.synthesize(request())).rejects.toBeInstanceOf(SpeechUnavailable);
    await expect(broken.synthesize(request())).rejects.toBeInstanceOf(SpeechUnavailable);
    expect(attempts).toBe(2);
  });
});
