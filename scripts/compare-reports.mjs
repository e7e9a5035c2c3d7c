#!/usr/bin/env node
// Compares two builds' JSON reports over every fixture, corpus log and sample, so that a change of behaviour
// (a verdict, a pod's state, a line read differently) is seen before it lands. A developer's tool: not part of
// the product or of `npm test`.
//
//   node scripts/compare-reports.mjs BASE_DIST NEW_DIST [OUT_DIR]
//
// BASE_DIST and NEW_DIST are folders holding a built cli.js (copy dist/ aside before a change). Reports that
// differ are written to OUT_DIR (default /tmp/compare-reports) as NAME.base.json / NAME.new.json, and a summary
// of the findings whose verdict changed, appeared or went, and of the pods whose state changed, is printed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const [baseDist, newDist, outDir = '/tmp/compare-reports'] = process.argv.slice(2);
if (!baseDist || !newDist) {
  console.error('usage: node scripts/compare-reports.mjs BASE_DIST NEW_DIST [OUT_DIR]');
  process.exit(2);
}
const projectRoot = resolve(import.meta.dirname, '..');
const corpusDir = resolve(projectRoot, '../shared/corpus');

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  const found = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path));
    else if (!/\.(md|ts|js|json|yaml|py)$/i.test(name) || /log|kubelet/i.test(name)) found.push(path);
  }
  return found;
}

const inputs = [
  ...filesUnder(join(projectRoot, 'test/fixtures')),
  ...filesUnder(join(projectRoot, 'samples')),
  ...filesUnder(corpusDir).filter((path) => !path.endsWith('PROVENANCE.md')),
];

function runReport(dist, file) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(dist, 'cli.js'), 'analyze', '--json', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.resume();
    child.on('close', (code) => done({ code, text: Buffer.concat(out).toString('utf8') }));
  });
}

function findingKey(finding) {
  return `L${finding.line} ${finding.ruleId}`;
}

function summarise(baseText, newText) {
  const changes = [];
  let baseReport;
  let newReport;
  try {
    baseReport = JSON.parse(baseText);
    newReport = JSON.parse(newText);
  } catch {
    return ['(a report is not one JSON object: compare the files)'];
  }
  const baseFindings = new Map((baseReport.diagnostics ?? []).map((finding) => [findingKey(finding), finding]));
  const newFindings = new Map((newReport.diagnostics ?? []).map((finding) => [findingKey(finding), finding]));
  for (const [key, before] of baseFindings) {
    const after = newFindings.get(key);
    if (!after) changes.push(`- ${key} ${before.verdict}`);
    else if (after.verdict !== before.verdict) changes.push(`~ ${key} ${before.verdict} -> ${after.verdict}`);
  }
  for (const [key, after] of newFindings) if (!baseFindings.has(key)) changes.push(`+ ${key} ${after.verdict}`);
  const podName = (pod) => `${pod.namespace ?? ''}/${pod.name ?? '?'}${pod.uid ? ` (${pod.uid.slice(0, 8)})` : ''}`;
  const baseStates = new Map((baseReport.pods ?? []).map((pod) => [podName(pod), pod.state]));
  for (const pod of newReport.pods ?? []) {
    const before = baseStates.get(podName(pod));
    if (before === undefined) changes.push(`+ pod ${podName(pod)} ${pod.state}`);
    else if (before !== pod.state) changes.push(`~ pod ${podName(pod)} ${before} -> ${pod.state}`);
    baseStates.delete(podName(pod));
  }
  for (const [name, state] of baseStates) changes.push(`- pod ${name} ${state}`);
  if (baseReport.unparsed?.count !== newReport.unparsed?.count) {
    changes.push(`~ unparsed ${baseReport.unparsed?.count} -> ${newReport.unparsed?.count}`);
  }
  return changes;
}

mkdirSync(outDir, { recursive: true });
let next = 0;
let differing = 0;
const report = [];
async function worker() {
  while (next < inputs.length) {
    const file = inputs[next++];
    const [before, after] = [await runReport(baseDist, file), await runReport(newDist, file)];
    if (before.text === after.text && before.code === after.code) continue;
    differing++;
    const name = relative(projectRoot, file).replace(/^\.\.\//, '').replace(/[/\\]/g, '__');
    writeFileSync(join(outDir, `${name}.base.json`), before.text);
    writeFileSync(join(outDir, `${name}.new.json`), after.text);
    const lines = summarise(before.text, after.text);
    if (before.code !== after.code) lines.unshift(`~ exit ${before.code} -> ${after.code}`);
    report.push(`${relative(projectRoot, file)}\n${(lines.length ? lines : ['(other fields differ)']).map((line) => `  ${line}`).join('\n')}`);
  }
}
await Promise.all([worker(), worker()]);
console.log(report.sort().join('\n'));
console.log(`\n${inputs.length} files, ${differing} reports differ (written to ${outDir})`);
