// Mocha entry for the in-editor suite, in @vscode/test-electron's `run()` contract: the editor's extension
// host requires this file and awaits run(). Used by `npm run test:vscode` (test-electron) and by
// `npm run test:e2e` (code-server "payload" route, test/e2e/run-ext-tests.js).
// Prints a closing "suite: N passed, N failed" line that scripts/e2e-codeserver.sh tallies.
'use strict';
const path = require('path');
const fs = require('fs');
const m = require('mocha');
const Mocha = m.Mocha || m.default || m;

exports.run = function run() {
  const mocha = new Mocha({
    ui: 'tdd',
    timeout: Number(process.env.KLL_TEST_TIMEOUT_MS) || 60000,
    color: false,
    reporter: 'spec',
    grep: process.env.KLL_TEST_GREP || undefined,
  });
  for (const f of fs.readdirSync(__dirname).filter((n) => n.endsWith('.test.js')).sort()) {
    mocha.addFile(path.join(__dirname, f));
  }
  return new Promise((resolve, reject) => {
    let runner;
    try {
      runner = mocha.run((failures) => {
        const s = runner.stats || {};
        console.log(`suite: ${s.passes || 0} passed, ${failures} failed${s.pending ? `, ${s.pending} skipped` : ''}`);
        if (failures > 0) reject(new Error(`${failures} tests failed.`));
        else resolve();
      });
    } catch (err) {
      console.error(err);
      console.log('suite: 0 passed, 1 failed');
      reject(err);
    }
  });
};
