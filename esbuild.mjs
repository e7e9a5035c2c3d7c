// Bundles the extension client, the language server and the CLI. `vscode` is provided by the editor.
import * as esbuild from 'esbuild';

const watch = process.argv.includes('--watch');
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  external: ['vscode'],
};
const builds = [
  { ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/extension.js' },
  { ...common, entryPoints: ['server/src/server.ts'], outfile: 'dist/server.js' },
  { ...common, entryPoints: ['server/src/cli.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' } },
];
if (watch) {
  for (const b of builds) await (await esbuild.context(b)).watch();
} else {
  await Promise.all(builds.map((b) => esbuild.build(b)));
}
