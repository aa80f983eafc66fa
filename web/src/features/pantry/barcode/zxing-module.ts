// ZXing-C++ in WebAssembly (zxing-wasm's reader-only build, ~0.4 MB gzipped), prepared once for
// the page: by the camera reader in browsers without a BarcodeDetector, and by "Scan from a
// photo" in every browser. Its .wasm is a file of our build (the `?url` import makes Vite emit
// it, into /scanner/ with a content hash) and is handed to the loader, which would otherwise
// fetch it from a CDN: nothing comes from elsewhere. The service worker caches the file the
// first time it is fetched (vite.config.ts), so after one scan online, scanning works offline.
// This module is only ever loaded on demand, never with the page.
import { prepareZXingModule } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

let preparing: Promise<unknown> | undefined;

/** Fetches and compiles the module; a failure is forgotten so that trying again retries it. */
export function prepareZxingInPage(): Promise<unknown> {
  preparing ??= prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  }).catch((error: unknown) => {
    preparing = undefined;
    throw error;
  });
  return preparing;
}
