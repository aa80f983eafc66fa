// Japanese text as the kana espeak-ng's `ja` voice is given, with the real kuromoji dictionary
// (read once for this file, ≈0.7 s).
import { describe, expect, it } from 'vitest';
import {
  type JapaneseTokenizer,
  createJapaneseReader,
  kanaReading,
  loadJapaneseTokenizer,
} from './japanese-reading';

const tokenizer = loadJapaneseTokenizer();
const read = async (text: string) => kanaReading(await tokenizer, text);

describe('kanaReading', () => {
  it('reads kitchen sentences as they are said, phrase by phrase', async () => {
    expect(await read('玉ねぎをみじん切りにし、中火で5分炒めます。')).toBe(
      'タマネギヲ ミジンギリニ シ、 チュービデ ゴフン イタメマス。',
    );
    expect(await read('沸騰したら火を止めて、蓋をして蒸らします。')).toBe(
      'フットー シタラ ヒヲ トメテ、 フタヲ シテ ムラシマス。',
    );
    expect(await read('塩・胡椒で下味をつける')).toBe('シオ コショーデ シタアジヲ ツケル');
  });

  it('says particles and long vowels as spoken: は as wa, へ as e, 今日 as kyō', async () => {
    expect(await read('今日は寒い')).toBe('キョーワ サムイ');
    expect(await read('ボウルへ卵を割り入れる')).toBe('ボールエ タマゴヲ ワリ イレル');
  });

  it('reads the kitchen words the dictionary lacks or misreads', async () => {
    // 予熱 is missing from IPADIC: 予 alone would have been dropped.
    expect(await read('オーブンを180度に予熱してください。')).toBe(
      'オーブンヲ ヒャクハチジュウドニ ヨネツ シテクダサイ。',
    );
    // Not けいにく.
    expect(await read('鶏肉を一口大に切ります。')).toBe('トリ ニクヲ ヒトクチダイニ キリマス。');
    expect(await read('二人分のサラダ油')).toBe('フタリブンノ サラダアブラ');
  });

  it('says quantities in Japanese: units, decimals and fractions', async () => {
    expect(await read('200mlの水と3.5gの塩、1/2カップの砂糖。')).toBe(
      'ニヒャクミリリットルノ ミズト サンテンゴグラムノ シオ、 ニ ブンノ イチ カップノ サトー。',
    );
    // Full-width digits are digits.
    expect(await read('１０分')).toBe('ジュップン');
  });

  it("gives りょ as phonemes, since espeak-ng's own rule says rya-o", async () => {
    expect(await read('これは今日の料理です。')).toBe('コレワ キョーノ [[r`_jo:]] リデス。');
  });

  it('leaves out a kanji nothing can read, rather than have it spelled in English', async () => {
    expect(await read('𩸽を焼きます。')).toBe('ヲ ヤキマス。');
    expect(await read('IHで温めます')).toBe('IHデ アタタメマス');
  });
});

describe('createJapaneseReader', () => {
  it('reads the dictionary once, on the first text', async () => {
    let loads = 0;
    const reader = createJapaneseReader({
      loadTokenizer: () => {
        loads += 1;
        return tokenizer;
      },
    });
    expect(loads).toBe(0);
    await Promise.all([reader.read('塩'), reader.read('砂糖')]);
    expect(await reader.read('酢')).toBe('ス');
    expect(loads).toBe(1);
  });

  it('tries again on the next text after the dictionary could not be read', async () => {
    let loads = 0;
    const reader = createJapaneseReader({
      loadTokenizer: (): Promise<JapaneseTokenizer> => {
        loads += 1;
        return loads === 1 ? Promise.reject(new Error('base.dat.gz: no such file')) : tokenizer;
      },
    });
    await expect(reader.read('塩')).rejects.toThrow('base.dat.gz');
    expect(await reader.read('塩')).toBe('シオ');
  });
});
