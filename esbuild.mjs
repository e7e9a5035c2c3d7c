// Bundles the extension client, the language server and the CLI. `vscode` is provided by the editor.
import * as esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The version and commit each bundle says it is (`--version`, the server's info): a build outside a git checkout is
// `unknown`, one with uncommitted changes `+changes`.
const version = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version;
function commit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

const watch = process.argv.includes('--watch');
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  external: ['vscode'],
  define: { __KLL_BUILD__: JSON.stringify({ version, commit: commit() }) },
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
