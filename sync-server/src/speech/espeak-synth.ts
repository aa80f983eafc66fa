/**
 * Speech from text on the server, for /api/speak, /api/chef-leo/voice and /api/voice/speak:
 * espeak-ng compiled to WebAssembly (the `espeak-ng` package, every voice built in, nothing
 * fetched). The package is the espeak-ng command line: one run speaks one text into a WAV file
 * in the instance's own memory file system and exits, and a second run of the same instance is
 * not possible. So the 18 MB WebAssembly is read and compiled once, on the first request, and
 * every text gets a fresh instance of the compiled module: 0.1–0.25 s a sentence on two cores,
 * most of it unpacking the voice data into the new instance. Runs go one at a time (each holds
 * a 32 MB memory, and the work is synchronous anyway); recent results are kept in memory.
 * A text is spoken in the language its script allows (spoken-language.ts) and first made
 * readable for that language's voice (read-aloud.ts: Japanese as kana …).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Language } from '@mise/domain/options';
import type { Logger } from '../logger';
import { LRUCache } from 'lru-cache';
import { type EspeakEngine, espeakWav, wasm } from './espeak-run';
import { type ReadAloud, createReadAloud } from './read-aloud';
import { spokenLanguage } from './spoken-language';
import { type SpeechRequest, espeakVoiceOptions } from './voice-style';

export type { EspeakEngine } from './espeak-run';

/** About a minute of speech; longer texts should be sent in parts. */
export const SPEECH_TEXT_MAX_CHARS = 1000;
/** About 80 sentences' audio. */
const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;
/** Texts spoken or waiting at once; more would only wait past any listener's patience. */
const DEFAULT_MAX_PENDING = 16;

export interface SpeechSynth {
  /** A 16-bit mono WAV file (22,050 Hz) of the text spoken in the request's voice. */
  synthesize(request: SpeechRequest): Promise<Uint8Array<ArrayBuffer>>;
}

/** The speech engine could not be loaded; speaking is not possible until it can. */
export class SpeechUnavailable extends Error {
  override readonly name = 'SpeechUnavailable';
}

/** As many texts as the synthesiser takes are already being spoken or waiting. */
export class SpeechBusy extends Error {
  override readonly name = 'SpeechBusy';
}

/** The text is longer than SPEECH_TEXT_MAX_CHARS characters. */
export class TextTooLong extends Error {
  override readonly name = 'TextTooLong';
}

export async function loadEspeakEngine(): Promise<EspeakEngine> {
  // The package's entry is dist/espeak-ng.js; its WebAssembly sits beside it.
  const entry = createRequire(import.meta.url).resolve('espeak-ng');
  const [{ default: run }, bytes] = await Promise.all([
    import('espeak-ng'),
    readFile(path.join(path.dirname(entry), 'espeak-ng.wasm')),
  ]);
  return { run, module: await wasm.compile(bytes) };
}

/** Characters as a person counts them (a CJK character or an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}

export function createEspeakSynth({
  logger,
  cacheBytes = DEFAULT_CACHE_BYTES,
  maxPending = DEFAULT_MAX_PENDING,
  loadEngine = loadEspeakEngine,
  readAloud = createReadAloud(),
}: {
  logger: Logger;
  cacheBytes?: number;
  maxPending?: number;
  loadEngine?: () => Promise<EspeakEngine>;
  /** What espeak-ng is given to say a text (Japanese as kana …). */
  readAloud?: ReadAloud;
}): SpeechSynth {
  // Repeated lines ("Next step", a recipe read twice) are spoken from memory, within a budget.
  const cache = new LRUCache<string, Uint8Array<ArrayBuffer>>({
    maxSize: cacheBytes,
    sizeCalculation: (wav) => Math.max(1, wav.byteLength),
  });
  let engine: Promise<EspeakEngine> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;

  const started = () => {
    engine ??= (async () => {
      const startedAt = performance.now();
      try {
        const loaded = await loadEngine();
        logger.info({ ms: Math.round(performance.now() - startedAt) }, 'speech: espeak-ng loaded');
        return loaded;
      } catch (error) {
        // Forgotten, so the next request tries again (a file restored, memory freed).
        engine = undefined;
        logger.error({ err: error }, 'speech: espeak-ng could not be loaded');
        throw new SpeechUnavailable('The speech engine could not be started.', { cause: error });
      }
    })();
    return engine;
  };

  const reading = async (text: string, language: Language) => {
    try {
      return await readAloud(text, language);
    } catch (error) {
      // The Japanese dictionary could not be read: speaking the text as it is would spell out
      // every kanji in English, so the client shows it instead.
      logger.error({ err: error, language }, 'speech: the text could not be read');
      throw new SpeechUnavailable(`Speech in "${language}" is not available.`, { cause: error });
    }
  };

  const speakNow = async (key: string, options: string[], text: string, language: Language) => {
    const remembered = cache.get(key);
    if (remembered) return remembered;
    const loaded = await started();
    const startedAt = performance.now();
    const said = await reading(text, language);
    const wav = await espeakWav(loaded, options, said);
    logger.debug(
      { ms: Math.round(performance.now() - startedAt), chars: text.length, bytes: wav.byteLength },
      'speech: spoken',
    );
    cache.set(key, wav);
    return wav;
  };

  return {
    synthesize(request) {
      const text = request.text.trim();
      if (characterCount(text) > SPEECH_TEXT_MAX_CHARS) {
        return Promise.reject(new TextTooLong(`Longer than ${SPEECH_TEXT_MAX_CHARS} characters.`));
      }
      const language = spokenLanguage(text, request.language);
      const options = espeakVoiceOptions({ ...request, language });
      const key = JSON.stringify([options, text]);
      const remembered = cache.get(key);
      if (remembered) return Promise.resolve(remembered);
      if (pending >= maxPending) return Promise.reject(new SpeechBusy('Too many texts at once.'));
      pending += 1;
      const result = queue
        .then(() => speakNow(key, options, text, language))
        .finally(() => {
          pending -= 1;
        });
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
