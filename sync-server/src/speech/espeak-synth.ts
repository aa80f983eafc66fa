/**
 * Speech from text on the server, for /api/speak, /api/chef-leo/voice and /api/voice/speak:
 * espeak-ng compiled to WebAssembly (the `espeak-ng` package, every voice built in, nothing
 * fetched). The package is the espeak-ng command line: one run speaks one text into a WAV file
 * in the instance's own memory file system and exits, and a second run of the same instance is
 * not possible. So the 18 MB WebAssembly is read and compiled once, on the first request, and
 * every text gets a fresh instance of the compiled module: 0.1–0.25 s a sentence on two cores,
 * most of it unpacking the voice data into the new instance. Runs go one at a time (each holds
 * a 32 MB memory, and the work is synchronous anyway); recent results are kept in memory.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ESpeakNgModule, ESpeakNgOptions } from 'espeak-ng';
import type { Logger } from '../logger';
import { byteBudgetCache } from './byte-budget-cache';
import { type SpeechRequest, espeakVoiceOptions } from './voice-style';

/** About a minute of speech; longer texts should be sent in parts. */
export const SPEECH_TEXT_MAX_CHARS = 1000;
/** About 80 sentences' audio. */
const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;
/** Texts spoken or waiting at once; more would only wait past any listener's patience. */
const DEFAULT_MAX_PENDING = 16;

const INPUT_FILE = '/input.txt';
const OUTPUT_FILE = '/speech.wav';

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

/** What every run shares: the package's loader and its compiled WebAssembly module. */
export interface EspeakEngine {
  run(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
  module: object;
}

/**
 * Node's WebAssembly global, which neither the server's lib (ES2023, no DOM) nor @types/node 20
 * declares: just the two calls used here, modules and instances left opaque.
 */
interface WebAssemblyApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<object>;
}
const { WebAssembly: wasm } = globalThis as typeof globalThis & { WebAssembly: WebAssemblyApi };

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
}: {
  logger: Logger;
  cacheBytes?: number;
  maxPending?: number;
  loadEngine?: () => Promise<EspeakEngine>;
}): SpeechSynth {
  const cache = byteBudgetCache(cacheBytes);
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

  const speakNow = async (key: string, options: string[], text: string) => {
    const remembered = cache.get(key);
    if (remembered) return remembered;
    const loaded = await started();
    const startedAt = performance.now();
    const wav = await speakOnce(loaded, options, text);
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
      const options = espeakVoiceOptions(request);
      const key = JSON.stringify([options, text]);
      const remembered = cache.get(key);
      if (remembered) return Promise.resolve(remembered);
      if (pending >= maxPending) return Promise.reject(new SpeechBusy('Too many texts at once.'));
      pending += 1;
      const result = queue
        .then(() => speakNow(key, options, text))
        .finally(() => {
          pending -= 1;
        });
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

/** One run of the espeak-ng program in a fresh instance: the text in a file, the WAV out. */
async function speakOnce(
  engine: EspeakEngine,
  options: string[],
  text: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const messages: string[] = [];
  let exitStatus = 0;
  let instantiationFailed: (error: unknown) => void = () => undefined;
  // Emscripten never settles its own promise when a custom instantiation fails: this one does.
  const failed = new Promise<never>((_, reject) => {
    instantiationFailed = reject;
  });
  const program = engine.run({
    // UTF-8 input (-b 1), deterministic (-D: the same text always gives the same bytes), and the
    // text from a file so that nothing in it is read as an option.
    arguments: [...options, '-b', '1', '-D', '-w', OUTPUT_FILE, '-f', INPUT_FILE],
    preRun: [(instance) => instance.FS.writeFile(INPUT_FILE, text)],
    print: () => undefined,
    printErr: (line) => messages.push(line),
    quit: (status, toThrow) => {
      exitStatus = status;
      throw toThrow;
    },
    instantiateWasm: (imports, receive) => {
      wasm
        .instantiate(engine.module, imports)
        .then((instance) => receive(instance, engine.module))
        .catch(instantiationFailed);
      return {};
    },
  });
  const instance = await Promise.race([program, failed]);
  if (exitStatus !== 0 || !instance.FS.analyzePath(OUTPUT_FILE).exists) {
    throw new Error(`espeak-ng failed (exit status ${exitStatus}): ${messages.join(' ')}`);
  }
  return instance.FS.readFile(OUTPUT_FILE);
}
