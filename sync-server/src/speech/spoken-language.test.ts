import { describe, expect, it } from 'vitest';
import { spokenLanguage } from './spoken-language';

describe('spokenLanguage', () => {
  it('keeps the chosen language for a text in its script', () => {
    expect(spokenLanguage('玉ねぎを炒めます', 'ja')).toBe('ja');
    expect(spokenLanguage('炒洋葱', 'zh')).toBe('zh');
    expect(spokenLanguage('양파를 볶아요', 'ko')).toBe('ko');
    expect(spokenLanguage('Remuez doucement.', 'fr')).toBe('fr');
  });

  it("says the assistant's English lines in English when the cook chose Japanese, Chinese or Korean", () => {
    for (const language of ['ja', 'zh', 'ko'] as const) {
      expect(spokenLanguage('Great job! On to step 3.', language)).toBe('en');
    }
  });

  it('takes the language from the script when the call names none', () => {
    expect(spokenLanguage('오븐을 예열하세요.', undefined)).toBe('ko');
    expect(spokenLanguage('オーブンを予熱してください。', undefined)).toBe('ja');
    expect(spokenLanguage('请预热烤箱。', undefined)).toBe('zh');
    expect(spokenLanguage('Preheat the oven.', undefined)).toBe('en');
  });
});
