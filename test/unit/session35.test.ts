// Mended in session 35. Each test names the review item and where its lines come from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { podTimeline } from '../../server/src/model/timeline';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };

// Lines in 1.31's shapes (a kind node's journal, kueue#4669); the texts are the kubelet's own
// (nodeshutdown_manager_linux.go, kubelet.go); synthetic pods and PIDs.
const K = (time: string, text: string, pid = 246) => `Mar 18 ${time.slice(0, 8)} kind-worker kubelet[${pid}]: I0318 ${time}     ${pid} ${text}`;
const WEB_UID = '8bb7de3e-72f0-4102-adbd-53897040775e';

test('r77a P7: a pod the graceful shutdown killed and a restarted kubelet listed again is of unknown state, said why', () => {
  const killed = [
    K('10:21:19.149698', 'kubelet.go:2407] "SyncLoop ADD" source="api" pods=["shop/web-0"]'),
    K('10:21:22.516037', `kubelet.go:2439] "SyncLoop (PLEG): event for pod" pod="shop/web-0" event={"ID":"${WEB_UID}","Type":"ContainerStarted","Data":"a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90"}`),
    K('11:00:00.001000', 'nodeshutdown_manager_linux.go:375] "Shutdown manager killing pod with gracePeriod" pod="shop/web-0" gracePeriod=20'),
  ];
  const restarted = [
    K('11:03:20.000000', 'server.go:484] "Kubelet version" kubeletVersion="v1.31.0"', 251),
    K('11:03:20.500000', 'kubelet.go:2346] "Starting kubelet main sync loop"', 251),
    K('11:03:21.000000', 'kubelet.go:2407] "SyncLoop ADD" source="api" pods=["shop/web-0"]', 251),
  ];
  const state = (lines: string[]) => {
    const a = analyzeText(lines.join('\n'), TODAY);
    return podTimeline(a.index, a.index.pods.find((p) => p.name === 'web-0')!);
  };
  // Before: the kill with no end seen is terminating.
  assert.equal(state(killed).state, 'terminating');
  const after = state([...killed, ...restarted]);
  assert.equal(after.state, 'unknown');
  assert.match(after.summary, /killed by the node's graceful shutdown; listed again at 11:03:21\.000 by the kubelet started at 11:03:20\.000, no line since says what became of it/);
  // Its containers started again after the relisting: running, as any pod the kubelet runs.
  const again = K('11:03:24.000000', `kubelet.go:2439] "SyncLoop (PLEG): event for pod" pod="shop/web-0" event={"ID":"${WEB_UID}","Type":"ContainerStarted","Data":"b1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90"}`, 251);
  assert.equal(state([...killed, ...restarted, again]).state, 'running');
});

const findingsOf = (text: string) => {
  const a = analyzeText(text, TODAY);
  return a.findings.map((f) => ({ id: f.entry.id, verdict: f.verdict, reason: f.reason, line: a.index.parsed.records.at(f.record).line + 1, evidence: f.evidence.map((e) => e.line + 1) }));
};

test('r76a P8: a pull that fails right after the credential provider plugin failed for its image cites that failure', () => {
  // Synthetic, in the shapes of plugin.go's line (kubernetes#133079) and 1.31's pull failure.
  const node = (text: string) => `Jun 02 08:00:02 ip-10-0-1-5 kubelet[3011]: ${text}`;
  const credential = node('E0602 08:00:02.210000    3011 plugin.go:361] Failed getting credential from external registry credential provider: error execing credential provider plugin ecr-credential-provider for image 123456789012.dkr.ecr.us-east-1.amazonaws.com/api: exit status 1');
  const pull = node('E0602 08:00:03.310000    3011 log.go:32] "PullImage from image service failed" err="rpc error: code = Unknown desc = failed to pull and unpack image \\"123456789012.dkr.ecr.us-east-1.amazonaws.com/api:v42\\": no basic auth credentials" image="123456789012.dkr.ecr.us-east-1.amazonaws.com/api:v42"');
  const f = findingsOf(`${credential}\n${pull}`).find((x) => x.id === 'image-pull-failure')!;
  assert.equal(f.verdict, 'actionable');
  assert.deepEqual(f.evidence, [1]);
  assert.match(f.reason, /credential provider plugin had failed for this image 1\.1 s before \(line 1\)/);
  // Another image's failure, another node's, or one of minutes before is no cause of this pull's.
  const other = (c: string) => findingsOf(`${c}\n${pull}`).find((x) => x.id === 'image-pull-failure')!.evidence;
  assert.deepEqual(other(credential.replace('/api:', '/worker:')), []);
  assert.deepEqual(other(credential.replace('ip-10-0-1-5', 'ip-10-0-1-6')), []);
  assert.deepEqual(other(credential.replace('08:00:02 ', '07:58:02 ').replace('E0602 08:00:02', 'E0602 07:58:02')), []);
});
