import { describe, expect, it } from 'vitest';
import { recognitionLanguage } from './recognition-language';

describe('the recogniser language', () => {
  it('listens in each command language with its region', () => {
    expect(recognitionLanguage('es')).toBe('es-ES');
    expect(recognitionLanguage('de')).toBe('de-DE');
  });

  it('listens for English where Settings says commands are in English', () => {
    expect(recognitionLanguage('ja')).toBe('en-US');
    expect(recognitionLanguage('zh')).toBe('en-US');
    expect(recognitionLanguage('ko')).toBe('en-US');
  });
});
