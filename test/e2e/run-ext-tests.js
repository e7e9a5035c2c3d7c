#!/usr/bin/env node
// Runs the mocha suite (test/suite/index.js) inside code-server's Node extension host: the web workbench's
// "payload" route (extensionDevelopmentPath + extensionTestsPath) loads the extension from a folder and calls
// the tests module's run(), like @vscode/test-electron; when run() settles the workbench calls
// window.codeAutomationExit(code). Mocha's output arrives through window.codeAutomationLog.
// Works on code-server 4.100.3 (not on newer builds). Started by scripts/e2e-codeserver.sh.
//
// Env: CS_BASE (http://127.0.0.1:PORT), EXT_DIR (extension folder), EXT_TESTS (tests module),
//      WS_DIR (workspace folder), TIMEOUT_MS (default 300000), SHOT (optional screenshot path at the end).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const util = require('util');

// playwright-core lives in .e2e/tools (installed by scripts/e2e-codeserver.sh), not in the project's dependencies.
const { chromium } = require(
  require.resolve('playwright-core', {
    paths: [process.env.NODE_PATH || '', path.resolve(__dirname, '..', '..', '.e2e', 'tools', 'node_modules'), __dirname],
  }),
);

const base = process.env.CS_BASE || 'http://127.0.0.1:18080';
const extDir = process.env.EXT_DIR || path.resolve(__dirname, '..', '..');
const testsPath = process.env.EXT_TESTS || path.resolve(__dirname, '..', 'suite', 'index.js');
const folder = process.env.WS_DIR;
if (!folder) {
  console.error('run-ext-tests: WS_DIR is required');
  process.exit(2);
}
const authority = new URL(base).host;
const payload = [
  ['extensionDevelopmentPath', `vscode-remote://${authority}${extDir}`],
  ['extensionTestsPath', `vscode-remote://${authority}${testsPath}`],
];
const url = `${base}/?folder=${encodeURIComponent(folder)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
const NOISE = /^(Resolv|Creating a socket|Creation of workbench|Updating additional|ChatSessionStore|\[Service Worker\]|Started local extension host|Extension host agent)/;

(async () => {
  const t0 = Date.now();
  const udd = fs.mkdtempSync(path.join(os.tmpdir(), 'pw-chromium-'));
  const ctx = await chromium.launchPersistentContext(udd, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  let code;
  try {
    // the suite reads back what "Copy Pod Summary" put on the (browser) clipboard
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base }).catch(() => {});
    const page = ctx.pages()[0] || (await ctx.newPage());
    let resolveExit;
    const exited = new Promise((r) => (resolveExit = r));
    await page.exposeFunction('codeAutomationLog', (type, args) => {
      const msg = util.format(...(Array.isArray(args) ? args : [args]));
      if (type === 'error' || !NOISE.test(msg)) console.log(msg);
    });
    await page.exposeFunction('codeAutomationExit', (c) => resolveExit(c));
    page.on('pageerror', (e) => console.log(`[page error] ${e.message}`));
    await page.goto(url);
    const timer = setTimeout(() => resolveExit('timeout'), +(process.env.TIMEOUT_MS || 300000));
    code = await exited;
    clearTimeout(timer);
    if (code === 'timeout') console.log(`run-ext-tests: no result after ${process.env.TIMEOUT_MS || 300000} ms`);
    if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT }).catch(() => {});
  } finally {
    await ctx.close().catch(() => {});
    fs.rmSync(udd, { recursive: true, force: true });
  }
  console.log(`extension tests finished: exit code ${code} after ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  process.exit(code === 0 ? 0 : 1);
})().catch((e) => {
  console.error(`run-ext-tests: ${(e && e.stack) || e}`);
  process.exit(1);
});
