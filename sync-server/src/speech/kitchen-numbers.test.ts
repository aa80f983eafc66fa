import { describe, expect, it } from 'vitest';
import { chineseReading } from './chinese-reading';
import { readQuantities } from './kitchen-numbers';
import { hangulReading } from './korean-reading';

describe('readQuantities', () => {
  it('says units, decimals, fractions and percentages in Chinese words', () => {
    expect(chineseReading('加200ml水和3.5g糖，烤箱180℃，1/2杯，50%')).toBe(
      '加200毫升水和3点5克糖,烤箱180度,2分之1杯,百分之50',
    );
    expect(chineseReading('0.25')).toBe('0点2 5');
  });

  it('says them in Korean words', () => {
    expect(hangulReading('물 200ml, 설탕 1/2컵, 소금 3.5g, 180°C')).toBe(
      '물 200밀리리터, 설탕 2분의 1컵, 소금 3점5그램, 180도',
    );
  });

  it('in Japanese leaves decimals to the number reader, and keeps words that only look like units', () => {
    expect(readQuantities('3.5kgと5Lと20%', 'ja')).toBe('3.5キログラムと5リットルと20パーセント');
    expect(readQuantities('5 glasses', 'ja')).toBe('5 glasses');
  });
});

describe('hangulReading', () => {
  it('gives hanja their Korean sound, with the initial-sound rule at the start of each word', () => {
    expect(hangulReading('中火로 5분 볶으세요.')).toBe('중화로 5분 볶으세요.');
    expect(hangulReading('오늘의 料理')).toBe('오늘의 요리');
  });
});
