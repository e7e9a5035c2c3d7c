#!/usr/bin/env node
// UI-level end-to-end test in code-server (with the packaged .vsix installed), driven through Debian
// chromium by playwright-core. Started by scripts/e2e-codeserver.sh, which starts code-server on CS_BASE
// with WS_DIR (a copy of samples/ plus extra files) as the workspace.
//
// It opens samples/pod-deletion-1.23.log from the Explorer, opens the Kubelet Log Lens activity-bar
// container, expands the Pods view, checks the pod and its phases, clicks an event and checks the cursor
// moved (status bar "Ln N"), hovers the NotFound line 27 and checks the benign explanation, opens Problems
// (Ctrl+Shift+M) and checks the diagnostics are listed. Screenshots go to SCREENSHOT_DIR
// (docs/screenshots: pods-view.png, hover.png, problems.png), used by the README.
// Prints "ui: N passed, N failed" last; exit code 1 when a check failed.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

// playwright-core lives in .e2e/tools (installed by scripts/e2e-codeserver.sh), not in the project's dependencies.
const { chromium } = require(
  require.resolve('playwright-core', {
    paths: [process.env.NODE_PATH || '', path.resolve(__dirname, '..', '..', '.e2e', 'tools', 'node_modules'), __dirname],
  }),
);

const base = process.env.CS_BASE || 'http://127.0.0.1:18080';
const folder = process.env.WS_DIR;
const shots = process.env.SCREENSHOT_DIR || path.resolve(__dirname, '..', '..', 'docs', 'screenshots');
const POD = 'default/test-nginx-976fbbd77-m2tqs';
// The tree labels a pod by its name (its namespace leads the description).
const POD_NAME = POD.slice(POD.indexOf('/') + 1);
const SAMPLE = 'pod-deletion-1.23.log';
const NF_TEXT = 'ContainerStatus from runtime service failed';
// The Pods view labels a line with a finding by its rule (features/timeline.ts eventSummary).
const NF_EVENT_LABEL = 'ContainerStatus NotFound from the runtime';
const T = +(process.env.UI_STEP_TIMEOUT_MS || 20000);

if (!folder) {
  console.error('ui.e2e: WS_DIR is required');
  process.exit(2);
}

const results = [];
async function check(name, fn) {
  const t0 = Date.now();
  try {
    const note = await fn();
    results.push([name, true]);
    console.log(`  ✓ ${name}${note ? ` (${note})` : ''} [${Date.now() - t0} ms]`);
    return true;
  } catch (e) {
    results.push([name, false]);
    console.log(`  ✗ ${name} [${Date.now() - t0} ms]\n      ${String((e && e.message) || e).split('\n').slice(0, 6).join('\n      ')}`);
    return false;
  }
}

(async () => {
  const t0 = Date.now();
  fs.mkdirSync(shots, { recursive: true });
  const udd = fs.mkdtempSync(path.join(os.tmpdir(), 'pw-chromium-'));
  const ctx = await chromium.launchPersistentContext(udd, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = ctx.pages()[0] || (await ctx.newPage());
  page.setDefaultTimeout(T);
  const shot = async (name) => {
    const file = path.join(shots, name);
    await page.screenshot({ path: file });
    console.log(`    screenshot ${path.relative(process.cwd(), file)}`);
  };
  const statusLn = async () => {
    const t = await page.locator('#status\\.editor\\.selection').innerText({ timeout: 5000 }).catch(() => '');
    const m = /Ln (\d+), Col (\d+)(?: \((\d+) selected\))?/.exec(t);
    return m ? { line: +m[1], col: +m[2], selected: m[3] ? +m[3] : 0, text: t.trim() } : { line: 0, col: 0, selected: 0, text: t.trim() };
  };
  const editorFocus = async () => {
    // "View: Focus First Editor Group" (a click into the text is flaky: code lenses and sticky scroll move it)
    await page.keyboard.press('Control+1');
    await page.waitForFunction(() => !!document.activeElement?.closest('.monaco-editor'), null, { timeout: 5000 });
  };

  let podsPane; // the Pods view's pane body
  try {
    await page.goto(`${base}/?folder=${encodeURIComponent(folder)}`);
    await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });

    await check('open samples/pod-deletion-1.23.log from the Explorer', async () => {
      const explorer = page.locator('.explorer-folders-view');
      await explorer.waitFor({ timeout: 60000 });
      const samplesRow = explorer.locator('.monaco-list-row', { hasText: /^samples$/ }).first();
      await samplesRow.waitFor();
      if ((await samplesRow.getAttribute('aria-expanded')) !== 'true') await samplesRow.click();
      const fileRow = explorer.locator('.monaco-list-row', { hasText: SAMPLE }).first();
      await fileRow.click();
      await page.locator('.tab.active', { hasText: SAMPLE }).waitFor();
      await page.locator('.editor-group-container.active .monaco-editor .view-line', { hasText: 'SyncLoop DELETE' }).first().waitFor();
      // the language switches to kubelet-log (status bar language indicator)
      const mode = page.locator('#status\\.editor\\.mode');
      await page.waitForFunction(() => {
        const el = document.getElementById('status.editor.mode');
        return el && /kubelet/i.test(el.textContent || '');
      }, null, { timeout: T });
      return `language: ${(await mode.innerText()).trim()}`;
    });

    await check('open the Kubelet Log Lens activity-bar container and expand the Pods view', async () => {
      // The activity-bar entry for the container (its icon class is derived from the container id).
      const item = page.locator('.activitybar li.action-item:has(a.action-label[class*="activity-workbench-view-extension-kubeletLogLens-"])').first();
      await item.waitFor();
      if ((await item.getAttribute('aria-selected')) !== 'true') await item.click();
      await page.waitForFunction((el) => el.getAttribute('aria-selected') === 'true', await item.elementHandle());
      // The Pods view's pane. With a single view in the container its header is hidden (always expanded).
      const pane = page.locator('.sidebar .pane:has(> .pane-header[aria-label^="Pods"])').first();
      await pane.waitFor({ state: 'attached' });
      const header = pane.locator('> .pane-header');
      if ((await header.isVisible()) && (await header.getAttribute('aria-expanded')) !== 'true') await header.click();
      await page.waitForFunction((h) => h.getAttribute('aria-expanded') === 'true', await header.elementHandle());
      podsPane = pane.locator('.pane-body');
      await podsPane.waitFor();
      // Widen the side bar so the screenshots show whole pod names (best effort: drag its sash).
      const sb = await page.locator('.part.sidebar').boundingBox();
      if (sb && sb.width < 440) {
        await page.mouse.move(sb.x + sb.width - 1, sb.y + sb.height / 2);
        await page.mouse.down();
        await page.mouse.move(sb.x + 460, sb.y + sb.height / 2, { steps: 8 });
        await page.mouse.up();
      }
    });

    await check(`the Pods view shows ${POD} with its phases`, async () => {
      if (!podsPane) throw new Error('Pods view not open');
      const podRow = podsPane.locator('.monaco-list-row', { hasText: POD_NAME }).first();
      await podRow.waitFor();
      if ((await podRow.getAttribute('aria-expanded')) !== 'true') {
        await podRow.locator('.monaco-tl-twistie').click();
      }
      const phases = [];
      for (const ph of [/terminating/i, /container[- ]removal/i]) {
        const row = podsPane.locator('.monaco-list-row[aria-level="2"]', { hasText: ph }).first();
        await row.waitFor();
        phases.push((await row.locator('.label-name').first().innerText()).trim());
      }
      return `phases: ${phases.join(', ')}`;
    });

    await check('a click on an event reveals and selects its line', async () => {
      if (!podsPane) throw new Error('Pods view not open');
      // expand the container-removal phase and click its "Removing container" event (line 17)
      const phaseRow = podsPane.locator('.monaco-list-row[aria-level="2"]', { hasText: /container[- ]removal/i }).first();
      await phaseRow.waitFor();
      if ((await phaseRow.getAttribute('aria-expanded')) !== 'true') await phaseRow.locator('.monaco-tl-twistie').click();
      const eventRow = podsPane.locator('.monaco-list-row[aria-level="3"]', { hasText: 'Removing container' }).first();
      await eventRow.waitFor();
      // put the cursor on line 1 first, so the move is visible
      await editorFocus();
      await page.keyboard.press('Control+Home');
      await page.waitForFunction(() => /Ln 1, Col 1/.test(document.getElementById('status.editor.selection')?.textContent || ''));
      const before = await statusLn();
      const label = (await eventRow.innerText()).split('\n')[0].trim();
      await eventRow.click();
      await page.waitForFunction(
        (b) => {
          const m = /Ln (\d+)/.exec(document.getElementById('status.editor.selection')?.textContent || '');
          return m && +m[1] !== b;
        },
        before.line,
      );
      const after = await statusLn();
      // the "Removing container" event is line 17; the whole line is selected
      if (after.line !== 17) throw new Error(`expected the cursor on line 17, status bar says "${after.text}"`);
      if (!after.selected) throw new Error(`line 17 is not selected: "${after.text}"`);
      await shot('pods-view.png');
      return `event "${label.slice(0, 60)}" → ${after.text}`;
    });

    await check('hovering the NotFound line 27 shows the benign explanation with its evidence', async () => {
      await editorFocus();
      await page.keyboard.press('Control+g');
      const quickInput = page.locator('.quick-input-widget .quick-input-box input');
      await quickInput.waitFor({ state: 'visible' });
      await quickInput.fill(':27');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => /Ln 27,/.test(document.getElementById('status.editor.selection')?.textContent || '')).catch(() => {});
      const ln = await statusLn();
      if (ln.line !== 27) throw new Error(`Go to Line landed on ${ln.text}`);
      const line = page.locator('.editor-group-container.active .monaco-editor .view-line', { hasText: NF_TEXT }).first();
      await line.waitFor();
      await page.waitForTimeout(500); // let the reveal scroll settle
      const hover = page.locator('.monaco-hover:not(.hidden)', { hasText: /benign/i }).first();
      // Hover over the message; retry (move away and back) in case the first hover raced a re-render.
      for (let attempt = 1; ; attempt++) {
        const word = line.locator('span', { hasText: 'ContainerStatus' }).last();
        const box = (await word.count()) ? await word.boundingBox() : await line.boundingBox();
        await page.mouse.move(box.x + 5, box.y + box.height / 2);
        await page.mouse.move(box.x + 30, box.y + box.height / 2, { steps: 5 });
        try {
          await hover.waitFor({ state: 'visible', timeout: attempt < 3 ? 6000 : T });
          break;
        } catch (e) {
          if (attempt >= 3) throw e;
          await page.mouse.move(5, 450);
          await page.keyboard.press('Escape');
          await page.waitForTimeout(500);
        }
      }
      await page.waitForTimeout(600); // let the fade-in finish before the screenshot
      const text = await hover.innerText();
      // For the screenshot: move into the (sticky) hover and scroll its verdict and evidence into view.
      const hb = await hover.boundingBox();
      if (hb) {
        await page.mouse.move(hb.x + hb.width / 2, hb.y + hb.height - 8, { steps: 4 });
        const verdict = hover.locator('p, h1, h2, h3, h4, li', { hasText: /benign here/i }).first();
        const vb = (await verdict.count()) ? await verdict.boundingBox() : null;
        if (vb) {
          for (let i = 0; i < 20; i++) {
            const y = (await verdict.boundingBox())?.y ?? 0;
            if (y <= hb.y + 48) break;
            await page.mouse.wheel(0, Math.min(30, y - hb.y - 8));
            await page.waitForTimeout(120);
            if (((await verdict.boundingBox())?.y ?? 0) === y) break; // cannot scroll further
          }
        }
        await page.waitForTimeout(300);
        if (!(await hover.isVisible())) throw new Error('the hover closed when the mouse moved into it');
      }
      if (!/\b(line\s*|L)17\b|:17\b/i.test(text)) throw new Error(`the hover does not cite line 17:\n${text.slice(0, 600)}`);
      await shot('hover.png');
      return ((/[^\n]*benign[^\n]*/i.exec(text) || [''])[0]).trim().slice(0, 100);
    });

    await check('the Pods view follows the cursor: line 27 selects its event (asked of the server: kubeletLog/eventAt)', async () => {
      if (!podsPane) throw new Error('Pods view not open');
      // The cursor is on line 27 since the hover check; the tree reveals and selects that line's event.
      const selected = podsPane.locator('.monaco-list-row[aria-level="3"][aria-selected="true"]', { hasText: NF_EVENT_LABEL }).first();
      await selected.waitFor({ timeout: T });
      return `selected: "${(await selected.innerText()).split('\n')[0].trim().slice(0, 70)}"`;
    });

    await check('Alt+J (next actionable error) runs in a kubelet log: the sample has none, and the status bar says so', async () => {
      await page.mouse.move(5, 450);
      await editorFocus();
      await page.keyboard.press('Alt+j');
      const said = page.locator('.statusbar', { hasText: /no actionable errors in this log/ }).first();
      await said.waitFor({ timeout: T });
      return `status bar: "${(await said.innerText()).match(/Kubelet Log: no actionable[^\n]*/)?.[0] ?? ''}"`;
    });

    await check('Problems (Ctrl+Shift+M) lists the diagnostics', async () => {
      await page.mouse.move(5, 450);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+Shift+M');
      const panel = page.locator('.markers-panel');
      await panel.waitFor();
      const codes = ['cri-containerstatus-notfound', 'cri-stopcontainer-notfound'];
      for (const code of codes) {
        await panel.locator('.monaco-list-row', { hasText: code }).first().waitFor();
      }
      const n = await panel.locator('.monaco-list-row').count();
      await shot('problems.png');
      return `${n} rows, including ${codes.join(', ')}`;
    });
  } catch (e) {
    results.push(['workbench', false]);
    console.log(`  ✗ workbench: ${(e && e.message) || e}`);
  } finally {
    if (results.some(([, ok]) => !ok)) await page.screenshot({ path: path.join(os.tmpdir(), 'kubelet-log-lens-ui-failure.png') }).catch(() => {});
    await ctx.close().catch(() => {});
    fs.rmSync(udd, { recursive: true, force: true });
  }
  const passed = results.filter(([, ok]) => ok).length;
  const failed = results.length - passed;
  if (failed) console.log(`  (failure screenshot: ${path.join(os.tmpdir(), 'kubelet-log-lens-ui-failure.png')})`);
  console.log(`UI test finished after ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  console.log(`ui: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
})().catch((e) => {
  console.error(`ui.e2e: ${(e && e.stack) || e}`);
  console.log('ui: 0 passed, 1 failed');
  process.exit(1);
});
