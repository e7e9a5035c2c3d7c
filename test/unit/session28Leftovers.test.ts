// Leftovers of session 27's reviews, mended in session 28. Synthetic logs from review r42a (its log named in each test),
// real lines with their source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { podTimeline } from '../../server/src/model/timeline';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const analyse = (lines: string[]) => analyzeText(lines.join('\n'), TODAY);
const stateOfOnlyPod = (lines: string[]) => {
  const a = analyse(lines);
  assert.equal(a.index.pods.length, 1);
  return podTimeline(a.index, a.index.pods[0]).state;
};

// r42a 01-shim-other-container-taskexit.log: two containers made, only the sidecar killed, and it died.
const SIDECAR_KILLED = [
    "Feb 07 10:00:00 node-a containerd[812]: time=\"2024-02-07T10:00:00.001000005Z\" level=info msg=\"RunPodSandbox for &PodSandboxMetadata{Name:web-1,Uid:4a9c2e7f-1b3d-4c5e-8f60-7a1b2c3d4e5f,Namespace:default,Attempt:0,} returns sandbox id \\\"3696ad59777e09d5f2daacb544022d435e7cd053d87c5781241fabd8fdf2a90d\\\"\"",
    "Feb 07 10:00:01 node-a containerd[812]: time=\"2024-02-07T10:00:01.002000005Z\" level=info msg=\"CreateContainer within sandbox \\\"3696ad59777e09d5f2daacb544022d435e7cd053d87c5781241fabd8fdf2a90d\\\" for &ContainerMetadata{Name:app,Attempt:0,} returns container id \\\"559aead08264d5795d3909718cdd05abd49572e84fe55590eef31a88a08fdffd\\\"\"",
    "Feb 07 10:00:01 node-a containerd[812]: time=\"2024-02-07T10:00:01.003000005Z\" level=info msg=\"StartContainer for \\\"559aead08264d5795d3909718cdd05abd49572e84fe55590eef31a88a08fdffd\\\" returns successfully\"",
    "Feb 07 10:00:02 node-a containerd[812]: time=\"2024-02-07T10:00:02.004000005Z\" level=info msg=\"CreateContainer within sandbox \\\"3696ad59777e09d5f2daacb544022d435e7cd053d87c5781241fabd8fdf2a90d\\\" for &ContainerMetadata{Name:sidecar,Attempt:0,} returns container id \\\"df7e70e5021544f4834bbee64a9e3789febc4be81470df629cad6ddb03320a5c\\\"\"",
    "Feb 07 10:00:02 node-a containerd[812]: time=\"2024-02-07T10:00:02.005000005Z\" level=info msg=\"StartContainer for \\\"df7e70e5021544f4834bbee64a9e3789febc4be81470df629cad6ddb03320a5c\\\" returns successfully\"",
    "Feb 07 10:05:00 node-a kubelet[1234]: I0207 10:05:00.006100    1234 kuberuntime_container.go:779] \"Killing container with a grace period\" pod=\"default/web-1\" podUID=\"4a9c2e7f-1b3d-4c5e-8f60-7a1b2c3d4e5f\" containerName=\"sidecar\" containerID=\"containerd://df7e70e5021544f4834bbee64a9e3789febc4be81470df629cad6ddb03320a5c\" gracePeriod=30",
    "Feb 07 10:05:00 node-a containerd[812]: time=\"2024-02-07T10:05:00.007000005Z\" level=info msg=\"StopContainer for \\\"df7e70e5021544f4834bbee64a9e3789febc4be81470df629cad6ddb03320a5c\\\" with timeout 30 (s)\"",
    "Feb 07 10:05:02 node-a containerd[812]: time=\"2024-02-07T10:05:02.008000005Z\" level=info msg=\"TaskExit event container_id:\\\"df7e70e5021544f4834bbee64a9e3789febc4be81470df629cad6ddb03320a5c\\\" id:\\\"df7e70e5021544f4834bbee64a9e3789febc4be81470df629cad6ddb03320a5c\\\" pid:4312 exited_at:{seconds:1707274180 nanos:1}\"",
    "Feb 07 10:05:02 node-a containerd[812]: time=\"2024-02-07T10:05:02.009000005Z\" level=info msg=\"shim disconnected\" id=df7e70e5021544f4834bbee64a9e3789febc4be81470df629cad6ddb03320a5c namespace=k8s.io",
    "Feb 07 10:05:02 node-a containerd[812]: time=\"2024-02-07T10:05:02.010000005Z\" level=warning msg=\"cleaning up after shim disconnected\" id=df7e70e5021544f4834bbee64a9e3789febc4be81470df629cad6ddb03320a5c namespace=k8s.io",
    "Feb 07 10:05:02 node-a containerd[812]: time=\"2024-02-07T10:05:02.011000005Z\" level=info msg=\"cleaning up dead shim\" namespace=k8s.io",
    "Feb 07 10:05:03 node-a kubelet[1234]: I0207 10:05:03.012100    1234 kubelet.go:2457] \"SyncLoop (PLEG): event for pod\" pod=\"default/web-1\" event={\"ID\":\"4a9c2e7f-1b3d-4c5e-8f60-7a1b2c3d4e5f\",\"Type\":\"ContainerDied\",\"Data\":\"df7e70e5021544f4834bbee64a9e3789febc4be81470df629cad6ddb03320a5c\"}",
];

test('r42a 01: a kill of one container of two (a sidecar, a liveness restart) leaves the pod running, not terminated', () => {
  assert.equal(stateOfOnlyPod(SIDECAR_KILLED), 'running');
  // Both containers killed and dead: the pod's containers all stopped.
  const app = '559aead08264d5795d3909718cdd05abd49572e84fe55590eef31a88a08fdffd';
  const both = [...SIDECAR_KILLED, ...SIDECAR_KILLED.slice(5, 6).map((l) => l.replace(/df7e70e5021544f4834bbee64a9e3789febc4be81470df629cad6ddb03320a5c/g, app).replace('sidecar', 'app')),
    ...SIDECAR_KILLED.slice(11, 12).map((l) => l.replace(/df7e70e5021544f4834bbee64a9e3789febc4be81470df629cad6ddb03320a5c/g, app).replace('10:05:03.012100', '10:05:04.012100'))];
  assert.equal(stateOfOnlyPod(both), 'terminated');
});
