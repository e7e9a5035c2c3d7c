// Review r38a (session 27): real kubelet lines on pod admission, node pressure and volume set-up, from public issues.
// Each excerpt is quoted with its source; the findings fixed are the review's numbered items.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import { podTimeline } from '../../server/src/model/timeline';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const analyse = (lines: string[]) => analyzeText(lines.join('\n'), TODAY);
const grade = (lines: string[]): string[] => analyse(lines).findings.map((f) => `L${f.line + 1} ${f.entry.id} ${f.verdict}`).sort();

test('1: the fsGroup warning of a CSI volume is investigate, and the mount that then timed out cites it as the likely cause', () => {
  // openshift/openshift-docs, MTC "direct migration known issues": an OpenShift kubelet's journal (kubenswrapper)
  const lines = [
    "kubenswrapper[3879]: W0326 16:30:36.749224    3879 volume_linux.go:49] Setting volume ownership for /var/lib/kubelet/pods/8905d88e-6531-4d65-9c2a-eff11dc7eb29/volumes/kubernetes.io~csi/pvc-287d1988-3fd9-4517-a0c7-22539acd31e6/mount and fsGroup set. If the volume has a lot of files then setting volume ownership could be slow, see https://github.com/kubernetes/kubernetes/issues/69699",
    "kubenswrapper[3879]: E0326 16:32:02.706363    3879 kubelet.go:1841] \"Unable to attach or mount volumes for pod; skipping pod\" err=\"unmounted volumes=[8db9d5b032dab17d4ea9495af12e085a], unattached volumes=[crane2-rsync-server-secret 8db9d5b032dab17d4ea9495af12e085a kube-api-access-dlbd2 crane2-stunnel-server-config crane2-stunnel-server-secret crane2-rsync-server-config]: timed out waiting for the condition\" pod=\"caboodle-preprod/rsync-server\"",
    "kubenswrapper[3879]: E0326 16:32:02.706496    3879 pod_workers.go:965] \"Error syncing pod, skipping\" err=\"unmounted volumes=[8db9d5b032dab17d4ea9495af12e085a], unattached volumes=[crane2-rsync-server-secret 8db9d5b032dab17d4ea9495af12e085a kube-api-access-dlbd2 crane2-stunnel-server-config crane2-stunnel-server-secret crane2-rsync-server-config]: timed out waiting for the condition\" pod=\"caboodle-preprod/rsync-server\" podUID=8905d88e-6531-4d65-9c2a-eff11dc7eb29",
  ];
  const a = analyse(lines);
  const ownership = a.findings.find((f) => f.entry.id === 'volume-ownership-slow-warning');
  assert.equal(ownership?.verdict, 'investigate', 'since 1.19 the warning comes only after 30 s of the walk');
  const timeout = a.findings.find((f) => f.entry.id === 'volume-mount-timeout');
  assert.equal(timeout?.verdict, 'actionable');
  assert.deepEqual(timeout?.evidence.map((e) => e.line), [0]);
  // The timeout lists the volume by its name in the pod spec, which the PV's directory does not carry: a possible cause.
  assert.match(timeout!.reason, /ownership of persistent volume pvc-287d1988-\S+ files for the pod's fsGroup, 30 s or more into it \(line 1\): possibly the cause/);
  assert.equal(podTimeline(a.index, a.index.pods[0]).state, 'failing-to-start', 'a pod known by its volume wait timing out');
});

test('1: the fsGroup warning of Secret and ConfigMap volumes is the old kubelets\' every-mount noise (kubernetes#90293)', () => {
  // https://github.com/minio/charts/issues/88 (a secret volume) and https://github.com/kubernetes/kubernetes/issues/90293 (1.18's flood)
  const secret = [
    "Dec 15 09:30:53 server47 docker[29162]: W1215 09:30:53.996821   30951 volume_linux.go:49] Setting volume ownership for /var/lib/kubelet/pods/a6e52d23-563c-4d2d-875d-ec87502b2240/volumes/kubernetes.io~secret/reportportal-minio-token-ghwth and fsGroup set. If the volume has a lot of files then setting volume ownership could be slow, see https://github.com/kubernetes/kubernetes/issues/69699",
  ];
  assert.deepEqual(grade(secret), ['L1 volume-ownership-slow-warning benign']);
  const flood = [
    "Jun 08 08:31:22 ip-172-20-82-162 kubelet[2708]: W0608 08:31:22.792168    2708 volume_linux.go:49] Setting volume ownership for /var/lib/kubelet/pods/3c0e6aea-a4b7-453e-8ee9-e910a0016a8f/volumes/kubernetes.io~configmap/config and fsGroup set. If the volume has a lot of files then setting volume ownership could be slow, see https://github.com/kubernetes/kubernetes/issues/69699",
    "Jun 08 08:31:22 ip-172-20-82-162 kubelet[2708]: W0608 08:31:22.792522    2708 volume_linux.go:49] Setting volume ownership for /var/lib/kubelet/pods/3c0e6aea-a4b7-453e-8ee9-e910a0016a8f/volumes/kubernetes.io~secret/mysql-token-hdqtk and fsGroup set. If the volume has a lot of files then setting volume ownership could be slow, see https://github.com/kubernetes/kubernetes/issues/69699",
    "Jun 08 08:31:36 ip-172-20-82-162 kubelet[2708]: W0608 08:31:36.832610    2708 volume_linux.go:49] Setting volume ownership for /var/lib/kubelet/pods/666ffcac-6305-4144-921a-b0830926e31c/volumes/kubernetes.io~configmap/config and fsGroup set. If the volume has a lot of files then setting volume ownership could be slow, see https://github.com/kubernetes/kubernetes/issues/69699",
  ];
  const graded = grade(flood);
  assert.ok(graded.length >= 2 && graded.every((g) => g.endsWith('volume-ownership-slow-warning benign')), graded.join('; '));
  // A kubelet known to be 1.19 or newer: the same secret's warning is no every-mount noise.
  const start = 'Dec 15 09:30:50 server47 docker[29162]: I1215 09:30:50.000000   30951 server.go:440] "Kubelet version" kubeletVersion="v1.24.3"';
  assert.deepEqual(grade([start, ...secret]), ['L2 volume-ownership-slow-warning investigate']);
  // And a 1.18 kubelet's warning of a CSI volume is its every-mount noise too.
  const old = 'Dec 15 09:30:50 server47 kubelet[30951]: I1215 09:30:50.000000   30951 server.go:416] Version: v1.18.2';
  const csi = l14Csi();
  assert.deepEqual(grade([old, csi]), ['L2 volume-ownership-slow-warning benign']);
});

function l14Csi(): string {
  return "kubenswrapper[3879]: W0326 16:30:36.749224    3879 volume_linux.go:49] Setting volume ownership for /var/lib/kubelet/pods/8905d88e-6531-4d65-9c2a-eff11dc7eb29/volumes/kubernetes.io~csi/pvc-287d1988-3fd9-4517-a0c7-22539acd31e6/mount and fsGroup set. If the volume has a lot of files then setting volume ownership could be slow, see https://github.com/kubernetes/kubernetes/issues/69699";
}

test('3a: a pod refused for the node\'s DiskPressure says so, with what to do (minikube#7073)', () => {
  // https://github.com/kubernetes/minikube/issues/7073
  const a = analyse([
    "Mar 17 12:44:46 minikube kubelet[2278]: W0317 12:44:46.790798    2278 eviction_manager.go:159] Failed to admit pod kindnet-jpzzf_kube-system(b63b1ee0-0fc6-428f-8e67-e357464f579c) - node has conditions: [DiskPressure]",
  ]);
  assert.equal(a.findings.length, 1);
  assert.match(a.findings[0].reason, /node has conditions: \[DiskPressure\]: the eviction manager admits no such pod while the node is under DiskPressure/);
});

test('2f, 3c: an evicted pod is a finding; a refused pod\'s status write that finds it deleted is benign, citing the refusal', () => {
  // https://github.com/kubernetes/minikube/issues/7073
  assert.ok(grade([
    "Mar 17 12:44:46 minikube kubelet[2278]: W0317 12:44:46.790798    2278 eviction_manager.go:159] Failed to admit pod kindnet-jpzzf_kube-system(b63b1ee0-0fc6-428f-8e67-e357464f579c) - node has conditions: [DiskPressure]",
    "Mar 17 12:44:46 minikube kubelet[2278]: I0317 12:44:46.988062    2278 eviction_manager.go:566] eviction manager: pod kindnet-kbjg6_kube-system(bedefb46-10cd-48ea-b8f6-325be17b6657) is evicted successfully",
    "Mar 17 12:44:46 minikube kubelet[2278]: I0317 12:44:46.988112    2278 eviction_manager.go:190] eviction manager: pods kindnet-kbjg6_kube-system(bedefb46-10cd-48ea-b8f6-325be17b6657) evicted, waiting for pod to be cleaned up",
    "Mar 17 12:44:47 minikube kubelet[2278]: W0317 12:44:47.029041    2278 pod_container_deletor.go:75] Container \"d43937d1a4c3c92c8f08f00706520cc11667f292323f86f47a9bc58a45410599\" not found in pod's containers",
  ]).includes('L2 eviction-pressure actionable'));
  const loop = [
    "Mar 17 12:44:49 minikube kubelet[2278]: W0317 12:44:49.457608    2278 kubelet_getters.go:297] Path \"/var/lib/kubelet/pods/bedefb46-10cd-48ea-b8f6-325be17b6657/volumes\" does not exist",
    "Mar 17 12:44:49 minikube kubelet[2278]: W0317 12:44:49.941155    2278 status_manager.go:546] Failed to update status for pod \"kindnet-v66fb_kube-system(ca0ba34d-6735-4656-ad66-4059887a3311)\": failed to patch status \"{\\\"metadata\\\":{\\\"uid\\\":\\\"ca0ba34d-6735-4656-ad66-4059887a3311\\\"}}\" for pod \"kube-system\"/\"kindnet-v66fb\": pods \"kindnet-v66fb\" not found",
    "Mar 17 12:44:49 minikube kubelet[2278]: W0317 12:44:49.953485    2278 eviction_manager.go:159] Failed to admit pod kindnet-z7vcs_kube-system(d228d315-f1c8-46ea-86ba-a8750c9686cb) - node has conditions: [DiskPressure]",
    "Mar 17 12:44:53 minikube kubelet[2278]: W0317 12:44:53.984354    2278 status_manager.go:546] Failed to update status for pod \"kindnet-z7vcs_kube-system(d228d315-f1c8-46ea-86ba-a8750c9686cb)\": failed to patch status \"{\\\"metadata\\\":{\\\"uid\\\":\\\"d228d315-f1c8-46ea-86ba-a8750c9686cb\\\"}}\" for pod \"kube-system\"/\"kindnet-z7vcs\": pods \"kindnet-z7vcs\" not found",
  ];
  const graded = grade(loop);
  assert.ok(graded.includes('L4 status-update-failed benign'), graded.join('; '));
  // The other pod's status write (no refusal of it in the excerpt) is benign by its own error since session 36 (r81a 9:
  // the API server's NotFound for that pod), citing itself, not another pod's refusal.
  assert.ok(graded.includes('L2 status-update-failed benign'), graded.join('; '));
});

test('3b: a subPath that could not be prepared is not sent to create a missing ConfigMap (aks-engine#3066)', () => {
  // https://github.com/Azure/aks-engine/issues/3066
  const a = analyse([
    "Apr 10 16:26:15 k8s-agent-24457171-9 kubelet[2092]: E0410 16:26:15.920648    2092 kuberuntime_manager.go:784] container start failed: CreateContainerConfigError: failed to prepare subPath for volumeMount 'ce-api-tempappsettings' of container '-ce-api-temp': error mounting /var/lib/kubelet/pods/fe596f4a-7b47-11ea-9157-000d3a93dbe3/volumes/kubernetes.io~configmap/ce-api-tempappsettings' of container 'ce-api-temp'",
  ]);
  assert.equal(a.findings[0]?.entry.id, 'create-container-config-error');
  assert.match(a.findings[0].reason, /failed to prepare subPath.*which is no missing object/);
});

test('2c, 2d, 20: the volume plugins\' own failure lines and an eviction with no ranking function have findings', () => {
  // https://github.com/juliohm1978/kubernetes-cifs-volumedriver/issues/1 (FlexVolume)
  assert.deepEqual(grade([
    "I0402 19:32:58.322697   11069 reconciler.go:262] operationExecutor.MountVolume started for volume \"sample-volume\" (UniqueName: \"flexvolume-juliohm/cifs/7f4e0842-36ac-11e8-a66c-0a0b5faee91b-sample-volume\") pod \"volume-pod\" (UID: \"7f4e0842-36ac-11e8-a66c-0a0b5faee91b\")",
    "I0402 19:32:58.326331   11069 util.go:49] found flex volume secret info: password",
    "I0402 19:32:58.326346   11069 util.go:49] found flex volume secret info: username",
    "E0402 19:32:58.409994   11069 driver-call.go:244] mount command failed, status: Failure, reason: Failed to mount 10.244.0.7:/volume at /var/lib/kubelet/pods/7f4e0842-36ac-11e8-a66c-0a0b5faee91b/volumes/juliohm~cifs/sample-volume returncode=32",
  ]), ['L4 volume-setup-failed investigate']);
  // https://github.com/equinixmetal-archive/csi-packet/issues/48 (the CSI attacher's line before nestedpendingoperations')
  assert.deepEqual(grade([
    "Oct 08 09:50:55 k1.ovrclk.net k3s[11703]: I1008 09:50:55.696844   11703 operation_generator.go:638] MountVolume.WaitForAttach succeeded for volume \"pvc-b71827b4-9e13-43f7-80a8-efbf446bb6bb\" (UniqueName: \"kubernetes.io/csi/net.packet.csi^51e533b3-a38e-4ebf-917f-6f90920c1342\") pod \"sanity-pod\" (UID: \"92fef253-ca60-48e3-ae8e-ef6826ff6d3b\") DevicePath \"csi-38853ef68f955e2132a9ba0e35976886f648e07c7b847a1aefa3110353411aaa\"",
    "Oct 08 09:50:55 k1.ovrclk.net k3s[11703]: E1008 09:50:55.858905   11703 csi_attacher.go:337] kubernetes.io/csi: attacher.MountDevice failed: rpc error: code = Unknown desc = iscsiadmin discover error, exit status 21",
    "Oct 08 09:50:55 k1.ovrclk.net k3s[11703]: E1008 09:50:55.859055   11703 nestedpendingoperations.go:270] Operation for \"\\\"kubernetes.io/csi/net.packet.csi^51e533b3-a38e-4ebf-917f-6f90920c1342\\\"\" failed. No retries permitted until 2019-10-08 09:50:56.359034549 +0000 UTC m=+753.046916974 (durationBeforeRetry 500ms). Error: \"MountVolume.MountDevice failed for volume \\\"pvc-b71827b4-9e13-43f7-80a8-efbf446bb6bb\\\" (UniqueName: \\\"kubernetes.io/csi/net.packet.csi^51e533b3-a38e-4ebf-917f-6f90920c1342\\\") pod \\\"sanity-pod\\\" (UID: \\\"92fef253-ca60-48e3-ae8e-ef6826ff6d3b\\\") : rpc error: code = Unknown desc = iscsiadmin discover error, exit status 21\"",
  ]).filter((g) => g.startsWith('L2 ')), ['L2 mount-device-failed investigate']);
  // https://github.com/kubernetes/kubernetes/issues/31192
  assert.ok(grade([
    "W0822 23:51:03.731889    2684 eviction_manager.go:211] eviction manager: attempting to reclaim imagefs",
    "I0822 23:51:03.731930    2684 eviction_manager.go:225] eviction manager: must evict pod(s) to reclaim imagefs",
    "E0822 23:51:03.731938    2684 eviction_manager.go:230] eviction manager: no ranking function for resource imagefs",
  ]).includes('L3 eviction-pressure actionable'));
});
