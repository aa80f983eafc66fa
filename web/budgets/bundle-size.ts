// JavaScript and CSS sizes from Vite's build manifest, gzip-compressed as a server sends them.
// First load of `/`: the entry, the home route's chunk and everything they import statically.
// Other routes: what navigating there from `/` adds (the route's own chunk and any chunk only
// it needs), which is never less than its own chunk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable, type Figure } from './report';
import { budgetRoutes, otherPageModules } from './routes';

export const SIZE_BUDGETS = { firstLoadKb: 150, routeKb: 60, cssKb: 30 } as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(dist: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new Error(`No build manifest in ${dist}/.vite: build the web app first (pnpm build).`);
  }
}

function chunkFor(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest; update budgets/routes.ts.`);
  return chunk;
}

/** The manifest keys of `roots` and every chunk they import statically. */
function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunkFor(manifest, key).imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

const kb = (bytes: number) => bytes / 1024;

export function measureBundles(dist: string): Figure[] {
  const manifest = readManifest(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry chunk.');
  const sizeOf = (file: string) => {
    const bytes = readFileSync(join(dist, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };

  const [home, ...others] = budgetRoutes;
  if (!home) throw new Error('No routes to measure.');
  const firstLoad = staticClosure(manifest, [entryKey, home.module]);
  const jsFiles = [...firstLoad].map((key) => chunkFor(manifest, key).file);
  const cssFiles = [...new Set([...firstLoad].flatMap((key) => chunkFor(manifest, key).css ?? []))];

  const rows = jsFiles.map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip);
  console.log('\nFirst load of / (JavaScript, per chunk)');
  printTable(
    ['chunk', '', 'raw', 'gzip'],
    rows.map((r) => [r.file, '', `${kb(r.raw).toFixed(1)} KB`, `${kb(r.gzip).toFixed(1)} KB`]),
  );

  const total = (files: readonly string[]) =>
    files.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  const figures: Figure[] = [
    {
      check: 'size',
      subject: 'JS, first load of /',
      value: kb(total(jsFiles)),
      unit: 'KB',
      limit: SIZE_BUDGETS.firstLoadKb,
      kind: 'max',
    },
    {
      check: 'size',
      subject: 'CSS, first load of /',
      value: kb(total(cssFiles)),
      unit: 'KB',
      limit: SIZE_BUDGETS.cssKb,
      kind: 'max',
    },
  ];
  // Chunks the first load imports dynamically (Dexie, the sync engine, popups) arrive after the
  // first paint; not part of the budget, but printed so nothing hides there unseen.
  const routeModules = new Set([...budgetRoutes.map((route) => route.module), ...otherPageModules]);
  const deferredRoots = [...firstLoad]
    .flatMap((key) => chunkFor(manifest, key).dynamicImports ?? [])
    .filter((key) => !routeModules.has(key) && !firstLoad.has(key));
  const deferred = [...staticClosure(manifest, deferredRoots)].filter((key) => !firstLoad.has(key));
  figures.push({
    check: 'size',
    subject: 'JS loaded after the first paint',
    value: kb(total(deferred.map((key) => chunkFor(manifest, key).file))),
    unit: 'KB',
    kind: 'max',
  });
  for (const route of others) {
    const added = [...staticClosure(manifest, [route.module])].filter((key) => !firstLoad.has(key));
    figures.push({
      check: 'size',
      subject: `JS added by ${route.path}`,
      value: kb(total(added.map((key) => chunkFor(manifest, key).file))),
      unit: 'KB',
      limit: SIZE_BUDGETS.routeKb,
      kind: 'max',
    });
  }
  return figures;
}
