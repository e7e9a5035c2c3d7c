// Mended in session 31. Each test names the review item (r56a, r61a) and where its lines come from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';

const TODAY = { today: new Date(Date.UTC(2026, 11, 1)) };
const verdicts = (text: string, id: string) => analyzeText(text, TODAY).findings.filter((f) => f.entry.id === id).map((f) => `L${f.line + 1} ${f.verdict}`);

test('r56a 01: a volume the restarted kubelet could not reconstruct is benign only once housekeeping removed its pod\'s volumes directory', () => {
  // The structured line as a public note quotes an eBay node's journal (kubernetes#108997's bug); node name shortened.
  const reconstruct = 'Mar 12 00:29:01 node-1 kubelet[1526901]: I0312 00:29:01.976957 1526901 reconciler.go:388] "Could not construct volume information, cleaning up mounts" podName=1517b38e-fa84-4138-b6c0-06663741e385 volumeSpecName="data" err="failed to GetVolumeName from volumePlugin for volumeSpec \\"data\\" err=kubernetes.io/csi: plugin.GetVolumeName failed to extract volume source from spec: unexpected api.CSIVolumeSource found in volume.Spec"';
  // kubelet_volumes.go's V3 line, synthetic.
  const cleaned = (uid: string, time = '00:29:05') => `Mar 12 ${time} node-1 kubelet[1526901]: I0312 ${time}.100000 1526901 kubelet_volumes.go:160] "Cleaned up orphaned pod volumes dir" podUID=${uid} path="/var/lib/kubelet/pods/${uid}/volumes"`;
  assert.deepEqual(verdicts(reconstruct, 'volume-reconstruct-failed'), ['L1 investigate']);
  assert.deepEqual(verdicts([reconstruct, cleaned('1517b38e-fa84-4138-b6c0-06663741e385')].join('\n'), 'volume-reconstruct-failed'), ['L1 benign']);
  // Another pod's directory, or this one's an hour later, says nothing of this volume.
  assert.deepEqual(verdicts([reconstruct, cleaned('2517b38e-fa84-4138-b6c0-06663741e385')].join('\n'), 'volume-reconstruct-failed'), ['L1 investigate']);
  assert.deepEqual(verdicts([reconstruct, cleaned('1517b38e-fa84-4138-b6c0-06663741e385', '01:29:05')].join('\n'), 'volume-reconstruct-failed'), ['L1 investigate']);
  // The volume manager's podName is the pod's UID: the line is that pod's.
  const a = analyzeText(reconstruct, TODAY);
  assert.deepEqual(a.index.pods.map((p) => p.uid), ['1517b38e-fa84-4138-b6c0-06663741e385']);
  // kubernetes#45464's printf line (vSphere, 1.6) is matched too.
  assert.deepEqual(verdicts('E0508 00:36:34.250925     469 reconciler.go:438] Could not construct volume information: directory /var/lib/kubelet/pods/f97942cf-337e-11e7-b2b1-005056b7dc12/volumes/kubernetes.io~vsphere-volume/pvc-f969cb9e-337e-11e7-b2b1-005056b7dc12 is not mounted', 'volume-reconstruct-failed'), ['L1 investigate']);
});
