// Japanese, Chinese and Korean through the real espeak-ng and the real readers, checked on the
// phonemes espeak-ng says (IPA): every word read in its language, none spelled out through the
// English voice ("Chinese letter"), and a sentence spoken in reasonable time.
import { decodeWav } from '@mise/assistant/soundscape/wav';
import type { Language } from '@mise/domain/options';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { espeakPhonemes } from './espeak-run';
import { createEspeakSynth, loadEspeakEngine } from './espeak-synth';
import { createReadAloud } from './read-aloud';
import { espeakVoiceOptions } from './voice-style';

const engine = loadEspeakEngine();
const readAloud = createReadAloud();

const voice = (language: Language) =>
  espeakVoiceOptions({ language, profile: 'friendly-home-cook', mode: 'narrative' });

/** IPA without stress marks, so that a reading is matched whatever syllable is stressed. */
async function phonemes(language: Language, text: string): Promise<string> {
  const said = await espeakPhonemes(await engine, voice(language), text);
  return said.replace(/[ˈˌ]/gu, '');
}
const heard = async (language: Language, text: string) =>
  phonemes(language, await readAloud(text, language));

/** espeak-ng names a character its voice cannot read in English: "(en)tʃaɪniːz(ja)letə". */
const SPELLED_IN_ENGLISH = /\(en\)/u;

const KITCHEN_SENTENCES: Record<'ja' | 'zh' | 'ko', string[]> = {
  ja: [
    'オーブンを180度に予熱してください。',
    '玉ねぎをみじん切りにし、中火で5分炒めます。',
    '小さじ1杯の醤油と大さじ2杯のみりんを加えます。',
    '鍋にお湯を沸かし、パスタを茹でます。',
    '粗熱が取れたら冷蔵庫で冷やします。',
    'こんにちは。キッチンアシスタントです。すてきな料理を作りましょう。',
  ],
  zh: [
    '请预热烤箱。',
    '把洋葱切碎，用中火炒五分钟。',
    '请把鸡蛋打散，加入少许盐和酱油，再放一勺糖。',
    '烤箱预热到180°C，烤25分钟，加200ml水。',
    '你好！我是你的厨房助手。我们一起做点好吃的吧。',
  ],
  ko: [
    '오븐을 예열하세요.',
    '팬에 기름을 두르고 중불에서 3분간 볶아 주세요.',
    '中火로 5분 볶으세요.',
    '물 200ml에 설탕 1/2컵을 넣으세요.',
    '안녕하세요! 주방 도우미예요. 멋진 요리를 만들어 봐요.',
  ],
};

describe('Japanese, Chinese and Korean speech', () => {
  it('reads kanji, hanzi and hanja words, not the English words for a letter', async () => {
    // What the issue heard: kanji given as they are were spelled through the English voice.
    expect(await phonemes('ja', '予熱')).toMatch(SPELLED_IN_ENGLISH);
    expect(await phonemes('ko', '中火')).toMatch(SPELLED_IN_ENGLISH);
    for (const [language, sentences] of Object.entries(KITCHEN_SENTENCES)) {
      for (const sentence of sentences) {
        const said = await heard(language as Language, sentence);
        expect(said, `${language}: ${sentence}`).not.toMatch(SPELLED_IN_ENGLISH);
      }
    }
  });

  it('says Japanese kitchen words right', async () => {
    const said = await heard('ja', 'オーブンを予熱して、料理を作ります。');
    expect(said).toContain('jo̞ne̞tsɯᵝ'); // yonetsu
    expect(said).toContain('ɽʲo̞o̞ ɽi'); // ryōri, not "ryaōri"
    expect(await heard('ja', 'これは100gです')).toMatch(/wä çäkɯᵝɡɯᵝɽämɯᵝ/u); // wa hyaku guramu
    expect(await heard('ja', 'タイマーを3分に')).toContain('säũpɯᵝn'); // sanpun, not san fun
  });

  it('says Chinese words in Mandarin, word by word', async () => {
    // qǐng yù rè kǎo xiāng
    expect(await heard('zh', '请预热烤箱。')).toBe('tɕhi2ŋ jy5 ʐo-5 khɑu2 ɕiɑ5ŋ');
    // 和面 is huó miàn: read as a word, not character by character (hé).
    expect(await heard('zh', '和面')).toMatch(/^χuo/u);
    expect(await heard('zh', '加200ml水')).toContain('χɑuɜ s.ə5ŋ'); // háo shēng
  });

  it('says Korean with hanja in hangul', async () => {
    expect(await heard('ko', '오늘의 料理')).toContain('joɾi'); // 요리
    expect(await heard('ko', '양파를 잘게 썰어 주세요.')).toBe('jɐŋphɐɾɯɫ tɕɐɫqe s-ʌɾʌ tɕusejo');
  });

  it('speaks a Japanese sentence in seconds, the dictionary read on the first one', async () => {
    const synth = createEspeakSynth({
      logger: pino({ level: 'silent' }),
      loadEngine: () => engine,
    });
    const request = (text: string) => ({
      text,
      language: 'ja' as const,
      profile: 'friendly-home-cook' as const,
      mode: 'narrative' as const,
    });
    let startedAt = performance.now();
    const first = decodeWav(await synth.synthesize(request('玉ねぎを中火で5分炒めます。')));
    const firstMs = performance.now() - startedAt;
    startedAt = performance.now();
    const next = decodeWav(await synth.synthesize(request('オーブンを180度に予熱してください。')));
    const nextMs = performance.now() - startedAt;
    // Spelled as "Chinese letter", the second sentence lasted 17 s.
    expect(first.samples.length / first.sampleRate).toBeLessThan(4);
    expect(next.samples.length / next.sampleRate).toBeLessThan(4);
    // Generous for a shared two-core machine: ≈0.9 s and ≈0.2 s measured alone.
    expect(firstMs).toBeLessThan(8000);
    expect(nextMs).toBeLessThan(2000);
  });
});
