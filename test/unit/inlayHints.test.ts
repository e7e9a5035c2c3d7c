// Inlay hints: a bare container ID gets its container's name; a JSON-format line's epoch `ts` gets its wall-clock time
// (review r32a 13); each can be turned off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { inlayHints } from '../../server/src/features/inlayHints';
import type { AnalysedDocument } from '../../server/src/features/context';

const TODAY = { today: new Date(Date.UTC(2026, 0, 1)) };
function doc(lines: string[]): AnalysedDocument {
  return { uri: 'file:///x.log', version: 1, source: { lineCount: lines.length, lineAt: (l) => lines[l] ?? '' }, analysis: analyzeText(lines.join('\n'), TODAY) };
}

// corpus: k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log (a catalogue sample of node-register-refused)
const JSON_LINE = '172.20.0.2: {"ts":1758106668192.5737,"caller":"kubelet/kubelet_node_status.go:107","msg":"Unable to register node with API server","node":{"name":"talos-default-controlplane-1"},"err":"Post \\"https://127.0.0.1:7445/api/v1/nodes\\": EOF"}';

test('a JSON line\'s epoch ts gets its wall-clock time right after the number', () => {
  const hints = inlayHints(doc([JSON_LINE]), 0, 0);
  assert.equal(hints.length, 1);
  assert.equal(hints[0].label, ' 2025-09-17 10:57:48.192574 UTC');
  // The next line of the same day says the time of day only.
  const next = JSON_LINE.replace('1758106668192.5737', '1758106669000.25');
  assert.deepEqual(inlayHints(doc([JSON_LINE, next]), 0, 1).map((h) => h.label), [' 2025-09-17 10:57:48.192574 UTC', ' 10:57:49.000250 UTC']);
  assert.deepEqual(hints[0].position, { line: 0, character: JSON_LINE.indexOf(',"caller"') });
  assert.deepEqual(inlayHints(doc([JSON_LINE]), 0, 0, { containerNames: true, jsonTimes: false }), []);
  // A klog line has its time written out: no hint.
  assert.deepEqual(inlayHints(doc(['I0917 10:57:48.192573    1234 kubelet.go:2202] "SyncLoop (housekeeping)"']), 0, 0), []);
});

test('a bare container ID gets its container\'s name, unless the line names it', () => {
  const id = 'a1'.repeat(32);
  const lines = [
    `I0110 07:00:00.100000    1222 kuberuntime_container.go:170] "Created container" containerName="api" containerID="${id}" pod="shop/api-1" podUID=6c1e0f4e-2b7a-4d3c-9a51-0d2f3b8e7a11`,
    `I0110 07:00:05.000000    1222 kuberuntime_gc.go:360] "Removing container" containerID="${id}"`,
  ];
  const hints = inlayHints(doc(lines), 0, 1);
  assert.deepEqual(hints.map((h) => [h.position.line, h.label]), [[1, ' api']]);
  assert.deepEqual(inlayHints(doc(lines), 0, 1, { containerNames: false, jsonTimes: true }), []);
});
