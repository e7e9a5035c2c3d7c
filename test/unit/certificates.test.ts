// TLS bootstrapping and certificate rotation: a CSR that could not be sent (API server not up yet: start-up noise until
// the node registers), one never approved or refused (actionable), and TLS connections refused for want of a serving
// certificate (start-up, then actionable when it lasts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeText } from '../../server/src/pipeline';
import type { Analysis } from '../../server/src/knowledge/analyze';

const TODAY = new Date(Date.UTC(2024, 11, 1));

/** A journald klog line of kubelet PID 3542 `s` seconds after 11:36:00. */
function line(sev: string, s: number, caller: string, body: string): string {
  const t = new Date(Date.UTC(2024, 10, 26, 11, 36, 0) + s * 1000);
  const hms = [t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds()].map((v) => String(v).padStart(2, '0')).join(':');
  return `Nov 26 ${hms} cp-1 kubelet[3542]: ${sev}1126 ${hms}.000000    3542 ${caller}] ${body}`;
}
const banner = (s: number) => line('I', s, 'server.go:484', '"Kubelet version" kubeletVersion="v1.31.2"');
const registered = (s: number) => line('I', s, 'kubelet_node_status.go:75', '"Successfully registered node" node="cp-1"');
// The kubelet's words (certificate_manager.go), as cluster-api-provider-hetzner#1731 and kubernetes#82988 show them.
const csrRefused = (s: number) =>
  line('E', s, 'certificate_manager.go:562', '"Unhandled Error" err="kubernetes.io/kube-apiserver-client-kubelet: Failed while requesting a signed certificate from the control plane: cannot create certificate signing request: Post \\"https://10.0.0.1:6443/apis/certificates.k8s.io/v1/certificatesigningrequests\\": dial tcp 10.0.0.1:6443: connect: connection refused" logger="UnhandledError"');
const csrForbidden = (s: number) =>
  line('E', s, 'certificate_manager.go:562', '"Unhandled Error" err="kubernetes.io/kube-apiserver-client-kubelet: Failed while requesting a signed certificate from the control plane: cannot create certificate signing request: certificatesigningrequests.certificates.k8s.io is forbidden: User \\"system:anonymous\\" cannot create resource \\"certificatesigningrequests\\" in API group \\"certificates.k8s.io\\" at the cluster scope" logger="UnhandledError"');
const notSigned = (s: number) => line('E', s, 'certificate_manager.go:488', 'kubernetes.io/kubelet-serving: certificate request was not signed: timed out waiting for the condition');
const noServingCert = (s: number) =>
  line('I', s, '???:1', '"http: TLS handshake error from 10.128.0.16:47386: no serving certificate available for the kubelet"');
const listForbidden = (s: number) =>
  line('E', s, 'reflector.go:158', '"Unhandled Error" err="k8s.io/client-go/informers/factory.go:160: Failed to watch *v1.Service: failed to list *v1.Service: services is forbidden: User \\"system:anonymous\\" cannot list resource \\"services\\" in API group \\"\\" at the cluster scope" logger="UnhandledError"');

const graded = (a: Analysis) => a.findings.map((f) => `${f.line + 1} ${f.entry.id} ${f.verdict}`);

test('a CSR the API server could not take at start-up is benign and cites the start; not once the node registered', () => {
  const a = analyzeText([banner(0), csrRefused(2), registered(40), csrRefused(90)].join('\n'), { today: TODAY });
  assert.deepEqual(graded(a), ['2 certificate-request-failed benign', '4 certificate-request-failed investigate']);
  assert.ok(a.findings[0].evidence.some((e) => e.line === 0), JSON.stringify(a.findings[0].evidence));
  // The API server answered something else than "not up yet" (client-go's words for a 401 without a Status): refused.
  const refused = analyzeText([banner(0), csrRefused(2).replace(/Post .*connection refused/, 'the server has asked for the client to provide credentials (post certificatesigningrequests.certificates.k8s.io)')].join('\n'), { today: TODAY });
  assert.deepEqual(graded(refused), ['2 certificate-not-issued actionable']);
});

test('with no start and no registration in the log, it is investigate; refused or never signed, actionable', () => {
  assert.deepEqual(graded(analyzeText(csrRefused(2), { today: TODAY })), ['1 certificate-request-failed investigate']);
  const a = analyzeText([banner(0), csrForbidden(2), notSigned(900), listForbidden(3), registered(60)].join('\n'), { today: TODAY });
  // The list/watch refusal stays its own entry: the CSR words are not in it.
  assert.deepEqual(graded(a), ['2 certificate-not-issued actionable', '3 certificate-not-issued actionable', '4 apiserver-list-watch-failed benign']);
});

test('no serving certificate: start-up for a few minutes, then actionable when it goes on for ten', () => {
  const early = analyzeText([banner(0), registered(5), noServingCert(20), noServingCert(80)].join('\n'), { today: TODAY });
  assert.deepEqual(graded(early), ['3 serving-certificate-missing benign', '4 serving-certificate-missing benign']);
  const lines = [banner(0), registered(5)];
  for (let s = 20; s <= 20 + 720; s += 60) lines.push(noServingCert(s));
  const late = analyzeText(lines.join('\n'), { today: TODAY });
  const verdicts = late.findings.map((f) => f.verdict);
  assert.equal(verdicts.length, 13);
  assert.equal(verdicts[verdicts.length - 1], 'actionable');
  // The message is Go's HTTP server's own text under a structured klog header: read as free text, it names its entry.
  assert.equal(late.findings[0].entry.id, 'serving-certificate-missing');
});
