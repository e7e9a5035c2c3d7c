// Log text is untrusted: hovers, tree labels, tooltips, the clipboard summary and pod-lines documents must show it as
// text. Hostile lines (markdown/reference/auto links, bare URLs, HTML, entities, backtick runs, headings, tables,
// `[x]: command:` definitions, zero-width and bidi controls, very long lines) sit in every slot a log line has
// (message, err value, printf text, JSON msg, enveloped text, pod name, multi-line value); hovers are rendered with
// marked (GFM, as VS Code does) and the HTML is checked: no command:/javascript:/data: links, no link to a URL from
// the log, no <img>/<script>/<iframe>, no emphasis/heading/table from the log.
// Run: node --import tsx --test test/unit/injection.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { marked } from 'marked';
import { analyzeText } from '../../server/src/pipeline';
import { hover } from '../../server/src/features/hover';
import { escapeInline, link } from '../../server/src/features/markdown';
import { phaseEvents, podLines, timelineView } from '../../server/src/features/timeline';
import type { AnalysedDocument } from '../../server/src/features/context';
import { CATALOGUE } from '../../server/src/knowledge/catalogue';
import { escapeMarkdown, parsePodLinePrefix, plainLabel, podLinePrefix, podSummaryMarkdown, singleLine } from '../../client/src/format';
import type { PodView } from '../../server/src/protocol';

const ROOT = join(__dirname, '..', '..');
const SAMPLE = readFileSync(join(ROOT, 'samples', 'pod-deletion-1.23.log'), 'utf8').trimEnd();
const URI = 'file:///workspace/kubelet.log';
const POD = 'pod="default/test-nginx-976fbbd77-m2tqs" podUID=5011243d-6324-41e3-8ee8-9e8bb33f04b0';
const CID = 'c234646fffe772e4979bc11398e1b0b8612136c08030486ae1fde12238479b9e';

/** Words that must never end up inside an element the log could create (emphasis, heading, link, table header). */
const MARKERS = ['EMPHA', 'EMPHB', 'STRONGC', 'BOTHD', 'STRIKED', 'HEADINGE', 'TABLEF', 'LINKTEXT', 'SETEXTH'];
const EVIL_HOSTS = ['evil.example', 'attacker'];

const EMAIL = 'email autolink';

/** At least 20 hostile payloads. */
const PAYLOADS: { name: string; text: string }[] = [
  { name: 'markdown command link', text: '[LINKTEXT](command:workbench.action.terminal.new)' },
  { name: 'markdown link with title', text: '[LINKTEXT](https://evil.example/a "title")' },
  { name: 'image', text: '![LINKTEXT](https://evil.example/p.png)' },
  { name: 'reference link', text: '[LINKTEXT][ref] [ref][]' },
  { name: 'reference definition to command:', text: '[ref]: command:workbench.action.terminal.new' },
  { name: 'reference definition to URL', text: '[x]: https://evil.example/r "t"' },
  { name: 'autolink', text: '<https://evil.example/auto> <command:foo>' },
  { name: 'bare URLs', text: 'see https://evil.example/bare and www.evil.example and http://attacker.test/x' },
  { name: EMAIL, text: '<attacker@evil.example> mailto:attacker@evil.example' },
  { name: 'img onerror', text: '<img src=x onerror=alert(1)>' },
  { name: 'script', text: '<script>alert(1)</script>' },
  { name: 'iframe', text: '<iframe src="https://evil.example/f"></iframe>' },
  { name: 'html command anchor', text: '<a href="command:workbench.action.terminal.new">LINKTEXT</a>' },
  { name: 'entities', text: '&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(2)&#62; &amp;lt; &#x3C;iframe&#x3E;' },
  { name: 'backtick runs', text: '```` `` ` ```js\n<img src=x onerror=alert(3)> ``` ' },
  { name: 'heading', text: '# HEADINGE' },
  { name: 'setext heading', text: 'SETEXTH\n===' },
  { name: 'table', text: '| TABLEF | b |\n|---|---|\n| c | d |' },
  { name: 'emphasis', text: '*EMPHA* _EMPHB_ **STRONGC** ***BOTHD*** ~~STRIKED~~' },
  { name: 'javascript: link', text: '[LINKTEXT](javascript:alert(1))' },
  { name: 'data: link', text: '[LINKTEXT](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)' },
  { name: 'vscode: and file: links', text: '[LINKTEXT](vscode://ms-vscode.remote-server/x) [LINKTEXT](file:///etc/passwd)' },
  { name: 'nested links', text: '[[LINKTEXT](command:a)](command:b)' },
  { name: 'html comment and details', text: '<!-- x --><details open><summary>LINKTEXT</summary></details>' },
  { name: 'theme icons', text: '$(alert) $(terminal) $(link-external)' },
  { name: 'zero-width characters', text: 'ze\u200bro\u200cwi\u200ddth\ufeff[LINKTEXT](comm\u200band:x)' },
  { name: 'bidi overrides', text: '\u202eEVIL\u202c \u2066isolated\u2069 \u200fRLM' },
  { name: 'line and paragraph separators', text: 'a\u2028# HEADINGE\u2029b  ' },
  { name: 'escaped markdown that an unescape would revive', text: '\\[LINKTEXT\\](command:x) \\*EMPHA\\*' },
  // r74a F2, F3: a `|` inside a URL ends a table cell (a code span does not hide it); GFM links `www.` after `_`.
  { name: 'pipe in a URL', text: 'https://evil.example/phish|![](https://evil.example/p.png)|[LINKTEXT](https://evil.example/r)|' },
  { name: 'www after underscore', text: 'docs_www.evil.example/fix and web_www.evil.example' },
  { name: 'very long line', text: `${'A'.repeat(100_000)} [LINKTEXT](command:x) **STRONGC** <img src=x>` },
];

const jsonString = (s: string) => JSON.stringify(s);
const goQuote = (s: string) => JSON.stringify(s).slice(1, -1); // klog quotes with Go's %q: close enough for these payloads

/** The slots of a log line a payload can sit in. */
const SLOTS: { name: string; lines: (p: string) => string[] }[] = [
  { name: 'structured message', lines: (p) => [`I0731 17:16:40.000000  354472 kubelet.go:1] "${goQuote(p)}" ${POD}`] },
  {
    name: 'err value of a known error',
    lines: (p) => [`E0731 17:16:40.100000  354472 remote_runtime.go:597] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = ${goQuote(p)}" containerID="${CID}"`],
  },
  { name: 'printf text', lines: (p) => [`I0731 17:16:40.200000  354472 kubelet.go:1] ${p.replace(/\n/g, ' ')} (pod default/test-nginx-976fbbd77-m2tqs)`] },
  { name: 'JSON key', lines: (p) => [`{"ts":1690823800350.0,"caller":"kubelet/kubelet.go:1","msg":"Probe failed",${jsonString(p)}:"x","pod":{"name":"test-nginx-976fbbd77-m2tqs","namespace":"default"},"v":0}`] },
  { name: 'JSON msg', lines: (p) => [`{"ts":1690823800300.0,"caller":"kubelet/kubelet.go:1","msg":${jsonString(p)},"pod":{"name":"test-nginx-976fbbd77-m2tqs","namespace":"default"},"v":0}`] },
  { name: 'journald text', lines: (p) => [`Jul 31 17:16:40 node kubelet[354472]: ${p.replace(/\n/g, ' ')}`] },
  { name: 'pod name', lines: (p) => [`I0731 17:16:40.400000  354472 kubelet.go:2130] "SyncLoop ADD" source="api" pods=[default/${p.replace(/\s+/g, '')}]`, `I0731 17:16:40.500000  354472 kubelet.go:1] "Processing pod event" pod="default/${goQuote(p)}" podUID=99999999-9999-4999-8999-999999999999`] },
  { name: 'multi-line value', lines: (p) => [`I0731 17:16:40.600000  354472 prober.go:107] "Probe failed" probeType="Readiness" ${POD} containerName="nginx" probeResult="failure" output=<`, ...p.split('\n').map((l) => `\t${l}`), ' >'] },
  { name: 'unparsed line', lines: (p) => p.split('\n') },
];

interface Hostile {
  payload: string;
  slot: string;
  line: number;
  text: string;
}

function buildDoc(): { text: string; hostile: Hostile[] } {
  const lines = SAMPLE.split('\n');
  const hostile: Hostile[] = [];
  for (const p of PAYLOADS) {
    for (const s of SLOTS) {
      for (const l of s.lines(p.text)) {
        hostile.push({ payload: p.name, slot: s.name, line: lines.length, text: l });
        lines.push(l);
      }
    }
  }
  return { text: lines.join('\n'), hostile };
}

const { text: DOC_TEXT, hostile: HOSTILE } = buildDoc();
const DOC_LINES = DOC_TEXT.split('\n');
const ANALYSIS = analyzeText(DOC_TEXT, { today: new Date(Date.UTC(2024, 5, 1)) });
const DOC: AnalysedDocument = { uri: URI, version: 1, source: { lineCount: DOC_LINES.length, lineAt: (l) => DOC_LINES[l] ?? '' }, analysis: ANALYSIS };

const REFERENCE_URLS = new Set(CATALOGUE.flatMap((e) => (e.references ?? []).map((r) => r.url)));
function allowedHref(href: string): boolean {
  const h = href.replace(/&amp;/g, '&');
  return h.startsWith(`${URI}#L`) || REFERENCE_URLS.has(h) || /^https:\/\/github\.com\/kubernetes\/kubernetes\/blob\/[\w.-]+\/[\w./-]+$/.test(h) || /^https:\/\/github\.com\/kubelet-log-lens\/kubelet-log-lens\/blob\/main\/docs\/known-errors\.md#[a-z0-9-]+$/.test(h);
}

/** Problems in one rendered hover, empty when inert. */
function problems(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = /href="([^"]*)"/i.exec(m[0])?.[1];
    if (href === undefined || !allowedHref(href)) out.push(`link ${m[0]}`);
  }
  for (const m of html.matchAll(/\b(?:href|src)\s*=\s*"?(?:command|javascript|data|vscode):[^\s">]*/gi)) out.push(`active URI ${m[0]}`);
  for (const m of html.matchAll(/<(img|script|iframe|object|embed|svg|style|form|input|video|audio|math|details|summary|base|meta|link)\b[^>]*>/gi)) out.push(`element ${m[0]}`);
  for (const m of html.matchAll(/<(em|strong|del|s|h[1-6]|a|th)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    // Text inside a code span is shown literally (our own headings name the pod in one).
    const hit = MARKERS.find((w) => m[2].replace(/<code>[\s\S]*?<\/code>/g, '').includes(w));
    if (hit) out.push(`<${m[1]}> from the log: ${m[0].slice(0, 120)}`);
  }
  for (const h of EVIL_HOSTS) if (new RegExp(`href="[^"]*${h.replace('.', '\\.')}`, 'i').test(html)) out.push(`link to ${h}`);
  if ((html.match(/<table>/g) ?? []).length > 1) out.push('a second table (from the log)');
  return out;
}

function columnsFor(line: string): number[] {
  const cols = new Set([0, Math.min(60, line.length), line.length >> 1, line.length]);
  for (const w of ['[', '<', 'http', '*', '#', '|', '`', 'pod=', 'default/']) {
    const i = line.indexOf(w);
    if (i >= 0) cols.add(i + 1);
  }
  return [...cols];
}

test(`${PAYLOADS.length} hostile payloads × ${SLOTS.length} slots: rendered hovers are inert (marked, GFM)`, async () => {
  assert.ok(PAYLOADS.length >= 20);
  let hovers = 0;
  const bad: string[] = [];
  for (const h of HOSTILE) {
    for (const ch of columnsFor(h.text)) {
      const r = hover(DOC, h.line, ch);
      if (!r) continue;
      hovers++;
      assert.ok(r.markdown.length < 30_000, `${h.payload} in ${h.slot}: hover of ${r.markdown.length} chars`);
      const html = await marked.parse(r.markdown);
      for (const p of problems(html)) bad.push(`${h.payload} in ${h.slot}: ${p}`);
    }
  }
  console.log(`# injection: ${HOSTILE.length} hostile lines, ${hovers} hovers rendered`);
  assert.ok(hovers >= HOSTILE.length, 'every hostile line has a hover');
  assert.deepEqual([...new Set(bad)], []);
});

test('the log text is still shown (escaped, not swallowed): markers appear as text in the hover of their line', async () => {
  for (const h of HOSTILE.filter((x) => (x.slot === 'err value of a known error' || x.slot === 'structured message') && x.payload !== 'very long line')) {
    const r = hover(DOC, h.line, 60);
    assert.ok(r, `${h.payload}: hover`);
    const html = await marked.parse(r.markdown);
    const visible = html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    for (const w of MARKERS) if (h.text.includes(w) && !/\n/.test(h.text)) assert.ok(visible.includes(w), `${h.payload} in ${h.slot}: ${w} is visible`);
  }
});

test('the hover sanity check itself catches injections (a raw line in markdown would fail)', async () => {
  // Guard against a vacuous test: the same payloads unescaped must trip the checker.
  let tripped = 0;
  for (const p of PAYLOADS) if (problems(await marked.parse(p.text)).length) tripped++;
  assert.ok(tripped >= 15, `only ${tripped} raw payloads detected`);
});

// Was a product finding (fixed): hovers kept bidi controls (U+202E etc.) from the log, so a hover can display text
// in an order different from the line (Trojan-Source style); the client's tree labels strip them (format.singleLine).
test('hovers do not carry bidi override/isolate controls from the log', () => {
  const bidi = /[\u202a-\u202e\u2066-\u2069]/;
  const bad: string[] = [];
  for (const h of HOSTILE.filter((x) => x.payload === 'bidi overrides')) {
    for (const ch of columnsFor(h.text)) {
      const r = hover(DOC, h.line, ch);
      if (r && bidi.test(r.markdown)) bad.push(h.slot);
    }
  }
  assert.deepEqual([...new Set(bad)], []);
});

// Was a product finding (fixed): GFM turns a bare e-mail address into a mailto: link; escapeInline escapes `<>` (so
// `<a@b>` autolinks are defused) and breaks `scheme://`, but a bare `attacker@evil.example` in an err value, a pod
// name or a multi-line value becomes <a href="mailto:attacker@evil.example"> in the rendered hover.
test('hovers turn no e-mail address from the log into a mailto: link', async () => {
  const bad: string[] = [];
  for (const h of HOSTILE.filter((x) => x.payload === EMAIL)) {
    for (const ch of columnsFor(h.text)) {
      const r = hover(DOC, h.line, ch);
      if (r) for (const p of problems(await marked.parse(r.markdown))) bad.push(`${h.slot}: ${p}`);
    }
  }
  assert.deepEqual([...new Set(bad)], []);
});

// ---- the Pods tree ---------------------------------------------------------------------------------------------

const VIEW = timelineView(DOC);

test('tree data (kubeletLog/podTimeline): event messages are the raw log text, never markdown-escaped', () => {
  const recs = ANALYSIS.index.parsed.records;
  const byLine = new Map([...recs].map((r) => [r.line, r] as const));
  let events = 0;
  let hostileEvents = 0;
  for (const pod of VIEW.pods) {
    for (let i = 0; i < pod.phases.length; i++) {
      for (const e of phaseEvents(DOC, pod.key, i).events) {
        events++;
        const rec = byLine.get(e.line)!;
        const expected = rec.message.length > 200 ? `${rec.message.slice(0, 200)}…` : rec.message;
        assert.equal(e.message, expected, `line ${e.line + 1}`);
        if (HOSTILE.some((h) => h.line === e.line)) hostileEvents++;
      }
    }
  }
  assert.ok(hostileEvents >= 20, `${hostileEvents} hostile lines in the tree`);
  console.log(`# injection: ${events} tree events checked, ${hostileEvents} hostile`);
});

test('tree labels and tooltips (client/src/format.ts): one line of plain text, no control or bidi characters', () => {
  for (const pod of VIEW.pods) {
    for (const s of [plainLabel(`${pod.namespace}/${pod.name}`), ...pod.phases.flatMap((_, i) => phaseEvents(DOC, pod.key, i).events.map((e) => plainLabel(e.message, 140)))]) {
      assert.ok(!/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(s), JSON.stringify(s.slice(0, 80)));
      assert.ok(s.length <= 160);
    }
  }
  for (const p of PAYLOADS) assert.ok(!/[\n\r\u202e]/.test(singleLine(p.text)), p.name);
});

test('client/src/podTree.ts: labels are plain strings; every MarkdownString is untrusted with HTML off; no webviews', () => {
  const src = readFileSync(join(ROOT, 'client', 'src', 'podTree.ts'), 'utf8');
  // TreeItem labels are strings or plainLabel(...) (a TreeItemLabel cannot be markdown anyway).
  for (const m of src.matchAll(/new vscode\.TreeItem\(\s*([^,]+),/g)) {
    assert.ok(!/MarkdownString/.test(m[1]), `TreeItem label ${m[1]}`);
  }
  // Each `new vscode.MarkdownString(` is followed, in the same function, by isTrusted = false and supportHtml = false.
  const made = [...src.matchAll(/new vscode\.MarkdownString\(([^)]*)\)/g)];
  for (const m of made) {
    const rest = src.slice(m.index!, src.indexOf('\n}\n', m.index!));
    assert.match(rest, /\.isTrusted = false/, 'isTrusted = false');
    assert.match(rest, /\.supportHtml = false/, 'supportHtml = false');
    assert.ok(!/,\s*true\s*$/.test(m[1]), 'supportThemeIcons not enabled in the constructor');
    assert.match(rest, /escapeMarkdown\(/, 'log text in the tooltip goes through escapeMarkdown');
  }
  // The event tooltip is a plain string, not markdown.
  const eventItem = src.slice(src.indexOf('private eventItem('), src.indexOf('\n  }\n', src.indexOf('private eventItem(')));
  assert.ok(!/MarkdownString/.test(eventItem), 'event items use no MarkdownString');
  // Nowhere in the client: trusted markdown, HTML, command links built from text, webviews.
  for (const f of readdirSync(join(ROOT, 'client', 'src')).filter((n) => n.endsWith('.ts'))) {
    const s = readFileSync(join(ROOT, 'client', 'src', f), 'utf8');
    assert.ok(!/isTrusted\s*[:=]\s*true|supportHtml\s*[:=]\s*true|enableCommandUris|createWebviewPanel|registerWebviewViewProvider|enableScripts/.test(s), `${f}: trusted markdown, HTML or webview`);
  }
});

test('the pod tooltip and the clipboard summary (escapeMarkdown, podSummaryMarkdown) render inert for hostile pods', async () => {
  const bad: string[] = [];
  for (const p of PAYLOADS) {
    // podTree.podTooltip: **escapeMarkdown(singleLine(ns/name))** then escaped facts; the bold wrapper is ours.
    const name = escapeMarkdown(singleLine(`default/${p.text}`));
    for (const x of problems(await marked.parse(name))) bad.push(`tooltip name ${p.name}: ${x}`);
    const tooltip = `**${name}**\n\n${escapeMarkdown(singleLine(`UID ${p.text} · state running · ${p.text}`))}`;
    const html = (await marked.parse(tooltip)).replace(/^<p><strong>([\s\S]*?)<\/strong><\/p>/, '<p>$1</p>');
    for (const x of problems(html)) bad.push(`tooltip ${p.name}: ${x}`);
    // podSummaryMarkdown: every field a log controls (namespace, name, UID, container IDs and names, and the summary,
    // which quotes a probe's message or an admission's reason: r74a F4) is hostile; state and phase labels are the
    // product's own words.
    const real = VIEW.pods[0];
    const hostilePod: PodView = {
      ...real, key: p.text, namespace: p.text, name: p.text, uid: p.text, summary: `restarted for a failed probe: ${p.text}`,
      containers: [{ id: p.text, name: p.text, kind: 'container' }],
    };
    const md = podSummaryMarkdown(hostilePod, { uri: `file:///w/${encodeURIComponent(p.text)}.log`, kubeletVersion: VIEW.kubeletVersion });
    for (const x of problems(await marked.parse(md))) if (!x.startsWith('a second table')) bad.push(`summary ${p.name}: ${x}`);
  }
  // The real pods of the hostile document too.
  for (const pod of VIEW.pods) for (const x of problems(await marked.parse(podSummaryMarkdown(pod, VIEW)))) if (!x.startsWith('a second table')) bad.push(`summary ${pod.key}: ${x}`);
  assert.deepEqual([...new Set(bad)], []);
});

test('pod-lines documents (kubeletLog/podLines): each line is the source line verbatim, with a parseable prefix', () => {
  let checked = 0;
  for (const pod of VIEW.pods) {
    const { lines } = podLines(DOC, pod.key);
    const width = String(Math.max(1, ...lines.map((l) => l.line + 1))).length;
    for (const l of lines) {
      assert.equal(l.text, DOC_LINES[l.line], `line ${l.line + 1} verbatim`);
      // What the client's content provider writes, and what go-to-source reads back.
      const shown = podLinePrefix(l.line, width) + l.text.replace(/\r?\n/g, ' ');
      assert.equal(parsePodLinePrefix(shown), l.line);
      checked++;
    }
  }
  assert.ok(checked > HOSTILE.length / 2, `${checked} pod lines`);
});

test('nothing from a log reaches a shell: no child_process, eval or Function in the product', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));
  for (const f of [...files(join(ROOT, 'server', 'src')), ...files(join(ROOT, 'client', 'src'))]) {
    const s = readFileSync(f, 'utf8');
    assert.ok(!/from ['"](?:node:)?child_process['"]|require\(['"](?:node:)?child_process['"]\)/.test(s), `${f} imports child_process`);
    assert.ok(!/\beval\(|new Function\(/.test(s), `${f} evaluates code`);
  }
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  // Restricted mode: logs are analysed, but a workspace's rule files (patterns run on every line) are read only once trusted.
  assert.equal(pkg.capabilities?.untrustedWorkspaces?.supported, 'limited', 'restricted mode declared');
  assert.match(pkg.capabilities?.untrustedWorkspaces?.description ?? '', /rule files/);
  assert.ok(pkg.capabilities?.virtualWorkspaces, 'virtual workspaces declared');
});

test('a number at the start of escaped text renders as written: the list marker is escaped at its dot, not before its digits', () => {
  // Found rendering the talos JSON log's `ts` value (1758106702431.404) in a hover table.
  for (const [text, shown] of [['1758106702431.404', '1758106702431.404'], ['1. item', '1. item'], ['12) x', '12) x'], ['# head', '# head'], ['- li', '- li']]) {
    const html = (marked.parse(escapeInline(text), { async: false }) as string).trim();
    assert.equal(html, `<p>${shown}</p>`, text);
  }
});

test("line links keep the client's percent-encoding (Windows drive letters, spaces) and cannot end the Markdown link", () => {
  // VS Code on Windows sends file:///c%3A/…: encoding it again made every line link of a hover point nowhere.
  assert.equal(link('line 27', 'file:///c%3A/logs/kube%20let.log#L27'), '[line 27](file:///c%3A/logs/kube%20let.log#L27)');
  const odd = link('line 3', 'file:///tmp/a (1)/x%.log#L3');
  assert.equal(odd, '[line 3](file:///tmp/a%20%281%29/x%25.log#L3)');
  assert.doesNotMatch(odd.slice(odd.indexOf('](') + 2, -1), /[()\s]/);
});

test('a URL in log text is a code span: no link, and it copies as written (r51a C2: a zero-width space had broken it)', () => {
  const text = 'Get "https://10.10.15.122:6443/api/v1/nodes?timeout=10s": dial tcp 10.10.15.122:6443: connect: connection refused; see www.evil.example';
  const md = escapeInline(text);
  assert.ok(!md.includes('\u200b'), 'no zero-width space inside a URL');
  const html = (marked.parse(md, { async: false }) as string).trim();
  assert.match(html, /<code>https:\/\/10\.10\.15\.122:6443\/api\/v1\/nodes\?timeout=10s<\/code>/);
  assert.match(html, /<code>www\.evil\.example<\/code>/);
  assert.doesNotMatch(html, /<a /);
  // A URL holding markdown stays literal inside its span.
  const tricky = (marked.parse(escapeInline('http://evil.example/[LINKTEXT](command:x)'), { async: false }) as string).trim();
  assert.doesNotMatch(tricky, /<a /);
});
