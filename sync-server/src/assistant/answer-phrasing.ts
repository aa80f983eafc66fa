/**
 * The assistant's words over HTTP (/api/cooking/guidance, /api/chef-leo/speak): the built-in
 * answer of @mise/assistant, reworded by the configured language model when it manages within
 * the rules and the timeout. Any failure (error, timeout, a refused phrasing) and the built-in
 * answer is said, so the endpoints answer exactly as they do without a model.
 */
import { voiceSettingsSchema } from '@mise/domain/entities/voice-settings';
import { DEFAULT_LANGUAGE, type Language } from '@mise/domain/options';
import type { AnswerPhraser } from './openai-answer-phraser';
import { languageAsked } from './phrasing-language';
import type { PhrasingRequest } from './phrasing-prompt';

export interface PhrasedAnswer {
  readonly text: string;
  /** For Content-Language: the model's may differ from the built-in answer's. */
  readonly language: Language;
  readonly source: 'model' | 'built-in';
}

export interface AnswerPhrasing {
  phrase(request: PhrasingRequest): Promise<PhrasedAnswer>;
}

export interface AnswerPhrasingDeps {
  /** The configured language model; absent, the built-in answer is said as it is. */
  phraser?: AnswerPhraser | undefined;
  /** Told why the model's phrasing was not used (a log line, in the app). */
  onFallback?: (error: unknown) => void;
}

export function createAnswerPhrasing({
  phraser,
  onFallback,
}: AnswerPhrasingDeps = {}): AnswerPhrasing {
  return {
    async phrase(request) {
      const builtIn: PhrasedAnswer = {
        text: request.answer,
        language: request.answerLanguage ?? DEFAULT_LANGUAGE,
        source: 'built-in',
      };
      if (phraser === undefined) return builtIn;
      try {
        const text = await phraser(request);
        return { text, language: request.language, source: 'model' };
      } catch (error) {
        onFallback?.(error);
        return builtIn;
      }
    },
  };
}

/**
 * How the answer should sound. The §7 bodies carry no voice settings (they are the device's,
 * §3), so the language comes from the request's Accept-Language and the voice is the default.
 */
export function requestedVoice(acceptLanguage: string | undefined) {
  const { profile, mode } = voiceSettingsSchema.parse({});
  return { language: languageAsked(acceptLanguage), profile, mode };
}
