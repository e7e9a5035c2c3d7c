// Plain-text helpers of the extension's views (client/src/format.ts).
import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import type { PodView } from '../../server/src/protocol';
import {
  codeSpan,
  escapeMarkdown,
  formatDuration,
  parsePodLinePrefix,
  plainLabel,
  podLabel,
  podLinePrefix,
  staticKind,
  staticPodNames,
  podSummaryMarkdown,
  timeOfDay,
} from '../../client/src/format';

describe('format', () => {
  it('formats durations', () => {
    assert.equal(formatDuration(undefined), '');
    // The server's way (summaries, outline): the tree, tooltips and copied summaries write durations alike.
    assert.equal(formatDuration(392), '0.39 s');
    assert.equal(formatDuration(0.3), '0.0003 s');
    assert.equal(formatDuration(1234), '1.23 s');
    assert.equal(formatDuration(42_100), '42.1 s');
    // Rounded before the unit is chosen (a review found "60 s" and "18 min 60 s"); an empty unit is left out.
    assert.equal(formatDuration(999.6), '1 s');
    assert.equal(formatDuration(59_960), '1 min');
    assert.equal(formatDuration(185_000), '3 min 5 s');
    assert.equal(formatDuration(7_380_000), '2 h 3 min');
    assert.equal(formatDuration(93_600_000), '26 h');
    assert.equal(formatDuration(180_000_000), '2 d 2 h');
  });

  it('names pods known only by UID plainly, and tells a static pod from its mirror', () => {
    assert.equal(podLabel({ namespace: '?', name: 'unknown pod (52bfc7fa)', uid: '52bfc7fa-1111-2222-3333-444455556666' }), 'pod 52bfc7fa (no name in this log)');
    assert.equal(podLabel({ namespace: 'kube-system', name: 'etcd-n1', uid: 'x' }), 'kube-system/etcd-n1');
    const staticPod = { namespace: 'kube-system', name: 'kube-apiserver-n1', uid: '5fe9cb22a79eca9d7179983b6ab0880c' };
    const mirror = { namespace: 'kube-system', name: 'kube-apiserver-n1', uid: '0f3a1c2e-1111-2222-3333-444455556666' };
    const other = { namespace: 'default', name: 'web', uid: '1f3a1c2e-1111-2222-3333-444455556666' };
    const names = staticPodNames([staticPod, mirror, other]);
    assert.deepEqual([staticPod, mirror, other].map((p) => staticKind(p, names)), ['static', 'mirror', undefined]);
  });

  it('takes the time of day with microseconds from an ISO timestamp as written', () => {
    assert.equal(timeOfDay('2023-07-31T17:16:31.865371Z'), '17:16:31.865371');
    assert.equal(timeOfDay('2023-07-31T17:16:31.8+02:00'), '17:16:31.800000');
    assert.equal(timeOfDay('2023-07-31T17:16:31Z'), '17:16:31.000000');
    assert.equal(timeOfDay(undefined), '');
  });

  it('keeps labels on one line and bounded', () => {
    assert.equal(plainLabel('a\nb\tc\u202ed'), 'a b c d');
    assert.equal(plainLabel('x'.repeat(200), 10), `${'x'.repeat(9)}…`);
  });

  it('round-trips pod-lines prefixes', () => {
    const p = podLinePrefix(41, 5);
    assert.equal(p, '   42 │ ');
    assert.equal(parsePodLinePrefix(`${p}I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE"`), 41);
    assert.equal(parsePodLinePrefix('no prefix'), undefined);
  });

  it('code spans survive backticks', () => {
    assert.equal(codeSpan('a`b'), '``a`b``');
  });

  it('writes a pod summary as markdown', () => {
    const pod: PodView = {
      key: '5011243d-6324-41e3-8ee8-9e8bb33f04b0',
      namespace: 'default',
      name: 'test-nginx-976fbbd77-m2tqs',
      uid: '5011243d-6324-41e3-8ee8-9e8bb33f04b0',
      state: 'deleted',
      hasActionable: false,
      start: '2023-07-31T17:16:31.865371Z',
      end: '2023-07-31T17:16:32.398032Z',
      durationMs: 532.661,
      firstLine: 0,
      summary: 'Deleted via the API | torn down in 0.53 s.',
      containers: [],
      phases: [
        {
          phase: 'deletion-requested',
          label: 'Deletion requested',
          start: '2023-07-31T17:16:31.865371Z',
          end: '2023-07-31T17:16:31.865371Z',
          durationMs: 0,
          eventCount: 1,
        },
      ],
    };
    const md = podSummaryMarkdown(pod, { uri: 'file:///tmp/kubelet.log', kubeletVersion: 'v1.23.3' });
    assert.match(md, /^### Pod `default\/test-nginx-976fbbd77-m2tqs`/);
    assert.match(md, /- State: deleted/);
    assert.match(md, /\| Deletion requested \| 2023-07-31 17:16:31\.865371 \| 17:16:31\.865371 \| 0 s \| 1 \|/);
    // The summary quotes log text: escaped, lightly (a `|` would start a table row after the table; r74a F4).
    assert.match(md, /Deleted via the API \\\| torn down in 0\.53 s\./);
    assert.doesNotMatch(md, /Node:/, 'no node when the log names none');
    // klog names no year: one the server took from the file's date is left out, and the summary says so.
    const yearless = podSummaryMarkdown(pod, { uri: 'file:///tmp/kubelet.log', yearSource: 'file-date' });
    assert.match(yearless, /- Time: 07-31 17:16:31\.865371 → 17:16:32\.398032 \(0\.53 s\) \(the log names no year\)/);
    assert.match(yearless, /\| Deletion requested \| 07-31 17:16:31\.865371 \|/);
    assert.doesNotMatch(yearless, /2023/);
    // A node name is log text: it is shown in a code span.
    assert.match(podSummaryMarkdown({ ...pod, node: 'gke-pool-1-`abcd' }), /- Node: ``gke-pool-1-`abcd``/);
    // The tree's "other lines" node is a count, not a phase row; a pod with only those has no table.
    const other = { phase: 'other-lines' as const, label: 'other lines (no lifecycle marker)', eventCount: 7 };
    const withOther = podSummaryMarkdown({ ...pod, phases: [...pod.phases, other] });
    assert.match(withOther, /- Other lines \(no lifecycle marker\): 7/);
    assert.doesNotMatch(withOther, /\| other lines/);
    const onlyOther = podSummaryMarkdown({ ...pod, phases: [other] });
    assert.doesNotMatch(onlyOther, /\| Phase \|/);
    assert.doesNotMatch(onlyOther, /- Other lines/, 'a pod with no phase says so in its summary');
  });
});

describe('escapeMarkdown', () => {
  it('neutralises links, emphasis, html and command links from log text', () => {
    const e = escapeMarkdown('**x** <img src=a> [click](command:workbench.action.terminal.new) `code`');
    assert.ok(!/(^|[^\\])\[/.test(e), e);
    assert.ok(!/(^|[^\\])</.test(e), e);
    assert.ok(!/(^|[^\\])\*/.test(e), e);
    assert.ok(!/(^|[^\\])`/.test(e), e);
  });
});
