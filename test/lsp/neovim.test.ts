// Runs the headless Neovim LSP client (test/lsp/nvim-lsp-test.lua) when nvim is installed (.ci/run installs it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const hasNvim = spawnSync('nvim', ['--version'], { encoding: 'utf8' }).status === 0;
if (!hasNvim) console.log('# neovim test skipped: nvim is not installed (apt-get install neovim)');

test('headless Neovim shows the same diagnostics and hover', { skip: hasNvim ? false : 'nvim is not installed' }, () => {
  const r = spawnSync(
    'nvim',
    ['--headless', '-u', 'NONE', '-i', 'NONE', '-n', '-c', 'luafile test/lsp/nvim-lsp-test.lua', '--', 'dist/server.js', 'samples/pod-deletion-1.23.log'],
    { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
  );
  const output = `${r.stdout}\n${r.stderr}`;
  assert.equal(r.status, 0, output);
  assert.match(r.stdout, /6 passed, 0 failed/, output);
});
