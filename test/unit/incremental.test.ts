// A growing log: the index and the analysis extended chunk by chunk must agree with one built from the whole text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LogParser, pushText } from '../../server/src/parse/document';
import { buildIndex, IndexBuilder, type LogIndex } from '../../server/src/model/index';
import { analyze, AnalysisBuilder, type Analysis } from '../../server/src/knowledge/analyze';
import { matcherFor } from '../../server/src/pipeline';
import { decodeBytes } from '../../server/src/parse/decode';
import { CORPUS, HAVE } from './corpusFixture';

const TODAY = { today: new Date(Date.UTC(2026, 0, 1)) };

function view(ix: LogIndex, a: Analysis) {
  return {
    pods: ix.pods.filter((p) => p.records.length > 0).map((p) => `${p.namespace}/${p.name}/${p.uid} ${p.records.join(',')} ${p.phases.join(',')} ${[...p.containers].sort().join(',')}`).sort(),
    podOfRecord: Array.from(ix.podOfRecord.subarray(0, ix.parsed.records.length), (p) => (p >= 0 ? `${ix.pods[p].uid ?? ix.pods[p].name}` : '-')),
    containers: [...ix.containers.values()].map((c) => `${c.id} ${c.kind} ${c.name} ${c.pod?.uid ?? c.pod?.name} ${c.records.join(',')}`).sort(),
    starts: ix.kubeletStarts.map((s) => `${s.record} ${s.reason}`),
    findings: a.findings.map((f) => `${f.line} ${f.entry.id} ${f.verdict} ${f.reason} ${f.evidence.map((e) => e.line).join(',')}`),
    counts: a.counts,
  };
}

/** Feeds the text in `chunks` pieces cut at line ends, extending the index and the analysis after each. */
function grown(text: string, chunks: number) {
  const parser = new LogParser(TODAY);
  const matcher = matcherFor();
  let builder: IndexBuilder | undefined;
  let analysis: AnalysisBuilder | undefined;
  let at = 0;
  for (let k = 1; k <= chunks; k++) {
    let cut = k === chunks ? text.length : text.indexOf('\n', Math.floor((text.length * k) / chunks)) + 1;
    if (cut <= at) continue;
    if (cut === 0) cut = text.length;
    pushText(parser, text.slice(0, cut), at);
    at = cut;
    const parsed = parser.result();
    if (!builder) {
      builder = new IndexBuilder(parsed);
      analysis = new AnalysisBuilder(builder.index, matcher);
    } else analysis!.extend(builder.extend(parsed));
  }
  return view(builder!.index, analysis!.analysis);
}

function whole(text: string) {
  const parser = new LogParser(TODAY);
  pushText(parser, text);
  const ix = buildIndex(parser.result());
  return view(ix, analyze(ix, matcherFor()));
}

test('the sample, grown in 2, 5 and 55 pieces, gives the same pods, phases and findings as a single analysis', () => {
  const text = readFileSync(join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log'), 'utf8');
  const want = whole(text);
  for (const n of [2, 5, 55]) assert.deepEqual(grown(text, n), want, `${n} pieces`);
});

test('a container tied to its pod only by a later chunk: its earlier lines are attributed when the tie arrives', () => {
  const cid = 'f'.repeat(64);
  const first = `I0731 10:00:00.000000  1 kuberuntime_container.go:1] "Removing container" containerID="${cid}"\n`;
  const second = `I0731 10:00:01.000000  1 kuberuntime_container.go:1] "Killing container with a grace period" pod="ns/p" podUID=bbbbbbbb-0000-0000-0000-000000000009 containerName="app" containerID="containerd://${cid}" gracePeriod=30\n`;
  const parser = new LogParser(TODAY);
  pushText(parser, first);
  const builder = new IndexBuilder(parser.result());
  assert.equal(builder.index.podOfRecord[0], -1);
  pushText(parser, first + second, first.length);
  const late = builder.extend(parser.result());
  assert.deepEqual(late, [0]);
  const pod = builder.index.podByUid.get('bbbbbbbb-0000-0000-0000-000000000009')!;
  assert.deepEqual(pod.records, [0, 1]);
  assert.equal(builder.index.containers.get(cid)?.name, 'app');
});

test('corpus: logs grown in 7 pieces give the same pods, phases and findings as a single analysis', { skip: HAVE ? false : `corpus not found at ${CORPUS}` }, () => {
  for (const name of [
    'k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log',
    'k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log',
    'k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log',
    'k8s-1.31-openshift-journald-kubenswrapper-bootstrap-Jaslite-Smart.log',
    'k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log',
    'mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log',
  ]) {
    const text = decodeBytes(readFileSync(join(CORPUS, name))).text;
    const a = grown(text, 7);
    const b = whole(text);
    for (const key of Object.keys(b) as (keyof typeof b)[]) assert.deepEqual(a[key], b[key], `${name}: ${key}`);
  }
});

test('a pod named only by name in one chunk and tied to its UID in a later one is one pod, as read whole', () => {
  const uid = 'aaaaaaaa-0000-0000-0000-00000000000a';
  const text = [
    // Name only: read alone, this makes a pod without UID.
    `I0731 10:00:00.000000       1 kubelet.go:1] "SyncLoop ADD" source="api" pods=["ns/p"]`,
    // UID only: a second pod, without name.
    `I0731 10:00:01.000000       1 kubelet_pods.go:1] "Pod has been deleted and must be killed" podUID=${uid}`,
    // The tie: name and UID on one line.
    `I0731 10:00:02.000000       1 kubelet.go:1] "SyncLoop DELETE" source="api" pod="ns/p" podUID=${uid}`,
    '',
  ].join('\n');
  const want = whole(text);
  assert.equal(want.pods.length, 1, 'read whole: one pod');
  for (const n of [2, 3]) assert.deepEqual(grown(text, n), want, `${n} pieces`);
});

test('a line with a UID in free text, tied to its pod only by a later chunk, joins that pod with the phases a whole read gives', () => {
  const uid = 'bbbbbbbb-0000-0000-0000-00000000000b';
  const text = [
    `I0731 10:00:00.000000       1 kubelet_volumes.go:1] orphaned pod found, but volume paths are still present on disk: /var/lib/kubelet/pods/${uid}/volumes`,
    `I0731 10:00:01.000000       1 kubelet.go:1] "SyncLoop ADD" source="api" pods=["ns/q"]`,
    `I0731 10:00:02.000000       1 pod_workers.go:1] "Pod is being synced for the first time" pod="ns/q" podUID=${uid}`,
    `I0731 10:00:03.000000       1 kubelet.go:1] "SyncLoop DELETE" source="api" pod="ns/q" podUID=${uid}`,
    '',
  ].join('\n');
  const want = whole(text);
  assert.ok(want.podOfRecord[0] !== '-', 'read whole, the first line belongs to the pod');
  for (const n of [2, 4]) assert.deepEqual(grown(text, n), want, `${n} pieces`);
});

test('2,000 "node not found yet" lines in 100 chunks are graded again only when the registration comes, once each', () => {
  const lines = [`I0731 10:00:00.000000       1 server.go:399] "Kubelet version" kubeletVersion="v1.24.7"`];
  for (let i = 1; i <= 2000; i++) {
    const t = new Date(Date.UTC(2026, 6, 31, 10, 0, 0, i * 10)).toISOString().slice(11, 23);
    lines.push(`E0731 ${t}000       1 kubelet.go:2424] "Error getting node" err="node \\"n1\\" not found"`);
  }
  const text = `${lines.join('\n')}\n`;
  const registered = `${text}I0731 10:00:30.000000       1 kubelet_node_status.go:73] "Successfully registered node" node="n1"\n`;
  for (const [what, t, most] of [['never registered', text, 0], ['registered at the end', registered, 2000]] as const) {
    const parser = new LogParser(TODAY);
    let builder: IndexBuilder | undefined;
    let analysis: AnalysisBuilder | undefined;
    const cuts = Array.from({ length: 100 }, (_, k) => (k === 99 ? t.length : t.indexOf('\n', Math.floor((t.length * (k + 1)) / 100)) + 1));
    let at = 0;
    for (const cut of cuts) {
      if (cut <= at) continue;
      pushText(parser, t.slice(0, cut), at);
      at = cut;
      if (!builder) {
        builder = new IndexBuilder(parser.result());
        analysis = new AnalysisBuilder(builder.index, matcherFor());
      } else analysis!.extend(builder.extend(parser.result()));
    }
    assert.deepEqual(view(builder!.index, analysis!.analysis), whole(t), what);
    assert.ok(analysis!.regraded <= most, `${what}: graded again ${analysis!.regraded} times (at most ${most})`);
  }
});

test('a growing log with 2,000 pod-less findings: each append looks only at what it names, and a late tie regrades its finding', () => {
  const hex = (i: number) => i.toString(16).padStart(64, 'a');
  const lines: string[] = [];
  for (let i = 0; i < 2000; i++) {
    lines.push(`E0731 10:00:${String(i % 60).padStart(2, '0')}.000000       1 remote_runtime.go:597] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${hex(i)}\\": not found" containerID="${hex(i)}"`);
  }
  const appended: string[] = [];
  for (let k = 0; k < 100; k++) appended.push(`I0731 10:01:00.${String(k).padStart(6, '0')}       1 kubelet.go:2202] "SyncLoop (housekeeping)"`);
  // The last append ties container 7 to a pod: its finding gains the pod.
  appended.push(`I0731 10:02:00.000000       1 kubelet.go:2152] "SyncLoop (PLEG): event for pod" pod="default/web-1" event={"ID":"11111111-2222-3333-4444-555555555555","Type":"ContainerDied","Data":"${hex(7)}"}`);
  const parser = new LogParser(TODAY);
  pushText(parser, `${lines.join('\n')}\n`);
  const builder = new IndexBuilder(parser.result());
  const analysis = new AnalysisBuilder(builder.index, matcherFor());
  const settledAtOpen = builder.settled;
  for (const line of appended) {
    parser.pushLine(line);
    analysis.extend(builder.extend(parser.result()));
  }
  // Before, every append settled all 2,000 containers again and looked at all 2,000 findings: 200,000 of each.
  assert.ok(builder.settled - settledAtOpen <= 5, `containers settled by the appends: ${builder.settled - settledAtOpen}`);
  assert.ok(builder.lateLookedAt <= 5, `waiting IDs looked at: ${builder.lateLookedAt}`);
  assert.ok(analysis.podlessLookedAt <= 5, `pod-less findings looked at: ${analysis.podlessLookedAt}`);
  const tied = analysis.analysis.findings.find((f) => f.id === hex(7));
  assert.equal(tied?.pod?.name, 'web-1', 'the finding of the container tied late has its pod');
  const text = `${[...lines, ...appended].join('\n')}\n`;
  assert.deepEqual(view(builder.index, analysis.analysis), whole(text));
});

test('a growing node journal with containerd lines: an append re-reads none of the runtime\'s earlier ties, and a late sandbox tie still reaches its container', () => {
  const hex = (i: number) => i.toString(16).padStart(64, '0');
  const lines: string[] = [];
  for (let i = 0; i < 1000; i++) {
    const cid = hex(i * 2 + 1);
    const sid = hex(i * 2 + 2);
    lines.push(`time="2023-07-31T10:00:00Z" level=info msg="CreateContainer within sandbox \\"${sid}\\" for &ContainerMetadata{Name:c${i},Attempt:0,} returns container id \\"${cid}\\""`);
    lines.push(`E0731 10:00:01.000000       1 remote_runtime.go:1] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound desc = an error occurred when try to find container \\"${cid}\\": not found" containerID="${cid}"`);
  }
  const appended: string[] = [];
  for (let k = 0; k < 50; k++) appended.push(`I0731 10:01:00.${String(k).padStart(6, '0')}       1 kubelet.go:2202] "SyncLoop (housekeeping)"`);
  // The sandbox of container 7 is tied to a pod only now: container 7 follows it.
  appended.push(`time="2023-07-31T10:02:00Z" level=info msg="RunPodSandbox for &PodSandboxMetadata{Name:web-1,Uid:11111111-2222-3333-4444-555555555555,Namespace:default,Attempt:0,} returns sandbox id \\"${hex(16)}\\""`);
  appended.push(`I0731 10:02:01.000000       1 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=["default/web-1"]`);
  const parser = new LogParser(TODAY);
  pushText(parser, `${lines.join('\n')}\n`);
  const builder = new IndexBuilder(parser.result());
  const analysis = new AnalysisBuilder(builder.index, matcherFor());
  const settled = builder.settled;
  const regraded = analysis.regraded;
  for (const line of appended.slice(0, 50)) {
    parser.pushLine(line);
    analysis.extend(builder.extend(parser.result()));
  }
  // Before, each append settled all 2,000 IDs again and graded all 1,000 findings again.
  assert.equal(builder.settled - settled, 0, 'containers settled by the housekeeping appends');
  assert.equal(analysis.regraded - regraded, 0, 'findings graded again by the housekeeping appends');
  for (const line of appended.slice(50)) {
    parser.pushLine(line);
    analysis.extend(builder.extend(parser.result()));
  }
  assert.equal(builder.index.containers.get(hex(15))?.pod?.name, 'web-1', 'the container of the sandbox tied late');
  assert.deepEqual(view(builder.index, analysis.analysis), whole(`${[...lines, ...appended].join('\n')}\n`));
});

test('a pod named only by name, whose UID only containerd\'s RunPodSandbox gives later: one pod, read whole or in pieces', () => {
  const sid = '1'.repeat(64);
  const cid = 'd'.repeat(64);
  const text = [
    `time="2023-07-31T10:00:07.000000000Z" level=info msg="CreateContainer within sandbox \\"${sid}\\" for &ContainerMetadata{Name:c3,Attempt:0,} returns container id \\"${cid}\\""`,
    'I0731 10:01:20.000000    1234 kubelet.go:2130] "SyncLoop ADD" source="api" pods=["ns/p0"]',
    `time="2023-07-31T10:01:54.000000000Z" level=info msg="RunPodSandbox for &PodSandboxMetadata{Name:p0,Uid:00000000-0000-0000-0000-000000000000,Namespace:ns,Attempt:0,} returns sandbox id \\"${sid}\\""`,
  ].join('\n') + '\n';
  const want = whole(text);
  assert.equal(want.pods.length, 1, `one pod: ${want.pods.join(' | ')}`);
  for (const n of [2, 3]) assert.deepEqual(grown(text, n), want, `${n} pieces`);
});

test('the Pods view of a growing log follows a pod\'s state that only the log\'s end changes (a crash loop over after five quiet minutes)', async () => {
  // From the review of session 10: the view of pod a was kept while only pod b's lines came, and stayed crash-looping.
  const { timelineView } = await import('../../server/src/features/timeline');
  const { analyzeText } = await import('../../server/src/pipeline');
  const A = '11111111-2222-3333-4444-555555555555';
  const B = '66666666-7777-8888-9999-000000000000';
  const t = (m: number, s: number) => `04:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.000000`;
  const head = [
    `I0830 ${t(0, 0)}    1675 config.go:100] "SyncLoop ADD" source="api" pods=["default/a"]`,
    `I0830 ${t(0, 1)}    1675 kubelet.go:2000] "SyncLoop (PLEG): event for pod" pod="default/a" event={"ID":"${A}","Type":"ContainerStarted","Data":"${'a'.repeat(64)}"}`,
    `E0830 ${t(0, 5)}    1675 pod_workers.go:1300] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"app\\" with CrashLoopBackOff: \\"back-off 10s restarting failed container=app pod=a_default(${A})\\"" pod="default/a" podUID="${A}"`,
    `I0830 ${t(0, 20)}    1675 kubelet.go:2000] "SyncLoop (PLEG): event for pod" pod="default/a" event={"ID":"${A}","Type":"ContainerStarted","Data":"${'b'.repeat(64)}"}`,
    `I0830 ${t(1, 0)}    1675 kubelet.go:2000] "SyncLoop (PLEG): event for pod" pod="default/b" event={"ID":"${B}","Type":"ContainerStarted","Data":"${'c'.repeat(64)}"}`,
  ];
  const tail = [`I0830 ${t(9, 0)}    1675 kubelet.go:2000] "SyncLoop (PLEG): event for pod" pod="default/b" event={"ID":"${B}","Type":"ContainerStarted","Data":"${'d'.repeat(64)}"}`];
  const parser = new LogParser(TODAY);
  for (const l of head) parser.pushLine(l);
  const ib = new IndexBuilder(parser.result());
  const ab = new AnalysisBuilder(ib.index, matcherFor());
  const source = { lineCount: 0, lineAt: () => '' };
  const states = (v: { pods: { name: string; state: string }[] }) => v.pods.map((p) => `${p.name}:${p.state}`);
  assert.deepEqual(states(timelineView({ uri: 'grown', version: 1, source, analysis: ab.analysis })), ['a:crash-looping', 'b:running']);
  for (const l of tail) parser.pushLine(l);
  const grownView = timelineView({ uri: 'grown', version: 2, source, analysis: ab.extend(ib.extend(parser.result())) });
  const wholeView = timelineView({ uri: 'whole', version: 1, source, analysis: analyzeText(`${[...head, ...tail].join('\n')}\n`, TODAY) });
  assert.deepEqual(states(wholeView), ['a:running', 'b:running']);
  assert.deepEqual(states(grownView), states(wholeView));
});
