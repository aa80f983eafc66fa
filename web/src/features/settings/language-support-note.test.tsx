import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COMMAND_LANGUAGES } from '@mise/assistant/commands/intent-types';
import { LANGUAGES } from '@mise/domain/options';
import { LanguageSupportNote } from './language-support-note';

const note = (language: (typeof LANGUAGES)[number]) =>
  renderToStaticMarkup(<LanguageSupportNote id="note" language={language} />);

describe('LanguageSupportNote', () => {
  it('says plainly what works in Japanese, in English and in Japanese', () => {
    const markup = note('ja');
    expect(markup).toContain('id="note"');
    expect(markup).toContain('Recipes and other Japanese text are read aloud in Japanese.');
    expect(markup).toContain('Voice commands and the assistant&#x27;s replies are in English');
    expect(markup).toContain('<p lang="ja">レシピなど日本語の文章は日本語で読み上げます。');
    // Announced when the language is chosen.
    expect(markup).toMatch(/^<div aria-live="polite">/);
  });

  it('has a note for every language whose voice commands are not understood, and only those', () => {
    for (const language of LANGUAGES) {
      const understood = (COMMAND_LANGUAGES as readonly string[]).includes(language);
      const markup = note(language);
      if (understood) {
        expect(markup, language).toBe('<div aria-live="polite"></div>');
      } else {
        expect(markup, language).toContain('in English for now');
        expect(markup, language).toContain(`lang="${language}"`);
      }
    }
  });
});
