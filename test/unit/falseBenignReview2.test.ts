// The second review of session 13's evidence fixes: logs on which they (or older checks) still gave a wrong verdict,
// in either direction. Kind 1.24 journald and 1.19/1.20 printf shapes (see falseBenign.test.ts), IDs and times edited.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import type { Analysis } from '../../server/src/knowledge/analyze';
import { assertPiecesGiveWholeReport } from './piecewiseFixture';

const TODAY = { today: new Date(Date.UTC(2026, 0, 1)) };
const analyse = (lines: string[]): Analysis => analyzeText(lines.join('\n'), TODAY);
/** Each finding of `id` as `L<line> verdict`, in file order. */
const graded = (a: Analysis, id: string): string[] =>
  a.findings.filter((f) => f.entry.id === id).map((f) => `L${a.index.parsed.records.at(f.record).line + 1} ${f.verdict}`);

// The second review's logs (session 13), each a case the first round of fixes got wrong or did not reach.
const P06 = [
  "Aug 30 04:32:20 kind-worker kubelet[704773]: I0830 04:32:20.000000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"shop/api-7d9f8c6b5-q2w4e\" event=&{ID:8cd216f8-1c68-40d4-94b4-a8b66e09a898 Type:ContainerStarted Data:5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b5b}",
  "Aug 30 04:32:21 kind-worker kubelet[704773]: I0830 04:32:21.000000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"shop/api-7d9f8c6b5-q2w4e\" event=&{ID:8cd216f8-1c68-40d4-94b4-a8b66e09a898 Type:ContainerStarted Data:a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1}",
  "Aug 30 05:32:20 kind-worker kubelet[704773]: I0830 05:32:20.000000  704773 prober.go:121] \"Probe failed\" probeType=\"Readiness\" pod=\"shop/api-7d9f8c6b5-q2w4e\" podUID=8cd216f8-1c68-40d4-94b4-a8b66e09a898 containerName=\"api\" probeResult=failure output=\"HTTP probe failed with statuscode: 503\"",
  "Aug 30 05:32:30 kind-worker kubelet[704773]: I0830 05:32:30.000000  704773 prober.go:121] \"Probe failed\" probeType=\"Readiness\" pod=\"shop/api-7d9f8c6b5-q2w4e\" podUID=8cd216f8-1c68-40d4-94b4-a8b66e09a898 containerName=\"api\" probeResult=failure output=\"HTTP probe failed with statuscode: 503\"",
  "Aug 30 05:32:40 kind-worker kubelet[704773]: I0830 05:32:40.000000  704773 prober.go:121] \"Probe failed\" probeType=\"Readiness\" pod=\"shop/api-7d9f8c6b5-q2w4e\" podUID=8cd216f8-1c68-40d4-94b4-a8b66e09a898 containerName=\"api\" probeResult=failure output=\"HTTP probe failed with statuscode: 503\"",
  "Aug 30 05:32:45 kind-worker kubelet[704773]: I0830 05:32:45.000000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"shop/api-7d9f8c6b5-q2w4e\" event=&{ID:8cd216f8-1c68-40d4-94b4-a8b66e09a898 Type:ContainerDied Data:a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1}",
  "Aug 30 05:32:46 kind-worker kubelet[704773]: I0830 05:32:46.000000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"shop/api-7d9f8c6b5-q2w4e\" event=&{ID:8cd216f8-1c68-40d4-94b4-a8b66e09a898 Type:ContainerStarted Data:a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2a2}",
  "Aug 30 05:32:56 kind-worker kubelet[704773]: I0830 05:32:56.000000  704773 prober.go:121] \"Probe failed\" probeType=\"Readiness\" pod=\"shop/api-7d9f8c6b5-q2w4e\" podUID=8cd216f8-1c68-40d4-94b4-a8b66e09a898 containerName=\"api\" probeResult=failure output=\"HTTP probe failed with statuscode: 503\"",
  "Aug 30 05:33:06 kind-worker kubelet[704773]: I0830 05:33:06.000000  704773 prober.go:121] \"Probe failed\" probeType=\"Readiness\" pod=\"shop/api-7d9f8c6b5-q2w4e\" podUID=8cd216f8-1c68-40d4-94b4-a8b66e09a898 containerName=\"api\" probeResult=failure output=\"HTTP probe failed with statuscode: 503\"",
  "Aug 30 05:33:16 kind-worker kubelet[704773]: I0830 05:33:16.000000  704773 prober.go:121] \"Probe failed\" probeType=\"Readiness\" pod=\"shop/api-7d9f8c6b5-q2w4e\" podUID=8cd216f8-1c68-40d4-94b4-a8b66e09a898 containerName=\"api\" probeResult=failure output=\"HTTP probe failed with statuscode: 503\""
];
const P01 = [
  "Aug 30 04:32:20 kind-worker kubelet[704773]: I0830 04:32:20.000000  704773 kubelet.go:2088] \"SyncLoop DELETE\" source=\"api\" pods=[default/web-0]",
  "Aug 30 04:32:20 kind-worker kubelet[704773]: I0830 04:32:20.100000  704773 kuberuntime_container.go:722] \"Killing container with a grace period\" pod=\"default/web-0\" podUID=7f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f containerName=\"web\" containerID=\"containerd://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\" gracePeriod=30",
  "Aug 30 04:32:21 kind-worker kubelet[704773]: I0830 04:32:21.000000  704773 kuberuntime_container.go:731] \"Container exited normally\" pod=\"default/web-0\" podUID=7f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f containerName=\"web\" containerID=\"containerd://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\"",
  "Aug 30 04:32:21 kind-worker kubelet[704773]: I0830 04:32:21.100000  704773 pod_workers.go:1050] \"Pod terminated all containers successfully\" pod=\"default/web-0\" podUID=7f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
  "Aug 30 04:32:21 kind-worker kubelet[704773]: I0830 04:32:21.500000  704773 kubelet.go:2082] \"SyncLoop REMOVE\" source=\"api\" pods=[default/web-0]",
  "Aug 30 04:32:21 kind-worker kubelet[704773]: I0830 04:32:21.600000  704773 kubelet.go:2072] \"SyncLoop ADD\" source=\"api\" pods=[default/web-0]",
  "Aug 30 04:32:21 kind-worker kubelet[704773]: I0830 04:32:21.700000  704773 status_manager.go:691] \"Failed to update status for pod\" pod=\"default/web-0\" err=\"failed to patch status \\\"{\\\\\\\"metadata\\\\\\\":{\\\\\\\"uid\\\\\\\":\\\\\\\"7f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f\\\\\\\"}}\\\" for pod \\\"default\\\"/\\\"web-0\\\": Precondition failed: UID in precondition: 7f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f, UID in object meta: 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d\""
];
const P02 = [
  "I0830 04:32:20.000000    4787 kubelet.go:1916] SyncLoop (DELETE, \"api\"): \"web-0_default(0ac7a38c-74bc-4d23-ae50-2576492537e0)\"",
  "I0830 04:32:20.100000    4787 kuberuntime_container.go:635] Killing container \"docker://60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f\" with a 30 second grace period",
  "I0830 04:32:21.500000    4787 kubelet.go:1910] SyncLoop (REMOVE, \"api\"): \"web-0_default(0ac7a38c-74bc-4d23-ae50-2576492537e0)\"",
  "I0830 04:32:21.700000    4787 kubelet.go:1900] SyncLoop (ADD, \"api\"): \"web-0_default(5b2e9f10-3c4d-4e5f-8a9b-0c1d2e3f4a5b)\"",
  "E0830 04:32:24.000000    4787 kubelet_volumes.go:154] Orphaned pod \"0ac7a38c-74bc-4d23-ae50-2576492537e0\" found, but volume paths are still present on disk : There were a total of 1 errors similar to this. Turn up verbosity to see them.",
  "I0830 04:32:24.500000    4787 kubelet.go:1935] SyncLoop (PLEG): \"web-0_default(5b2e9f10-3c4d-4e5f-8a9b-0c1d2e3f4a5b)\", event: &pleg.PodLifecycleEvent{ID:\"5b2e9f10-3c4d-4e5f-8a9b-0c1d2e3f4a5b\", Type:\"ContainerStarted\", Data:\"7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d7d\"}",
  "E0830 04:32:26.000000    4787 kubelet_volumes.go:154] Orphaned pod \"0ac7a38c-74bc-4d23-ae50-2576492537e0\" found, but volume paths are still present on disk : There were a total of 1 errors similar to this. Turn up verbosity to see them."
];
const P03 = [
  "Aug 30 04:32:20 kind-worker kubelet[704773]: I0830 04:32:20.000000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"default/web-7f879b889b-n76hj\" event=&{ID:c4199b0e-b8fa-4358-a81d-47c43e9ad1ba Type:ContainerStarted Data:60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f}",
  "Aug 30 04:34:00 kind-worker kubelet[704773]: I0830 04:34:00.000000  704773 kubelet.go:2072] \"SyncLoop ADD\" source=\"api\" pods=[default/web-5d9c7b6f4-q8r2t]",
  "Aug 30 04:34:01 kind-worker kubelet[704773]: I0830 04:34:01.000000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"default/web-5d9c7b6f4-q8r2t\" event=&{ID:1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a Type:ContainerStarted Data:9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0}",
  "Aug 30 04:34:02 kind-worker kubelet[704773]: I0830 04:34:02.000000  704773 kubelet.go:2088] \"SyncLoop DELETE\" source=\"api\" pods=[default/web-7f879b889b-n76hj]",
  "Aug 30 04:34:02 kind-worker kubelet[704773]: I0830 04:34:02.100000  704773 kuberuntime_container.go:722] \"Killing container with a grace period\" pod=\"default/web-7f879b889b-n76hj\" podUID=c4199b0e-b8fa-4358-a81d-47c43e9ad1ba containerName=\"web\" containerID=\"containerd://60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f\" gracePeriod=30",
  "Aug 30 04:34:03 kind-worker kubelet[704773]: I0830 04:34:03.000000  704773 kuberuntime_container.go:731] \"Container exited normally\" pod=\"default/web-7f879b889b-n76hj\" podUID=c4199b0e-b8fa-4358-a81d-47c43e9ad1ba containerName=\"web\" containerID=\"containerd://60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f\"",
  "Aug 30 04:34:03 kind-worker kubelet[704773]: I0830 04:34:03.500000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"default/web-7f879b889b-n76hj\" event=&{ID:c4199b0e-b8fa-4358-a81d-47c43e9ad1ba Type:ContainerDied Data:60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f}",
  "Aug 30 04:34:04 kind-worker kubelet[704773]: E0830 04:34:04.000000  704773 cadvisor_stats_provider.go:415] \"Partial failure issuing cadvisor.ContainerInfoV2\" err=\"partial failures: [\\\"/kubelet.slice/kubelet-kubepods.slice/kubelet-kubepods-burstable.slice/kubelet-kubepods-burstable-podc4199b0e_b8fa_4358_a81d_47c43e9ad1ba.slice/cri-containerd-60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f.scope\\\": containerDataToContainerInfo: unable to find data in memory cache], [\\\"/kubelet.slice/kubelet-kubepods.slice/kubelet-kubepods-burstable.slice/kubelet-kubepods-burstable-pod1d2c3b4a_5f6e_4d7c_8b9a_0f1e2d3c4b5a.slice/cri-containerd-9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0.scope\\\": containerDataToContainerInfo: unable to find data in memory cache]\""
];
const P05 = [
  "Aug 30 04:32:20 kind-worker kubelet[704773]: I0830 04:32:20.000000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"hosted-grafana/grafana-7845d969b5-f8h5q\" event=&{ID:14ac9939-b36a-40d7-9ca9-a0367aab99d8 Type:ContainerStarted Data:eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee}",
  "Aug 30 04:34:00 kind-worker kubelet[704773]: I0830 04:34:00.000000  704773 kubelet.go:2088] \"SyncLoop DELETE\" source=\"api\" pods=[hosted-grafana/grafana-7845d969b5-f8h5q]",
  "Aug 30 04:34:00 kind-worker kubelet[704773]: I0830 04:34:00.100000  704773 kuberuntime_container.go:722] \"Killing container with a grace period\" pod=\"hosted-grafana/grafana-7845d969b5-f8h5q\" podUID=14ac9939-b36a-40d7-9ca9-a0367aab99d8 containerName=\"grafana\" containerID=\"containerd://eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee\" gracePeriod=30",
  "Aug 30 04:34:30 kind-worker kubelet[704773]: I0830 04:34:30.100000  704773 kuberuntime_container.go:731] \"Container exited normally\" pod=\"hosted-grafana/grafana-7845d969b5-f8h5q\" podUID=14ac9939-b36a-40d7-9ca9-a0367aab99d8 containerName=\"grafana\" containerID=\"containerd://eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee\"",
  "Aug 30 04:46:29 kind-worker kubelet[704773]: E0830 04:46:29.999000  704773 remote_runtime.go:734] \"ExecSync cmd from runtime service failed\" err=\"rpc error: code = Unknown desc = failed to exec in container: container is in CONTAINER_EXITED state\" containerID=\"eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee\" cmd=[/bin/sh -c curl -fsS localhost:3000/api/health]",
  "Aug 30 04:46:30 kind-worker kubelet[704773]: E0830 04:46:30.000000  704773 prober.go:104] \"Probe errored\" err=\"rpc error: code = Unknown desc = failed to exec in container: container is in CONTAINER_EXITED state\" probeType=\"Readiness\" pod=\"hosted-grafana/grafana-7845d969b5-f8h5q\" podUID=14ac9939-b36a-40d7-9ca9-a0367aab99d8 containerName=\"grafana\""
];
const P08 = [
  "I0830 04:32:20.000000    4787 kubelet.go:1935] SyncLoop (PLEG): \"nginx-deployment-6dccd8f6b9-m4v2l_default(c4199b0e-b8fa-4358-a81d-47c43e9ad1ba)\", event: &pleg.PodLifecycleEvent{ID:\"c4199b0e-b8fa-4358-a81d-47c43e9ad1ba\", Type:\"ContainerStarted\", Data:\"60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f\"}",
  "I0830 04:34:00.000000    4787 kubelet.go:1935] SyncLoop (PLEG): \"nginx-deployment-6dccd8f6b9-m4v2l_default(c4199b0e-b8fa-4358-a81d-47c43e9ad1ba)\", event: &pleg.PodLifecycleEvent{ID:\"c4199b0e-b8fa-4358-a81d-47c43e9ad1ba\", Type:\"ContainerDied\", Data:\"60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f\"}",
  "I0830 04:34:00.100000    4787 kuberuntime_container.go:874] Removing container \"60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f\"",
  "I0830 04:34:00.100000    4787 topology_manager.go:219] [topologymanager] RemoveContainer - Container ID: 60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f",
  "W0830 04:34:02.100000    4787 pod_container_deletor.go:79] [pod_container_deletor] DeleteContainer returned error for (id={containerd 60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f}): rpc error: code = DeadlineExceeded desc = context deadline exceeded",
  "I0830 04:34:20.000000    4787 kuberuntime_container.go:874] Removing container \"60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f\"",
  "I0830 04:34:20.000000    4787 topology_manager.go:219] [topologymanager] RemoveContainer - Container ID: 60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f",
  "E0830 04:34:20.010000    4787 remote_runtime.go:332] ContainerStatus \"60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f\" from runtime service failed: rpc error: code = NotFound desc = an error occurred when try to find container \"60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f\": not found",
  "E0830 04:34:20.010000    4787 kuberuntime_gc.go:146] Failed to remove container \"60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f\": failed to get container status \"60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f\": rpc error: code = NotFound desc = an error occurred when try to find container \"60a1f327d052e5d7d1c45aa0a86391a24b62b74bbc4214099b815e5562a6072f\": not found"
];
const P09 = [
  "Aug 30 04:32:20 kind-worker kubelet[2231]: I0830 04:32:20.000000    2231 server.go:399] \"Kubelet version\" kubeletVersion=\"v1.24.7\"",
  "Aug 30 04:32:20 kind-worker kubelet[2231]: I0830 04:32:20.400000    2231 kubelet.go:1986] \"Starting kubelet main sync loop\"",
  "Aug 30 04:32:22 kind-worker kubelet[2231]: I0830 04:32:22.000000    2231 kubelet.go:2072] \"SyncLoop ADD\" source=\"api\" pods=[media/sonarr-56449fd8d-rg9jx]",
  "Aug 30 04:32:25 kind-worker kubelet[2231]: E0830 04:32:25.000000    2231 nestedpendingoperations.go:348] Operation for \"{volumeName:kubernetes.io/csi/ebs.csi.aws.com^vol-0a1b2c3d4e5f60718 podName: nodeName:}\" failed. No retries permitted until 2023-08-30 04:32:25.500000 +0000 UTC m=+5.500000 (durationBeforeRetry 500ms). Error: MountVolume.MountDevice failed for volume \"pvc-20349b2e-7d88-453c-84e0-8b14610f884c\" (UniqueName: \"kubernetes.io/csi/ebs.csi.aws.com^vol-0a1b2c3d4e5f60718\") pod \"sonarr-56449fd8d-rg9jx\" (UID: \"e57b2c80-fe69-4d3a-bb95-4db426adf1d1\") : kubernetes.io/csi: attacher.MountDevice failed to create newCsiDriverClient: driver name ebs.csi.aws.com not found in the list of registered CSI drivers",
  "Aug 30 04:32:25 kind-worker kubelet[2231]: E0830 04:32:25.500000    2231 nestedpendingoperations.go:348] Operation for \"{volumeName:kubernetes.io/csi/ebs.csi.aws.com^vol-0a1b2c3d4e5f60718 podName: nodeName:}\" failed. No retries permitted until 2023-08-30 04:32:26.500000 +0000 UTC m=+6.500000 (durationBeforeRetry 1s). Error: MountVolume.MountDevice failed for volume \"pvc-20349b2e-7d88-453c-84e0-8b14610f884c\" (UniqueName: \"kubernetes.io/csi/ebs.csi.aws.com^vol-0a1b2c3d4e5f60718\") pod \"sonarr-56449fd8d-rg9jx\" (UID: \"e57b2c80-fe69-4d3a-bb95-4db426adf1d1\") : kubernetes.io/csi: attacher.MountDevice failed to create newCsiDriverClient: driver name ebs.csi.aws.com not found in the list of registered CSI drivers",
  "Aug 30 04:33:28 kind-worker kubelet[2231]: E0830 04:33:28.500000    2231 nestedpendingoperations.go:348] Operation for \"{volumeName:kubernetes.io/csi/ebs.csi.aws.com^vol-0a1b2c3d4e5f60718 podName: nodeName:}\" failed. No retries permitted until 2023-08-30 04:34:32.500000 +0000 UTC m=+132.500000 (durationBeforeRetry 1m4s). Error: MountVolume.MountDevice failed for volume \"pvc-20349b2e-7d88-453c-84e0-8b14610f884c\" (UniqueName: \"kubernetes.io/csi/ebs.csi.aws.com^vol-0a1b2c3d4e5f60718\") pod \"sonarr-56449fd8d-rg9jx\" (UID: \"e57b2c80-fe69-4d3a-bb95-4db426adf1d1\") : kubernetes.io/csi: attacher.MountDevice failed to create newCsiDriverClient: driver name ebs.csi.aws.com not found in the list of registered CSI drivers",
  "Aug 30 04:34:24 kind-worker kubelet[2231]: E0830 04:34:24.000000    2231 kubelet.go:1701] \"Unable to attach or mount volumes for pod; skipping pod\" err=\"unmounted volumes=[data], unattached volumes=[data kube-api-access-x2k9d]: timed out waiting for the condition\" pod=\"media/sonarr-56449fd8d-rg9jx\"",
  "Aug 30 04:34:32 kind-worker kubelet[2231]: E0830 04:34:32.500000    2231 nestedpendingoperations.go:348] Operation for \"{volumeName:kubernetes.io/csi/ebs.csi.aws.com^vol-0a1b2c3d4e5f60718 podName: nodeName:}\" failed. No retries permitted until 2023-08-30 04:36:34.500000 +0000 UTC m=+254.500000 (durationBeforeRetry 2m2s). Error: MountVolume.MountDevice failed for volume \"pvc-20349b2e-7d88-453c-84e0-8b14610f884c\" (UniqueName: \"kubernetes.io/csi/ebs.csi.aws.com^vol-0a1b2c3d4e5f60718\") pod \"sonarr-56449fd8d-rg9jx\" (UID: \"e57b2c80-fe69-4d3a-bb95-4db426adf1d1\") : kubernetes.io/csi: attacher.MountDevice failed to create newCsiDriverClient: driver name ebs.csi.aws.com not found in the list of registered CSI drivers"
];
const P10 = [
  "Aug 30 04:32:20 kind-worker kubelet[1200]: I0830 04:32:20.000000    1200 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"ml/trainer-0\" event=&{ID:3f6a9c1e-2b4d-4e8f-9a1c-5d7e9f1a3b5c Type:ContainerStarted Data:dededededededededededededededededededededededededededededededede}",
  "Aug 30 05:32:20 kind-worker kubelet[3301]: I0830 05:32:20.000000    3301 server.go:399] \"Kubelet version\" kubeletVersion=\"v1.26.6\"",
  "Aug 30 05:32:20 kind-worker kubelet[3301]: I0830 05:32:20.500000    3301 kubelet.go:2111] \"Starting kubelet main sync loop\"",
  "Aug 30 05:32:21 kind-worker kubelet[3301]: I0830 05:32:21.000000    3301 kubelet.go:2200] \"SyncLoop ADD\" source=\"api\" pods=[ml/trainer-0]",
  "Aug 30 05:32:21 kind-worker kubelet[3301]: I0830 05:32:21.100000    3301 kubelet.go:2357] \"Pod admission denied\" podUID=\"3f6a9c1e-2b4d-4e8f-9a1c-5d7e9f1a3b5c\" pod=\"ml/trainer-0\" reason=\"UnexpectedAdmissionError\" message=\"Allocate failed due to requested number of devices unavailable for nvidia.com/gpu. Requested: 1, Available: 0, which is unexpected\"",
  "Aug 30 05:32:21 kind-worker kubelet[3301]: I0830 05:32:21.200000    3301 kuberuntime_container.go:709] \"Killing container with a grace period\" pod=\"ml/trainer-0\" podUID=3f6a9c1e-2b4d-4e8f-9a1c-5d7e9f1a3b5c containerName=\"trainer\" containerID=\"containerd://dededededededededededededededededededededededededededededededede\" gracePeriod=30",
  "Aug 30 05:32:23 kind-worker kubelet[3301]: I0830 05:32:23.000000    3301 kuberuntime_container.go:745] \"Container exited normally\" pod=\"ml/trainer-0\" podUID=3f6a9c1e-2b4d-4e8f-9a1c-5d7e9f1a3b5c containerName=\"trainer\" containerID=\"containerd://dededededededededededededededededededededededededededededededede\"",
  "Aug 30 05:32:28 kind-worker kubelet[3301]: I0830 05:32:28.000000    3301 server.go:144] \"Got registration request from device plugin with resource\" resourceName=\"nvidia.com/gpu\""
];
const P11 = [
  "Aug 30 04:32:20 kind-worker kubelet[1187]: I0830 04:32:20.000000    1187 server.go:413] \"Kubelet version\" kubeletVersion=\"v1.25.9\"",
  "Aug 30 04:32:20 kind-worker kubelet[1187]: I0830 04:32:20.500000    1187 kubelet.go:2082] \"Starting kubelet main sync loop\"",
  "Aug 30 04:32:23 kind-worker kubelet[1187]: I0830 04:32:23.000000    1187 kubelet.go:2157] \"SyncLoop ADD\" source=\"api\" pods=[db/postgres-0]",
  "Aug 30 04:32:35 kind-worker kubelet[1187]: I0830 04:32:35.000000    1187 kubelet.go:2184] \"SyncLoop (PLEG): event for pod\" pod=\"db/postgres-0\" event=&{ID:7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d Type:ContainerStarted Data:5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c}",
  "Aug 30 04:32:40 kind-worker kubelet[1187]: E0830 04:32:40.000000    1187 remote_runtime.go:453] \"StartContainer from runtime service failed\" err=\"rpc error: code = Unknown desc = failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error mounting \\\"/mnt/disks/ssd0/pgdata\\\" to rootfs at \\\"/var/lib/postgresql/data\\\": mount /mnt/disks/ssd0/pgdata:/var/lib/postgresql/data (via /proc/self/fd/6), flags: 0x5000: no such file or directory: unknown\" containerID=\"a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7a7\"",
  "Aug 30 04:32:40 kind-worker kubelet[1187]: E0830 04:32:40.010000    1187 pod_workers.go:965] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"postgres\\\" with RunContainerError: \\\"failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error mounting \\\\\\\"/mnt/disks/ssd0/pgdata\\\\\\\" to rootfs at \\\\\\\"/var/lib/postgresql/data\\\\\\\": no such file or directory: unknown\\\"\" pod=\"db/postgres-0\" podUID=7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  "Aug 30 04:32:52 kind-worker kubelet[1187]: E0830 04:32:52.000000    1187 remote_runtime.go:453] \"StartContainer from runtime service failed\" err=\"rpc error: code = Unknown desc = failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error mounting \\\"/mnt/disks/ssd0/pgdata\\\" to rootfs at \\\"/var/lib/postgresql/data\\\": mount /mnt/disks/ssd0/pgdata:/var/lib/postgresql/data (via /proc/self/fd/6), flags: 0x5000: no such file or directory: unknown\" containerID=\"b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8b8\"",
  "Aug 30 04:32:52 kind-worker kubelet[1187]: E0830 04:32:52.010000    1187 pod_workers.go:965] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"postgres\\\" with RunContainerError: \\\"failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error mounting \\\\\\\"/mnt/disks/ssd0/pgdata\\\\\\\" to rootfs at \\\\\\\"/var/lib/postgresql/data\\\\\\\": no such file or directory: unknown\\\"\" pod=\"db/postgres-0\" podUID=7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"
];

test('a single-container pod that died and started again at --v=2: its warm-up probe failures are its start-up, as before', () => {
  assert.deepEqual(graded(analyse(P06), 'probe-failed'), ['L3 investigate', 'L4 investigate', 'L5 investigate', 'L8 benign', 'L9 benign', 'L10 benign']);
});

test("a StatefulSet pod's own late lines (its UID on the line) keep its deletion as evidence after the name came back", () => {
  assert.deepEqual(graded(analyse(P01), 'status-update-failed'), ['L7 benign']);
  assert.deepEqual(graded(analyse(P02), 'orphaned-pod-volumes-on-disk'), ['L5 benign', 'L7 benign']);
});

test("cAdvisor's partial failure naming one stopped and one just-started container is the race, benign", () => {
  assert.deepEqual(graded(analyse(P03), 'cadvisor-partial-failure'), ['L8 benign']);
});

test('an exec probe on a dead container 12 minutes after the deletion, in wordings that carry no ID, is not the shutdown race', () => {
  assert.deepEqual(graded(analyse(P05), 'probe-exec-on-dead-container'), ['L5 investigate', 'L6 investigate']);
});

test("≤1.20's deletor failure (DeadlineExceeded) is a failed removal: the later NotFound is not excused by it", () => {
  assert.deepEqual(graded(analyse(P08), 'gc-remove-container-notfound'), ['L9 investigate']);
});

test('a kubelet start alone excuses neither MountDevice failures, nor a container that cannot run, nor UnexpectedAdmissionError', () => {
  const mount = analyse(P09);
  assert.deepEqual(graded(mount, 'mount-device-failed'), ['L4 investigate', 'L5 investigate', 'L6 investigate', 'L8 investigate']);
  assert.deepEqual(graded(analyse(P11), 'cri-call-failed'), ['L5 investigate', 'L7 investigate']);
  const admission = analyse(P10);
  assert.deepEqual(graded(admission, 'pod-admission-rejected'), ['L5 investigate']);
  assert.match(admission.findings.find((f) => f.entry.id === 'pod-admission-rejected')!.reason, /"UnexpectedAdmissionError" is no start-up noise/);
  // A hostPath on a socket (/var/run/docker.sock) that cannot be mounted is the container's failure, not the runtime's.
  const sock = analyse(["Apr 14 00:06:36 kind-worker3 systemd[1]: Condition check resulted in kubelet: The Kubernetes Node Agent being skipped.", "Apr 14 00:07:33 kind-worker3 systemd[1]: Starting kubelet: The Kubernetes Node Agent...", "Apr 14 00:07:33 kind-worker3 systemd[1]: Started kubelet: The Kubernetes Node Agent.", "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --container-runtime has been deprecated, will be removed in 1.27 as the only valid value is 'remote'", "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --pod-infra-container-image has been deprecated, will be removed in 1.27. Image garbage collector will get sandbox image information from CRI.", "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --provider-id has been deprecated, This parameter should be set via the config file specified by the Kubelet's --config flag. See https://kubernetes.io/docs/tasks/administer-cluster/kubelet-config-file/ for more information.", "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --fail-swap-on has been deprecated, This parameter should be set via the config file specified by the Kubelet's --config flag. See https://kubernetes.io/docs/tasks/administer-cluster/kubelet-config-file/ for more information.", "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --cgroup-root has been deprecated, This parameter should be set via the config file specified by the Kubelet's --config flag. See https://kubernetes.io/docs/tasks/administer-cluster/kubelet-config-file/ for more information.", "Apr 14 00:07:33 kind-worker3 kubelet[298]: I0414 00:07:33.297752     298 server.go:193] \"--pod-infra-container-image will not be pruned by the image garbage collector in kubelet and should also be set in the remote runtime\"", "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --container-runtime has been deprecated, will be removed in 1.27 as the only valid value is 'remote'", "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --pod-infra-container-image has been deprecated, will be removed in 1.27. Image garbage collector will get sandbox image information from CRI.", "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --provider-id has been deprecated, This parameter should be set via the config file specified by the Kubelet's --config flag. See https://kubernetes.io/docs/tasks/administer-cluster/kubelet-config-file/ for more information.", "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --fail-swap-on has been deprecated, This parameter should be set via the config file specified by the Kubelet's --config flag. See https://kubernetes.io/docs/tasks/administer-cluster/kubelet-config-file/ for more information.", "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --cgroup-root has been deprecated, This parameter should be set via the config file specified by the Kubelet's --config flag. See https://kubernetes.io/docs/tasks/administer-cluster/kubelet-config-file/ for more information.", "Apr 14 00:07:34 kind-worker3 kubelet[298]: I0414 00:07:34.708429     298 server.go:399] \"Kubelet version\" kubeletVersion=\"v1.24.7\"", "Apr 14 00:07:34 kind-worker3 kubelet[298]: I0414 00:07:34.708474     298 server.go:401] \"Golang settings\" GOGC=\"\" GOMAXPROCS=\"\" GOTRACEBACK=\"\"", "Apr 14 00:07:40 kind-worker3 kubelet[298]: E0414 00:07:40.100000     298 remote_runtime.go:421] \"StartContainer from runtime service failed\" err=\"rpc error: code = Unknown desc = failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error mounting \\\"/var/run/docker.sock\\\" to rootfs at \\\"/var/run/docker.sock\\\": mount /var/run/docker.sock:/var/run/docker.sock (via /proc/self/fd/6), flags: 0x5000: not a directory: unknown\" containerID=\"4f2c1b0e9a7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3\"", "Apr 14 00:07:40 kind-worker3 kubelet[298]: E0414 00:07:40.200000     298 remote_runtime.go:421] \"StartContainer from runtime service failed\" err=\"rpc error: code = Unknown desc = failed to create containerd task: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error mounting \\\"/data/app\\\" to rootfs at \\\"/app\\\": no such file or directory: unknown\" containerID=\"5f2c1b0e9a7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3\""]);
  assert.deepEqual(graded(sock, 'cri-call-failed'), ['L17 investigate', 'L18 investigate']);
  // Control: a runtime that does not answer yet right after the start is still start-up.
  const unavailable = P11.slice(0, 5);
  unavailable[4] = unavailable[4].replace(/err="rpc error: code = Unknown desc = [^"]*"/, 'err="rpc error: code = Unavailable desc = connection error: desc = \\"transport: Error while dialing dial unix /run/containerd/containerd.sock: connect: connection refused\\""');
  assert.deepEqual(graded(analyse(unavailable), 'cri-call-failed'), ['L5 benign']);
});

test("an eviction pass's success a few hundred lines later (a --v=4 node) still ends its pass", () => {
  const ev = (t: string, file: string, msg: string) =>
    `Aug 30 ${t.slice(0, 8)} kind-worker kubelet[704773]: I0830 ${t}  704773 ${file}] "${msg}" resourceName="ephemeral-storage"`;
  const noise = Array.from({ length: 400 }, (_, i) =>
    `Aug 30 04:32:32 kind-worker kubelet[704773]: I0830 04:32:32.600000  704773 reconciler.go:342] "operationExecutor.VerifyControllerAttachedVolume started for volume \\"kube-api-access-${i}\\"" pod="noise/pod-${i % 40}"`);
  const a = analyse([
    ev('04:32:32.500000', 'eviction_manager.go:349', 'Eviction manager: attempting to reclaim'),
    ...noise,
    ev('04:32:33.100000', 'eviction_manager.go:356', 'Eviction manager: able to reduce resource pressure without evicting pods.'),
  ]);
  assert.deepEqual(graded(a, 'eviction-reclaim'), ['L1 benign']);
});


// A missing pull secret is harmless when the pull then went to the registry and worked (public image): the kubelet
// says so only in an event. A sidecar's image already present, or pulled, does not excuse the app's pull failing first.
const PULLED = [
  "Aug 30 04:32:20 kind-worker kubelet[704773]: I0830 04:32:20.000000  704773 kubelet.go:2072] \"SyncLoop ADD\" source=\"api\" pods=[shop/checkout-5f56f7846b-fgxdm]",
  "Aug 30 04:32:20 kind-worker kubelet[704773]: I0830 04:32:20.500000  704773 kubelet_pods.go:898] \"Unable to retrieve pull secret, the image pull may not succeed.\" pod=\"shop/checkout-5f56f7846b-fgxdm\" secret=\"\" err=\"secret \\\"regcred\\\" not found\"",
  "Aug 30 04:32:20 kind-worker kubelet[704773]: I0830 04:32:20.600000  704773 event.go:294] \"Event occurred\" object=\"shop/checkout-5f56f7846b-fgxdm\" fieldPath=\"spec.containers{checkout}\" kind=\"Pod\" apiVersion=\"v1\" type=\"Normal\" reason=\"Pulling\" message=\"Pulling image \\\"docker.io/library/nginx:1.25\\\"\"",
  "Aug 30 04:32:23 kind-worker kubelet[704773]: I0830 04:32:23.200000  704773 event.go:294] \"Event occurred\" object=\"shop/checkout-5f56f7846b-fgxdm\" fieldPath=\"spec.containers{checkout}\" kind=\"Pod\" apiVersion=\"v1\" type=\"Normal\" reason=\"Pulled\" message=\"Successfully pulled image \\\"docker.io/library/nginx:1.25\\\" in 2.6s (2.6s including waiting)\"",
  "Aug 30 04:32:23 kind-worker kubelet[704773]: I0830 04:32:23.400000  704773 event.go:294] \"Event occurred\" object=\"shop/checkout-5f56f7846b-fgxdm\" fieldPath=\"spec.containers{checkout}\" kind=\"Pod\" apiVersion=\"v1\" type=\"Normal\" reason=\"Started\" message=\"Started container checkout\"",
  "Aug 30 04:32:23 kind-worker kubelet[704773]: I0830 04:32:23.500000  704773 kubelet.go:2110] \"SyncLoop (PLEG): event for pod\" pod=\"shop/checkout-5f56f7846b-fgxdm\" event=&{ID:07c06e21-137b-4fdd-b7d3-703f0a567720 Type:ContainerStarted Data:abababababababababababababababababababababababababababababababab}"
];
const SIDECAR_PRESENT_APP_DENIED = [
  "Aug 30 04:32:20 kind-worker kubelet[704773]: I0830 04:32:20.000000  704773 kubelet.go:2072] \"SyncLoop ADD\" source=\"api\" pods=[shop/checkout-5f56f7846b-fgxdm]",
  "Aug 30 04:32:20 kind-worker kubelet[704773]: I0830 04:32:20.500000  704773 kubelet_pods.go:898] \"Unable to retrieve pull secret, the image pull may not succeed.\" pod=\"shop/checkout-5f56f7846b-fgxdm\" secret=\"\" err=\"secret \\\"regcred\\\" not found\"",
  "Aug 30 04:32:21 kind-worker kubelet[704773]: I0830 04:32:21.000000  704773 event.go:294] \"Event occurred\" object=\"shop/checkout-5f56f7846b-fgxdm\" fieldPath=\"spec.containers{istio-proxy}\" kind=\"Pod\" apiVersion=\"v1\" type=\"Normal\" reason=\"Pulled\" message=\"Container image \\\"docker.io/istio/proxyv2:1.17.2\\\" already present on machine\"",
  "Aug 30 04:32:21 kind-worker kubelet[704773]: I0830 04:32:21.200000  704773 event.go:294] \"Event occurred\" object=\"shop/checkout-5f56f7846b-fgxdm\" fieldPath=\"spec.containers{checkout}\" kind=\"Pod\" apiVersion=\"v1\" type=\"Normal\" reason=\"Pulling\" message=\"Pulling image \\\"registry.example.com/shop/checkout:2.3.1\\\"\"",
  "Aug 30 04:32:22 kind-worker kubelet[704773]: E0830 04:32:22.000000  704773 remote_image.go:238] \"PullImage from image service failed\" err=\"rpc error: code = Unknown desc = failed to pull and unpack image \\\"registry.example.com/shop/checkout:2.3.1\\\": failed to resolve reference \\\"registry.example.com/shop/checkout:2.3.1\\\": pulling from host registry.example.com failed with status code [manifests 2.3.1]: 401 Unauthorized\" image=\"registry.example.com/shop/checkout:2.3.1\"",
  "Aug 30 04:32:22 kind-worker kubelet[704773]: E0830 04:32:22.010000  704773 kuberuntime_manager.go:905] \"Failed to pull image\" err=\"rpc error: code = Unknown desc = failed to pull and unpack image \\\"registry.example.com/shop/checkout:2.3.1\\\": 401 Unauthorized\" podUID=07c06e21-137b-4fdd-b7d3-703f0a567720 image=\"registry.example.com/shop/checkout:2.3.1\"",
  "Aug 30 04:32:22 kind-worker kubelet[704773]: E0830 04:32:22.020000  704773 pod_workers.go:951] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"checkout\\\" with ErrImagePull: \\\"rpc error: code = Unknown desc = failed to pull and unpack image \\\\\\\"registry.example.com/shop/checkout:2.3.1\\\\\\\": 401 Unauthorized\\\"\" pod=\"shop/checkout-5f56f7846b-fgxdm\" podUID=07c06e21-137b-4fdd-b7d3-703f0a567720"
];
const PULLED_PRINTF = [
  "I0820 20:41:30.000000    3312 kubelet.go:1900] SyncLoop (ADD, \"api\"): \"web-1_ns(0ac7a38c-74bc-4d23-ae50-2576492537e0)\"",
  "W0820 20:41:31.000000    3312 kubelet_pods.go:863] Unable to retrieve pull secret ns/regcred for ns/web-1 due to secret \"regcred\" not found.  The image pull may not succeed.",
  "I0820 20:41:33.495792    3312 event.go:255] Event(v1.ObjectReference{Kind:\"Pod\", Namespace:\"ns\", Name:\"web-1\", UID:\"0ac7a38c-74bc-4d23-ae50-2576492537e0\", APIVersion:\"v1\", ResourceVersion:\"3322\", FieldPath:\"spec.containers{app}\"}): type: 'Normal' reason: 'Pulled' Successfully pulled image \"nginx:1.25\" in 1.2s"
];

// A third review: an init container's public image pulled first, then the app's private one denied (401).
const INIT_PULLED_APP_DENIED = [
  "Aug 30 04:32:20 kind-worker kubelet[704773]: I0830 04:32:20.000000  704773 kubelet.go:2072] \"SyncLoop ADD\" source=\"api\" pods=[shop/checkout-5f56f7846b-fgxdm]",
  "Aug 30 04:32:20 kind-worker kubelet[704773]: I0830 04:32:20.500000  704773 kubelet_pods.go:898] \"Unable to retrieve pull secret, the image pull may not succeed.\" pod=\"shop/checkout-5f56f7846b-fgxdm\" secret=\"\" err=\"secret \\\"regcred\\\" not found\"",
  "Aug 30 04:32:20 kind-worker kubelet[704773]: I0830 04:32:20.000000  704773 event.go:294] \"Event occurred\" object=\"shop/checkout-5f56f7846b-fgxdm\" fieldPath=\"spec.containers{istio-init}\" kind=\"Pod\" apiVersion=\"v1\" type=\"Normal\" reason=\"Pulling\" message=\"Pulling image \\\"docker.io/istio/proxyv2:1.17.2\\\"\"",
  "Aug 30 04:32:21 kind-worker kubelet[704773]: I0830 04:32:21.000000  704773 event.go:294] \"Event occurred\" object=\"shop/checkout-5f56f7846b-fgxdm\" fieldPath=\"spec.containers{istio-init}\" kind=\"Pod\" apiVersion=\"v1\" type=\"Normal\" reason=\"Pulled\" message=\"Successfully pulled image \\\"docker.io/istio/proxyv2:1.17.2\\\" in 1.1s (1.1s including waiting)\"",
  "Aug 30 04:32:22 kind-worker kubelet[704773]: I0830 04:32:22.200000  704773 event.go:294] \"Event occurred\" object=\"shop/checkout-5f56f7846b-fgxdm\" fieldPath=\"spec.containers{checkout}\" kind=\"Pod\" apiVersion=\"v1\" type=\"Normal\" reason=\"Pulling\" message=\"Pulling image \\\"registry.example.com/shop/checkout:2.3.1\\\"\"",
  "Aug 30 04:32:23 kind-worker kubelet[704773]: E0830 04:32:23.000000  704773 remote_image.go:238] \"PullImage from image service failed\" err=\"rpc error: code = Unknown desc = failed to pull and unpack image \\\"registry.example.com/shop/checkout:2.3.1\\\": failed to resolve reference \\\"registry.example.com/shop/checkout:2.3.1\\\": pulling from host registry.example.com failed with status code [manifests 2.3.1]: 401 Unauthorized\" image=\"registry.example.com/shop/checkout:2.3.1\"",
  "Aug 30 04:32:23 kind-worker kubelet[704773]: E0830 04:32:23.010000  704773 kuberuntime_manager.go:905] \"Failed to pull image\" err=\"rpc error: code = Unknown desc = failed to pull and unpack image \\\"registry.example.com/shop/checkout:2.3.1\\\": 401 Unauthorized\" podUID=07c06e21-137b-4fdd-b7d3-703f0a567720 image=\"registry.example.com/shop/checkout:2.3.1\"",
  "Aug 30 04:32:23 kind-worker kubelet[704773]: E0830 04:32:23.020000  704773 pod_workers.go:951] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"checkout\\\" with ErrImagePull: \\\"rpc error: code = Unknown desc = failed to pull and unpack image \\\\\\\"registry.example.com/shop/checkout:2.3.1\\\\\\\": 401 Unauthorized\\\"\" pod=\"shop/checkout-5f56f7846b-fgxdm\" podUID=07c06e21-137b-4fdd-b7d3-703f0a567720"
];

test('"Unable to retrieve pull secret" is benign when an event says the image was pulled, and not when a pull of the pod failed', () => {
  assert.deepEqual(graded(analyse(INIT_PULLED_APP_DENIED), 'pull-secret-missing'), ['L2 investigate']);
  assertPiecesGiveWholeReport('init-pulled-app-denied.log', INIT_PULLED_APP_DENIED.join('\n'), [200, 400, 4096]);
  assert.deepEqual(graded(analyse(PULLED), 'pull-secret-missing'), ['L2 benign']);
  assert.deepEqual(graded(analyse(PULLED_PRINTF), 'pull-secret-missing'), ['L2 benign']);
  assert.deepEqual(graded(analyse(SIDECAR_PRESENT_APP_DENIED), 'pull-secret-missing'), ['L2 investigate']);
  assertPiecesGiveWholeReport('pulled.log', PULLED.join('\n'), [200, 4096]);
  assertPiecesGiveWholeReport('pulled-printf.log', PULLED_PRINTF.join('\n'), [200, 4096]);
});
