/**
 * One run of the espeak-ng program (the `espeak-ng` package is its command line in WebAssembly)
 * in a fresh instance of the module compiled once: a second run of the same instance is not
 * possible. The text goes in through a file, so nothing in it is read as an option.
 */
import type { ESpeakNgModule, ESpeakNgOptions } from 'espeak-ng';

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
export const { WebAssembly: wasm } = globalThis as typeof globalThis & {
  WebAssembly: WebAssemblyApi;
};

const INPUT_FILE = '/input.txt';
const OUTPUT_FILE = '/speech.wav';

/**
 * Runs espeak-ng with `options` (voice, speed …) over `text` read as UTF-8 from a file, plus
 * `extra` arguments; answers the finished instance and what the program printed.
 */
async function runOnce(
  engine: EspeakEngine,
  options: readonly string[],
  extra: readonly string[],
  text: string,
): Promise<{ instance: ESpeakNgModule; printed: string[] }> {
  const printed: string[] = [];
  const messages: string[] = [];
  let exitStatus = 0;
  let instantiationFailed: (error: unknown) => void = () => undefined;
  // Emscripten never settles its own promise when a custom instantiation fails: this one does.
  const failed = new Promise<never>((_, reject) => {
    instantiationFailed = reject;
  });
  const program = engine.run({
    arguments: [...options, '-b', '1', ...extra, '-f', INPUT_FILE],
    preRun: [(instance) => instance.FS.writeFile(INPUT_FILE, text)],
    print: (line) => printed.push(line),
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
  if (exitStatus !== 0) {
    throw new Error(`espeak-ng failed (exit status ${exitStatus}): ${messages.join(' ')}`);
  }
  return { instance, printed };
}

/** The text spoken as a 16-bit mono WAV file (22,050 Hz). */
export async function espeakWav(
  engine: EspeakEngine,
  options: readonly string[],
  text: string,
): Promise<Uint8Array<ArrayBuffer>> {
  // -D: deterministic, the same text always gives the same bytes.
  const { instance } = await runOnce(engine, options, ['-D', '-w', OUTPUT_FILE], text);
  if (!instance.FS.analyzePath(OUTPUT_FILE).exists) {
    throw new Error('espeak-ng wrote no audio.');
  }
  return instance.FS.readFile(OUTPUT_FILE);
}

/**
 * The phonemes espeak-ng would speak for the text, in IPA, without sound (-q): what tells a
 * word read in its language from one spelled out letter by letter in another.
 */
export async function espeakPhonemes(
  engine: EspeakEngine,
  options: readonly string[],
  text: string,
): Promise<string> {
  const { printed } = await runOnce(engine, options, ['-q', '--ipa'], text);
  return printed.join('\n').trim();
}
