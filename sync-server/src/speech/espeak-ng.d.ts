/**
 * Types for the `espeak-ng` package (an Emscripten build of the espeak-ng command line, no
 * types of its own): only the parts espeak-synth.ts uses. Calling the default export runs the
 * program once with `arguments`, as `main()`, and resolves with the module whose in-memory
 * file system holds what it wrote.
 */
declare module 'espeak-ng' {
  export interface ESpeakNgFileSystem {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array<ArrayBuffer>;
    analyzePath(path: string): { exists: boolean };
  }

  export interface ESpeakNgModule {
    FS: ESpeakNgFileSystem;
  }

  export interface ESpeakNgOptions {
    /** The command line after the program's name. */
    arguments: string[];
    /** Run before main(), e.g. to write its input file. */
    preRun?: ((module: ESpeakNgModule) => void)[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Called on exit; it must throw `toThrow` (Emscripten's default sets process.exitCode). */
    quit?: (status: number, toThrow: unknown) => never;
    /**
     * Instantiates the WebAssembly ourselves (from a module compiled once) and hands the
     * instance to `receive`; returns `{}`. (WebAssembly objects: the server's types lack them.)
     */
    instantiateWasm?: (
      imports: object,
      receive: (instance: object, module: object) => void,
    ) => Record<string, never>;
  }

  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
