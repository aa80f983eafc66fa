// A Vite plugin: index.html tells the browser to fetch the home page's chunks (and everything
// they import) while the entry chunk is still running, instead of after it has asked for them.
// Home is where the installed app opens, and its code is part of the first load already (the
// size budget counts it), so this moves no extra bytes: it only overlaps the fetch and compile
// of the home route with the evaluation of the entry.
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

function staticClosure(chunks: Map<string, ChunkLike>, start: ChunkLike): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: ChunkLike) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return seen;
}

/** `startModule`: the route module the app opens on, relative to the project root. */
export function preloadStartPage(startModule: string): Plugin {
  let base = '/';
  return {
    name: 'mise:preload-start-page',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map<string, ChunkLike>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        }
        const all = [...chunks.values()];
        const entry = all.find((chunk) => chunk.isEntry);
        const start = all.find((chunk) => chunk.facadeModuleId?.endsWith(startModule));
        if (!entry || !start) {
          throw new Error(`preload-start-page: no chunk for the entry or for ${startModule}`);
        }
        // The entry and what it imports statically are already loading (Vite links those).
        const loading = staticClosure(chunks, entry);
        return [...staticClosure(chunks, start)]
          .filter((fileName) => !loading.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
