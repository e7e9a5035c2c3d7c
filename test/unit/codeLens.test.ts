// Code lenses: each pod's first line gets its summary and "show pod lines"; pods that begin a few lines apart (created
// together) share the first one's line, each with its name and state (review r32a 14: a lens between almost every line).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { codeLenses } from '../../server/src/features/codeLens';
import type { AnalysedDocument } from '../../server/src/features/context';

const TODAY = { today: new Date(Date.UTC(2026, 0, 1)) };
function doc(lines: string[]): AnalysedDocument {
  return { uri: 'file:///x.log', version: 1, source: { lineCount: lines.length, lineAt: (l) => lines[l] ?? '' }, analysis: analyzeText(lines.join('\n'), TODAY) };
}
const add = (t: string, pod: string) => `I0110 07:00:${t}.000000    1222 kubelet.go:2072] "SyncLoop ADD" source="api" pods=[default/${pod}]`;
const noise = (t: string) => `I0110 07:00:${t}.500000    1222 kubelet.go:2202] "SyncLoop (housekeeping)"`;

test('pods created together share one lens line; a pod far from the others has its own summary and link', () => {
  const lines = [add('01', 'web-a'), add('02', 'web-b'), add('03', 'web-c'), ...Array.from({ length: 10 }, (_, k) => noise(String(10 + k))), add('30', 'db-0')];
  const lenses = codeLenses(doc(lines));
  const byLine = new Map<number, string[]>();
  for (const l of lenses) byLine.set(l.range.start.line, [...(byLine.get(l.range.start.line) ?? []), String(l.command?.title)]);
  assert.deepEqual([...byLine.keys()], [0, 13]);
  assert.deepEqual(byLine.get(0)!.map((t) => t.replace(/ \[.*\]$/, '')), ['default/web-a', 'default/web-b', 'default/web-c']);
  assert.equal(byLine.get(13)![0], 'show pod lines');
  assert.match(byLine.get(13)![1], /^default\/db-0 \[\w[\w-]*\]: /);
});

test('long pod names are cut in their middle: a DaemonSet\'s pods that differ at the end stay apart, a summary keeps its first words (r64a U14)', () => {
  const node = 'kube-proxy-gke-dev-us-central-0-hg-n2s8-6-1dd39';
  const lines = [add('01', `${node}-t4fv`), add('02', `${node}-x9kq`)];
  const titles = codeLenses(doc(lines)).map((l) => String(l.command?.title));
  assert.equal(titles.length, 2);
  assert.notEqual(titles[0], titles[1]);
  for (const t of titles) assert.match(t, /^default\/kube-proxy-gke-d…[\w-]*-\w{4} \[/);
  const single = codeLenses(doc([add('01', `${node}-t4fv`)])).map((l) => String(l.command?.title));
  assert.match(single[1], /… ?[\w-]*t4fv \[\w[\w-]*\]: added at/);
});
