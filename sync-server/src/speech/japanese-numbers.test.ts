import { describe, expect, it } from 'vitest';
import { japaneseNumber, readJapaneseNumbers } from './japanese-numbers';

describe('japaneseNumber', () => {
  it('says hundreds, thousands and ten-thousands with their sound changes', () => {
    const said = Object.fromEntries(
      [
        '0',
        '7',
        '10',
        '15',
        '100',
        '180',
        '300',
        '600',
        '800',
        '1000',
        '3000',
        '8000',
        '10000',
      ].map((digits) => [digits, japaneseNumber(digits)]),
    );
    expect(said).toEqual({
      0: 'ゼロ',
      7: 'ナナ',
      10: 'ジュウ',
      15: 'ジュウゴ',
      100: 'ヒャク',
      180: 'ヒャクハチジュウ',
      300: 'サンビャク',
      600: 'ロッピャク',
      800: 'ハッピャク',
      1000: 'セン',
      3000: 'サンゼン',
      8000: 'ハッセン',
      10000: 'イチマン',
    });
    expect(japaneseNumber('12345')).toBe('イチマンニセンサンビャクヨンジュウゴ');
    expect(japaneseNumber('200000000')).toBe('ニオク');
  });

  it('reads a number with a leading zero, or a huge one, digit by digit', () => {
    expect(japaneseNumber('090')).toBe('ゼロキュウゼロ');
    expect(japaneseNumber('1234567890123')).toBe(
      'イチニサンヨンゴロクナナハチキュウゼロイチニサン',
    );
  });
});

describe('readJapaneseNumbers', () => {
  it('says minutes as a timer is read: ippun, sanpun, juppun', () => {
    expect(readJapaneseNumbers('1分、2分、3分、6分、8分、10分、15分、20分')).toBe(
      'イップン、ニフン、サンプン、ロップン、ハップン、ジュップン、ジュウゴフン、ニジュップン',
    );
  });

  it('reads the digits after a decimal point one by one', () => {
    expect(readJapaneseNumbers('0.25')).toBe('ゼロテンニゴ');
  });
});
