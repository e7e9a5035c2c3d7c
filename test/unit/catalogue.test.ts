// The known-message catalogue: every entry's real sample lines must parse and match that very entry, the 51 entries of
// knowledge/known-errors.md must all be present, and docs/known-errors.md must be up to date.
// Run: node --import tsx --test test/unit/catalogue.test.ts
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CATALOGUE } from '../../server/src/knowledge/catalogue';
import { compileMatcher } from '../../server/src/knowledge/match';
import { parseText } from '../../server/src/parse/document';
import type { LogRecord } from '../../server/src/parse/types';
import { KNOWN_ERRORS_DOC_PATH, renderKnownErrorsDoc } from '../../scripts/gen-known-errors-doc';

/** The ids of knowledge/known-errors.md, in its order. */
const KNOWN_ERROR_IDS = [
  'cri-containerstatus-notfound',
  'deletecontainer-notfound',
  'topology-removecontainer-info',
  'deletor-container-not-found',
  'gc-remove-container-notfound',
  'cri-stopcontainer-notfound',
  'kill-container-not-found',
  'cri-removecontainer-failed',
  'cri-stoppodsandbox-notfound',
  'podsandboxstatus-notfound',
  'probe-exec-on-dead-container',
  'containerd-containerstatus-notfound',
  'containerd-shim-cleanup',
  'containerd-stop-exited-container',
  'system-container-stats-unknown',
  'cadvisor-partial-failure',
  'cadvisor-watch-event-race',
  'cadvisor-existing-container-404',
  'pod-log-stats-missing',
  'runc-cgroup-remove-retry',
  'pod-cgroup-delete-failed',
  'static-pod-path-missing',
  'cni-not-initialized',
  'sync-skipped-at-startup',
  'pleg-not-healthy',
  'node-not-found-bootstrap',
  'node-register-refused',
  'image-gc-stats-not-ready',
  'eviction-summary-unavailable',
  'csinode-wait',
  'configmap-secret-not-registered',
  'orphaned-pod-volumes-on-disk',
  'orphaned-pod-volumes-pending',
  'unmount-teardown-failed',
  'volume-mount-timeout',
  'nameserver-limits-exceeded',
  'search-line-limits-exceeded',
  'crashloopbackoff',
  'image-pull-failure',
  'create-container-config-error',
  'pull-secret-missing',
  'sandbox-create-failed',
  'sandbox-network-teardown-failed',
  'containerd-name-reserved',
  'status-get-failed',
  'status-update-failed',
  'eviction-pressure',
  'system-oom',
  'probe-failed',
  'housekeeping-slow',
  'cri-v1-unsupported',
];

/**
 * Entries for which no real log line has been found yet (corpus, seed analysis, upstream threads). Samples are never
 * invented; when one is found, add it to the entry and remove the id here (a test below enforces that).
 */
const WITHOUT_REAL_SAMPLE = new Set([
  // Session 34 (r76a P2, P3): their texts are manager.go's (`NodeUnprepareResources failed for claim …`) and
  // kuberuntime_manager.go's (doPodResizeAction); no real line found.
  'dra-unprepare-failed',
  'pod-resize-not-applied',
  'podsandboxstatus-notfound',
  'search-line-limits-exceeded',
  'system-oom',
]);

/**
 * Benign-in-context entries whose "harmless" condition is a judgement about configuration that nothing in the log can
 * prove (which cgroup, which nameservers or search domains are needed). They carry no evidence check, so the analyser
 * reports them as "investigate" with the explanation instead of ever calling them benign.
 */
const NO_LOG_EVIDENCE = new Set(['kubelet-killed-by-signal', 'system-container-stats-unknown', 'nameserver-limits-exceeded', 'search-line-limits-exceeded', 'pod-admission-rejected', 'kubelet-cgroup-unreadable', 'docker-name-conflict', 'plugin-registration-failed', 'node-lease-conflict', 'kubelet-fatal', 'image-gc-failed', 'eviction-signal-pods-missing', 'kubelet-panic-trace', 'kubelet-api-auth-canceled']);

const matcher = compileMatcher(CATALOGUE);

function firstLogRecord(line: string): LogRecord | undefined {
  return [...parseText(line).records].find((r) => r.kind === 'log');
}

test('ids are unique', () => {
  const seen = new Set<string>();
  for (const e of CATALOGUE) {
    assert.ok(!seen.has(e.id), `duplicate id ${e.id}`);
    seen.add(e.id);
  }
});

test('every entry of known-errors.md is in the catalogue', () => {
  assert.equal(KNOWN_ERROR_IDS.length, 51);
  const ids = new Set(CATALOGUE.map((e) => e.id));
  for (const id of KNOWN_ERROR_IDS) assert.ok(ids.has(id), `missing ${id}`);
});

// Errors found in the corpus beyond known-errors.md; each still has its samples, references and evidence.
const EXTRA_ERROR_IDS = new Set([
  'pod-sandbox-recreated',
  'volume-reconstruct-failed',
  'node-status-update-failed',
  'kubelet-exited-under-supervisor',
  'kubelet-port-in-use',
  'cpu-manager-allocation-failed',
  'unmount-newunmounter-failed',
  'unmount-csi-driver-not-registered',
  'node-not-ready',
  'kubelet-api-authz-failed',
  'node-shutdown-manager-failed',
  'container-log-rotation-failed',
  'evented-pleg-stream-failed',
  'init-container-remove-notfound',
  'apiserver-list-watch-failed',
  'node-register-forbidden',
  'node-lease-failed',
  'node-status-update-retry',
  'cni-config-missing',
  'cri-call-failed',
  'envvars-services-not-synced',
  'pod-admission-rejected',
  'mount-device-failed',
  'client-certificate-expired',
  'kubelet-panic',
  'runtime-crashed',
  'kubelet-exited-at-start',
  'kubelet-service-failed',
  'resource-manager-state-mismatch',
  'container-manager-start-failed',
  'device-admission-failed',
  'device-plugin-message-too-large',
  'device-plugin-stream-ended',
  'volume-setup-failed',
  'cni-add-failed',
  'static-pod-manifest-invalid',
  'credential-provider-failed',
  'dra-prepare-failed',
  'kubelet-api-auth-failed',
  'cri-stats-fs-info-missing',
  'cgroup-driver-mismatch',
  'image-gc-failing',
  'swap-on-not-supported',
  'mirror-pod-create-failed',
  'mirror-pod-rejected',
  'eviction-reclaim',
  'log-gc-container-notfound',
  'exec-runtime-unreachable',
  'exec-probe-timeout',
  'certificate-request-failed',
  'certificate-not-issued',
  'serving-certificate-missing',
  'exec-probe-errored',
  'inotify-limit-reached',
  'cgroup-controller-not-mounted',
  'kubelet-cgroup-unreadable',
  'docker-name-conflict',
  'resolv-conf-unreadable',
  'container-create-failed',
  // Session 24 (review r26a): the kubelet's own word that its node did not become Ready within its start-up grace.
  'node-not-ready-after-startup',
  // Session 24 (review r26a): plugin registration through the plugin manager (CSI, DRA, device plugins).
  'plugin-legacy-dir-probe',
  'plugin-registration-failed',
  // Session 24 (review r26b): ErrImageNeverPull is no failed pull.
  'image-never-pull',
  // Session 24 (review r26b): a lease write refused as a conflict is the API server answering.
  'node-lease-conflict',
  // Session 24 (r24a's leftover): the kubelet waiting for the attach/detach controller.
  'volume-attach-pending',
  // Session 24 (review r28a): a fatal line no other entry explains.
  'kubelet-fatal',
  // Session 24 (review r29a): an event refused for the kubelet's identity.
  'event-write-refused',
  // Session 25 (review r30a): a container's lifecycle hooks.
  'prestop-hook-failed',
  'poststart-hook-failed',
  // Session 25 (review r33a): containerd's sandbox name still held by a timed-out attempt.
  'containerd-sandbox-name-reserved',
  // Session 25 (review r33a): a caller of the kubelet's API refused by its authorizer.
  'kubelet-api-forbidden',
  // Session 27 (review r38a): since 1.19 the fsGroup warning comes only after 30 s of the walk.
  'volume-ownership-slow-warning',
  // Session 27 (review r40a): the kubelet reconnecting to the runtime's socket; containerd's cleanup of a dead shim.
  'runtime-socket-unreachable',
  'image-gc-failed',
  // Session 29 (review r48a): cri-dockerd asking Docker for the stats of a container removed meanwhile.
  'cri-dockerd-stats-missing-container',
  // Session 29 (review r53a): containerd failing the kubelet's Status call.
  'containerd-status-failed',
  // Session 34 (review r73a): a Go runtime dump ending the kubelet; a volume wait cancelled by the pod's termination.
  'kubelet-killed-by-signal',
  'volume-wait-cancelled',
  // Session 34 (review r76a): a DRA driver not releasing a stopped pod's claims; an in-place resize not applied.
  'dra-unprepare-failed',
  'pod-resize-not-applied',
  // Session 36 (review r81a): a panic's stack trace whose `panic:` line the excerpt left out.
  'kubelet-panic-trace',
  // Session 36 (review r81b): an exec probe's output cut at 10 KiB; CSINode not written before registration; the
  // eviction manager's echo of missing pod-cgroup stats; no system UUID.
  'exec-probe-output-truncated',
  'csinode-init-failed',
  'eviction-signal-pods-missing',
  'system-uuid-unreadable',
  'reconstruct-node-status-unavailable',
  'kubelet-api-auth-canceled',
]);

test('entries outside known-errors.md are informational and benign (or listed extra errors)', () => {
  const known = new Set(KNOWN_ERROR_IDS);
  for (const e of CATALOGUE) {
    if (known.has(e.id) || EXTRA_ERROR_IDS.has(e.id)) continue;
    assert.equal(e.informational, true, `${e.id} should be informational`);
    assert.equal(e.verdictKind, 'benign', e.id);
  }
  const topology = CATALOGUE.find((e) => e.id === 'topology-removecontainer-info');
  assert.equal(topology?.informational, true);
});

test('every entry has a title, summary, explanation, advice, references and source files', () => {
  for (const e of CATALOGUE) {
    assert.ok(e.title.trim(), `${e.id}: title`);
    assert.ok(e.summary.trim(), `${e.id}: summary`);
    assert.ok(e.explanation.trim(), `${e.id}: explanation`);
    assert.ok(e.whenNotBenign.trim(), `${e.id}: whenNotBenign`);
    if (e.verdictKind === 'benign-in-context') assert.ok(e.benignWhen?.trim(), `${e.id}: benignWhen`);
    assert.ok(e.references.length >= 1, `${e.id}: references`);
    for (const r of e.references) {
      assert.ok(r.label.trim(), `${e.id}: reference label`);
      assert.match(r.url, /^https:\/\/\S+$/, `${e.id}: reference url ${r.url}`);
    }
    assert.ok(e.sourceFiles.length >= 1, `${e.id}: sourceFiles`);
    for (const f of e.sourceFiles) assert.match(f, /^(https:\/\/\S+|[a-z][\w./-]+\.go)$/, `${e.id}: source file ${f}`);
  }
});

test('every entry has at least one real sample line (known gaps listed explicitly)', () => {
  for (const e of CATALOGUE) {
    if (WITHOUT_REAL_SAMPLE.has(e.id)) {
      assert.equal(e.samples.length, 0, `${e.id} now has samples: remove it from WITHOUT_REAL_SAMPLE`);
      continue;
    }
    assert.ok(e.samples.length >= 1, `${e.id}: no sample`);
    for (const s of e.samples) assert.ok(!/[\r\n]/.test(s), `${e.id}: a sample must be a single line`);
  }
});

// An actionable entry's checks can only show the failure mended afterwards in this log (a pull that went through), or
// moot (its pod being deleted).
const MENDED_CHECKS = new Set(['container-recovered', 'followed-by-success', 'pod-being-deleted']);

test('benign-in-context entries name evidence checks; an actionable entry names only checks that show it mended', () => {
  for (const e of CATALOGUE) {
    if (e.verdictKind === 'benign-in-context') {
      if (NO_LOG_EVIDENCE.has(e.id)) assert.ok(!e.evidence?.length, `${e.id}: has evidence now, remove it from NO_LOG_EVIDENCE`);
      else assert.ok((e.evidence?.length ?? 0) >= 1, `${e.id}: no evidence check`);
    } else if (e.verdictKind === 'actionable') {
      for (const c of e.evidence ?? []) assert.ok(MENDED_CHECKS.has(c), `${e.id}: ${c} on an actionable entry`);
    }
    // A 'benign' entry may name checks too: then a benign verdict still has to cite this log's lines.
    const w = e.evidenceParams?.windowSeconds;
    if (w !== undefined) assert.ok(w > 0, `${e.id}: window`);
    if (e.evidence?.includes('followed-by-success')) assert.ok(e.evidenceParams?.successMessages?.length, `${e.id}: successMessages`);
  }
});

test('every messagePatterns regex compiles and every entry can match something', () => {
  for (const e of CATALOGUE) {
    assert.ok(e.match.anyFatal || (e.match.messages?.length ?? 0) + (e.match.messagePatterns?.length ?? 0) > 0, `${e.id}: no messages or patterns`);
    for (const p of e.match.messagePatterns ?? []) assert.doesNotThrow(() => new RegExp(p), `${e.id}: ${p}`);
  }
});

for (const e of CATALOGUE) {
  e.samples.forEach((sample, i) => {
    test(`${e.id}: sample ${i + 1} matches its own entry`, () => {
      const record = firstLogRecord(sample);
      assert.ok(record, `no log record parsed from: ${sample}`);
      assert.equal(matcher.match(record)?.id, e.id, `sample: ${sample}`);
    });
  });
}

/** Real lines that report no error (or an error of another kind): they must match nothing, or only an informational entry. */
const NON_ERROR_LINES = [
  // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log
  "Aug 30 04:28:45 kind-worker kubelet[704773]: I0830 04:28:45.816358  704773 kubelet.go:2088] \"SyncLoop DELETE\" source=\"api\" pods=[default/nginx-deployment-6dccd8f6b9-8vx4f]",
  // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log
  "Aug 30 04:28:50 kind-worker kubelet[704773]: I0830 04:28:50.781194  704773 http.go:134] Probe succeeded for https://10.244.2.25:10258/healthz, Response: {200 OK 200 HTTP/2.0 2 0 map[Content-Length:[2] Content-Type:[text/plain; charset=utf-8] Date:[Wed, 30 Aug 2023 04:28:50 GMT] X-Content-Type-Options:[nosniff]] 0xc001397820 2 [] false false map[] 0xc000f61d00 0xc000926580}",
  // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
  "I0507 11:59:34.518822    3224 kuberuntime_container.go:745] \"Killing container with a grace period\" pod=\"hosted-grafana/hosted-grafana-api-7b6bd9b949-9csb4\" podUID=\"25cb986c-3d6c-4ed0-abf3-ee59ed6175f9\" containerName=\"hgapi\" containerID=\"containerd://c91436db00920ec961b9d5d6b4859d80a912e862e34fb5c45d8a85684fe6a97e\" gracePeriod=30",
  // corpus: k8s-1.24-kind-journald-v4-descheduler-pod-deletes-notfound-gangmuk-C5-worker.log
  "Aug 30 04:28:45 kind-worker kubelet[704773]: I0830 04:28:45.619604  704773 kubelet.go:1880] \"Pod is terminated and will need no more status updates\" pod=\"default/nginx-deployment-6dccd8f6b9-8vx4f\" podUID=8437a17a-a9d3-44a3-9148-855f75bdf034",
  // corpus: k8s-1.24.7-kind-journald-restart-hpa-scaledown-deletes-gangmuk-C7-worker.log
  "Aug 22 00:23:09 kind-worker kubelet[584647]: I0822 00:23:09.334431  584647 remote_runtime.go:118] \"Using CRI v1 runtime API\"",
  // corpus: k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log
  "May 12 04:54:38 localhost.localdomain kubelet.sh[2473]: I0512 04:54:38.750657    2473 log.go:25] \"Validated CRI v1 runtime API\"",
  // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
  "time=\"2024-05-07T11:59:34.591282703Z\" level=info msg=\"StopContainer for \\\"c91436db00920ec961b9d5d6b4859d80a912e862e34fb5c45d8a85684fe6a97e\\\" returns successfully\"",
  // corpus: mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log
  "time=\"2024-05-07T11:59:34.707025668Z\" level=info msg=\"StopPodSandbox for \\\"c605ad2cdc74c6b5288f2532ad71cce81a28ef6965f97a89ff6609deb825553a\\\" returns successfully\"",
  // corpus: k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log
  "I0820 20:28:39.148577    3312 eviction_manager.go:320] eviction manager: no resources are starved",
];
// An exec probe's ExecSync that timed out (DeadlineExceeded) was here until session 19: it is the red line users hover,
// and has its own entry now (exec-probe-timeout, whose samples include it).

test('real non-error lines match no entry, or only informational ones', () => {
  for (const line of NON_ERROR_LINES) {
    const record = firstLogRecord(line);
    assert.ok(record, `no log record parsed from: ${line}`);
    const hit = matcher.match(record);
    assert.ok(!hit || hit.informational === true, `${line}\nmatched ${hit?.id}`);
  }
});

test('docs/known-errors.md is up to date (regenerate with: node --import tsx scripts/gen-known-errors-doc.ts)', () => {
  assert.equal(readFileSync(KNOWN_ERRORS_DOC_PATH, 'utf8'), renderKnownErrorsDoc());
});

test('sentences split over concatenated literals keep their space (r73a 8: "k3d#493).`root…")', () => {
  const runOns: string[] = [];
  for (const file of ['catalogue.ts', 'advice.ts', 'evidence.ts', 'detail.ts']) {
    const lines = readFileSync(`server/src/knowledge/${file}`, 'utf8').split('\n');
    for (let i = 0; i + 1 < lines.length; i++) {
      // A literal that ends without a space, joined to one that starts without one: two words run together.
      if (/[^\s'"`]['"`] \+$/.test(lines[i]) && /^\s*['"`]\S/.test(lines[i + 1]) && !/^\s*(['"`])\1/.test(lines[i + 1])) runOns.push(`${file}:${i + 1}: ${lines[i].slice(-40)} ${lines[i + 1].trim().slice(0, 40)}`);
    }
  }
  assert.deepEqual(runOns, []);
});
