// Bundles the server into dist/main.js. Our workspace packages (@mise/*) are TypeScript
// sources and are bundled in; every other package stays external and loads from node_modules.
import { build } from 'esbuild';

const keepExternal = {
  name: 'external-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mise/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepExternal],
  logLevel: 'info',
});
