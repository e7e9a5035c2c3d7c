// Mended in session 30. Each test names the review item (r54a–r57a) and where its lines come from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const verdicts = (text: string, id: string) => analyzeText(text, TODAY).findings.filter((f) => f.entry.id === id).map((f) => `L${f.line + 1} ${f.verdict}`);

test("r54a 52: containerd's failed Status call is excused by the runtime's own start on its node, not by the kubelet's", () => {
  // containerd's lines in the words of kubeadm#3092 (SUSE, journalctl -xe), times and error changed.
  const containerd = (time: string, msg: string, host = 'node-a') => `Jul 23 ${time} ${host} containerd[211]: time="2023-07-23T${time}.100000Z" level=${msg.startsWith('Status') ? 'error' : 'info'} msg="${msg}"${msg.startsWith('Status') ? ' error="rpc error: code = DeadlineExceeded desc = context deadline exceeded"' : ''}`;
  const kubelet = 'Jul 23 22:01:20 node-a kubelet[1790]: I0723 22:01:20.100000    1790 server.go:413] "Kubelet version" kubeletVersion="v1.27.3"';
  const status = containerd('22:01:24', 'Status failed');
  // Up for three hours; only the kubelet restarted.
  assert.deepEqual(verdicts([containerd('19:01:10', 'containerd successfully booted in 0.052123s'), kubelet, status].join('\n'), 'containerd-status-failed'), ['L3 investigate']);
  // containerd itself had just started (its own line, or systemd's), on this node.
  assert.deepEqual(verdicts([containerd('22:01:10', 'starting containerd'), kubelet, status].join('\n'), 'containerd-status-failed'), ['L3 benign']);
  assert.deepEqual(verdicts(['Jul 23 22:01:10 node-a systemd[1]: Started containerd.service - containerd container runtime.', status].join('\n'), 'containerd-status-failed'), ['L2 benign']);
  // Another node's runtime start says nothing of this one.
  assert.deepEqual(verdicts([containerd('22:01:10', 'starting containerd', 'node-b'), status].join('\n'), 'containerd-status-failed'), ['L2 investigate']);
  // An answer is no start-up, whatever started.
  assert.deepEqual(verdicts([containerd('22:01:10', 'starting containerd'), status.replace('rpc error: code = DeadlineExceeded desc = context deadline exceeded', 'stat /proc/211/ns/pid: permission denied: unknown')].join('\n'), 'containerd-status-failed'), ['L2 investigate']);
});

test("r54a 41/42: a pod whose kubelet set its phase to Failed or Succeeded is not summarised as last seen running", async () => {
  const { podTimeline } = await import('../../server/src/model/timeline');
  // Shapes of the corpus's kind 1.24 journald logs (gangmuk C5 worker); r54a 41's pod, two of its lines left out.
  const UID = 'e176bd75-2e5a-3cf9-cb60-a56d910dc342';
  const k = (time: string, rest: string) => `Aug 30 ${time.slice(0, 8)} kind-worker kubelet[704773]: I0830 ${time}  704773 ${rest}`;
  const lines = (phase: string) => [
    k('04:29:00.100000', 'kubelet.go:2072] "SyncLoop ADD" source="api" pods=[batch/migrate-28195740-j2j2j]'),
    k('04:29:02.100100', `kubelet.go:2110] "SyncLoop (PLEG): event for pod" pod="batch/migrate-28195740-j2j2j" event=&{ID:${UID} Type:ContainerStarted Data:${'c'.repeat(64)}}`),
    k('04:30:00.100000', 'kubelet_pods.go:1444] "Got phase for pod" pod="batch/migrate-28195740-j2j2j" oldPhase=Pending phase=Running'),
    k('04:52:10.000000', `kubelet.go:2110] "SyncLoop (PLEG): event for pod" pod="batch/migrate-28195740-j2j2j" event=&{ID:${UID} Type:ContainerDied Data:${'c'.repeat(64)}}`),
    k('04:52:10.100000', `kubelet_pods.go:1444] "Got phase for pod" pod="batch/migrate-28195740-j2j2j" oldPhase=Running phase=${phase}`),
  ].join('\n');
  for (const phase of ['Failed', 'Succeeded']) {
    const a = analyzeText(lines(phase), TODAY);
    const t = podTimeline(a.index, a.index.pods[0]);
    assert.equal(t.state, 'terminated');
    assert.match(t.summary, new RegExp(`the kubelet set its phase to ${phase} at 04:52:10\\.100`));
    assert.doesNotMatch(t.summary, /last seen running/);
  }
});
