// Content recognition used by the extension to switch `log` / `plaintext` documents to `kubelet-log`
// (client/src/detect.ts). Positive lines are copied verbatim from the corpus (file named above each one).
import { strict as assert } from 'node:assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { classifyLine, detectKubeletLog } from '../../client/src/detect';

const POSITIVE: { name: string; line: string; shape: string }[] = [
  {
    // samples/pod-deletion-1.23.log
    name: 'plain structured klog',
    line: 'I0731 17:16:31.865371  354472 kubelet.go:2130] "SyncLoop DELETE" source="api" pods=[default/test-nginx-976fbbd77-m2tqs]',
    shape: 'klog',
  },
  {
    // corpus/k8s-1.17alpha-windows-klog-v4-eviction-gcp-filestore-csi-driver.log
    name: 'old unstructured klog (glog --log-file)',
    line: 'I0820 20:28:26.508550    3312 flags.go:33] FLAG: --add-dir-header="false"',
    shape: 'klog',
  },
  {
    // corpus/k8s-1.2x-eks-klog-structured-probe-lease-errors-leptonai-gpud-testdata.log
    name: 'klog warning with vendored file path in message',
    line: 'W0326 15:43:36.380682   12398 reflector.go:458] vendor/k8s.io/client-go/informers/factory.go:150: watch of *v1.RuntimeClass ended with: an error on the server ("unable to decode an event from the watch stream: http2: client connection lost") has prevented the request from succeeding',
    shape: 'klog',
  },
  {
    // corpus/k8s-1.5-journald-reverse-order-kubelet-sujadbombay-kuberneteslogs.log
    name: 'journald short + klog',
    line: 'Nov 03 13:48:19 minion2 kubelet[1334]: E1103 13:48:19.466984    1334 reflector.go:188] pkg/kubelet/kubelet.go:378: Failed to list *api.Service: Get http://192.168.33.10:8080/api/v1/services?resourceVersion=0: dial tcp 192.168.33.10:8080: getsockopt: no route to host',
    shape: 'journald',
  },
  {
    // corpus/k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log (kubelet journald line before any klog header)
    name: 'journald kubelet flag deprecation',
    line: "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --container-runtime has been deprecated, will be removed in 1.27 as the only valid value is 'remote'",
    shape: 'journald',
  },
  // The seed's NotFound line (pod-removal-notfound-analysis.txt) exported by journalctl -o json.
  {
    name: 'journalctl -o json entry with a klog MESSAGE',
    line: '{"__CURSOR":"s=0;i=1","__REALTIME_TIMESTAMP":"1690823792398137","_HOSTNAME":"node-1","SYSLOG_IDENTIFIER":"kubelet","_PID":"354472","MESSAGE":"E0731 17:16:32.398137  354472 remote_runtime.go:597] \\"ContainerStatus from runtime service failed\\""}',
    shape: 'journald',
  },
  {
    name: 'journalctl -o json (older, spaced) entry of the kubelet with free text',
    line: '{ "__CURSOR" : "s=0;i=2", "__REALTIME_TIMESTAMP" : "1690823792398137", "SYSLOG_IDENTIFIER" : "kubelet", "MESSAGE" : "Flag --container-runtime has been deprecated" }',
    shape: 'journald',
  },
  // The seed's NotFound line (pod-removal-notfound-analysis.txt) under journalctl's other text modes.
  {
    name: 'journald short-full',
    line: 'Mon 2023-07-31 17:16:32 UTC node-1 kubelet[354472]: E0731 17:16:32.398137  354472 remote_runtime.go:597] "ContainerStatus from runtime service failed" err="rpc error: code = NotFound"',
    shape: 'journald',
  },
  {
    name: 'journald with-unit, kubelet.service with free text',
    line: 'Mon 2023-07-31 17:16:32 UTC node-1 kubelet.service[354472]: Flag --container-runtime has been deprecated',
    shape: 'journald',
  },
  {
    name: 'journald short-unix',
    line: '1690823792.398137 node-1 kubelet[354472]: E0731 17:16:32.398137  354472 remote_runtime.go:597] "ContainerStatus from runtime service failed"',
    shape: 'journald',
  },
  {
    name: 'journald short-delta',
    line: '[ 5012.398137 <    0.000100>] node-1 kubelet[354472]: E0731 17:16:32.398137  354472 remote_runtime.go:597] "ContainerStatus from runtime service failed"',
    shape: 'journald',
  },
  {
    // corpus/k8s-1.28-openshift-journald-precise-crio-notfound-insights-operator-sample.log
    name: 'journald short-precise, kubenswrapper',
    line: 'Nov 10 14:17:44.067767 ci-ln-b3f5vqb-72292-v2kk6-master-0 kubenswrapper[2296]: I1110 14:17:44.067083    2296 prober.go:107] "Probe failed" probeType="Readiness" pod="openshift-etcd/etcd-guard-ci-ln-b3f5vqb-72292-v2kk6-master-0" podUID=8cd216f8-1c68-40d4-94b4-a8b66e09a898 containerName="guard" probeResult="failure"',
    shape: 'journald',
  },
  {
    // corpus/k8s-1.31-openshift-journald-kubelet.sh-bootstrap-Jaslite-Smart.log
    name: 'journald, kubelet.sh identifier',
    line: 'May 12 04:54:38 localhost.localdomain kubelet.sh[2473]: I0512 04:54:38.461169    2473 flags.go:64] FLAG: --address="0.0.0.0"',
    shape: 'journald',
  },
  {
    // corpus/k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log
    name: 'JSON logging format with talosctl host prefix',
    line: '172.20.0.2: {"ts":1758106668007.8376,"caller":"app/server.go:529","msg":"Kubelet version","v":0,"kubeletVersion":"v1.34.1"}',
    shape: 'json',
  },
  {
    // corpus/k8s-1.34-talos-json-host-prefixed-siderolabs-talos-testdata.log, without the host prefix
    name: 'JSON logging format',
    line: '{"ts":1758106668008.2092,"caller":"watchdog/watchdog_linux.go:95","msg":"Systemd watchdog is not enabled","v":0}',
    shape: 'json',
  },
  {
    // corpus/kube-controller-manager-rfc3339-prefixed-klog-insights-operator-sample.log
    name: 'RFC3339-prefixed klog (kubectl logs --timestamps)',
    line: '2022-03-16T13:32:39.044141390Z I0316 13:32:39.044104       1 garbagecollector.go:210] syncing garbage collector with updated resources from discovery (attempt 1): added: [], removed: [apps.openshift.io/v1, Resource=deploymentconfigs]',
    shape: 'prefixed',
  },
  {
    // corpus/kube-scheduler-compose-prefixed-klog-b-k-g-it-kube-cluster.log
    name: 'docker-compose-prefixed klog',
    line: 'kube-scheduler-1  | I0822 16:18:54.273649      11 serving.go:348] Generated self-signed cert in-memory',
    shape: 'prefixed',
  },
  {
    // CRI container log file (/var/log/pods/...): RFC3339 + stream + tag, then klog; shape as in the corpus RFC3339 file
    name: 'CRI log file line',
    line: '2022-03-16T13:32:39.044141390Z stderr F I0316 13:32:39.044104       1 garbagecollector.go:210] syncing garbage collector',
    shape: 'prefixed',
  },
];

const NEGATIVE: { name: string; text: string }[] = [
  {
    name: 'nginx access log',
    text: [
      '192.168.1.10 - - [12/Mar/2024:10:15:32 +0000] "GET /index.html HTTP/1.1" 200 612 "-" "Mozilla/5.0 (X11; Linux x86_64)"',
      '192.168.1.11 - - [12/Mar/2024:10:15:33 +0000] "POST /api/login HTTP/1.1" 401 53 "-" "curl/8.5.0"',
      '10.0.0.7 - bob [12/Mar/2024:10:15:35 +0000] "GET /favicon.ico HTTP/1.1" 404 153 "https://example.com/" "Mozilla/5.0"',
    ].join('\n'),
  },
  {
    name: 'nginx error log',
    text: '2024/03/12 10:15:32 [error] 1234#1234: *1 open() "/usr/share/nginx/html/favicon.ico" failed (2: No such file or directory), client: 192.168.1.10, server: localhost, request: "GET /favicon.ico HTTP/1.1"\n',
  },
  {
    name: 'Python traceback',
    text: [
      '2024-03-12 10:15:32,123 ERROR app.main: request failed',
      'Traceback (most recent call last):',
      '  File "/app/main.py", line 42, in handle',
      '    result = compute(payload)',
      '  File "/app/compute.py", line 7, in compute',
      "    return payload['value'] / 0",
      'ZeroDivisionError: division by zero',
    ].join('\n'),
  },
  {
    name: 'journald without kubelet',
    text: [
      'Mar 12 10:15:32 web-1 sshd[812]: Accepted publickey for admin from 10.0.0.5 port 51122 ssh2: RSA SHA256:abc',
      'Mar 12 10:15:32 web-1 systemd-logind[611]: New session 42 of user admin.',
      'Mar 12 10:15:33 web-1 systemd[1]: Started Session 42 of User admin.',
      'Mar 12 10:16:01 web-1 CRON[1001]: (root) CMD (run-parts /etc/cron.hourly)',
    ].join('\n'),
  },
  {
    name: 'journalctl -o json without kubelet',
    text: [
      '{"__CURSOR":"s=0;i=1","__REALTIME_TIMESTAMP":"1710238532123456","_HOSTNAME":"web-1","SYSLOG_IDENTIFIER":"sshd","_PID":"812","MESSAGE":"Accepted publickey for admin from 10.0.0.5 port 51122 ssh2"}',
      '{"__CURSOR":"s=0;i=2","__REALTIME_TIMESTAMP":"1710238533123456","_HOSTNAME":"web-1","SYSLOG_IDENTIFIER":"systemd","_PID":"1","MESSAGE":"Started Session 42 of User admin."}',
    ].join('\n'),
  },
  {
    // corpus/mixed-journald-kubelet-containerd-kernel-reverse-order-grafana-loki-drain-testdata.log (containerd lines only)
    name: 'containerd logrus only',
    text: [
      'time="2024-05-07T11:59:43.954655670Z" level=info msg="StartContainer for \\"93fa5decd62691912f90c9b27526f5e00183239bfa4d3f4ea8578a7873b9c2b4\\""',
      'time="2024-05-07T11:59:43.954289531Z" level=info msg="CreateContainer within sandbox \\"ee9dc07bca79ef7dffe2a6eb326e27236e9e97c35913c7aae16ee0a62632fc25\\""',
    ].join('\n'),
  },
  {
    name: 'zap production JSON (controller-runtime), not klog JSON',
    text: '{"level":"info","ts":1710238532.123,"logger":"controller","msg":"Starting workers","worker count":1}\n{"level":"error","ts":1710238533.5,"msg":"Reconciler error","error":"boom"}\n',
  },
  { name: 'empty', text: '' },
  { name: 'blank lines', text: '\n\n   \n' },
  {
    name: 'klog-like words without a header',
    text: 'E1234 is an error code\nI0000 and W9999 are not log lines either\nF0101 12:00:00 almost\n',
  },
];

describe('detect: single lines', () => {
  for (const p of POSITIVE) {
    it(`recognises ${p.name}`, () => {
      assert.equal(classifyLine(p.line), p.shape);
      const r = detectKubeletLog(p.line);
      assert.equal(r.kubelet, true);
      assert.equal(r.shape, p.shape);
    });
  }
  it('ignores a trailing CR (CRLF files) and a BOM', () => {
    const r = detectKubeletLog(`\ufeff${POSITIVE[0]!.line}\r\n${POSITIVE[1]!.line}\r\n`);
    assert.equal(r.kubelet, true);
    assert.equal(r.hits, 2);
  });
});

describe('detect: non-kubelet logs', () => {
  for (const n of NEGATIVE) {
    it(`does not recognise ${n.name}`, () => {
      assert.equal(detectKubeletLog(n.text).kubelet, false);
    });
  }
  it('does not recognise an application log with a few stray klog lines', () => {
    const lines: string[] = [];
    for (let i = 0; i < 300; i++) lines.push(`2024-03-12 10:15:${String(i % 60).padStart(2, '0')},123 INFO worker: processed job ${i}`);
    lines.splice(100, 0, POSITIVE[0]!.line, POSITIVE[1]!.line);
    assert.equal(detectKubeletLog(lines).kubelet, false);
  });
});

describe('detect: logs that do not open with klog', () => {
  it('recognises klog after a long shell-trace prelude (RKE entrypoint)', () => {
    // corpus/k8s-1.19-rke-docker-klog-with-entrypoint-trace-rancher_logs.log opens with ~600 `set -x` lines
    const lines: string[] = [];
    for (let i = 0; i < 600; i++) lines.push(`+ grep -q cloud-provider=azure ${i}`);
    for (let i = 0; i < 200; i++) lines.push('I0120 11:42:11.676451    4787 flags.go:59] FLAG: --add-dir-header="false"');
    assert.equal(detectKubeletLog(lines.slice(0, 50)).kubelet, false);
    assert.equal(detectKubeletLog(lines).kubelet, true);
  });
});

// Whole-file check against the shared corpus when it is present (it lives outside the repository).
const CORPUS = path.resolve(__dirname, '../../../shared/corpus');
describe('detect: corpus files', { skip: !existsSync(CORPUS) && 'corpus not present' }, () => {
  const files = existsSync(CORPUS) ? readdirSync(CORPUS).filter((f) => f.endsWith('.log')) : [];
  for (const f of files) {
    it(`recognises ${f}`, () => {
      const buf = readFileSync(path.join(CORPUS, f));
      // VS Code decodes UTF-16LE files with a BOM; so does this test.
      const text = buf[0] === 0xff && buf[1] === 0xfe ? new TextDecoder('utf-16le').decode(buf) : buf.toString('utf8');
      const head = text.split('\n', 2000).join('\n');
      assert.equal(detectKubeletLog(head).kubelet, true);
    });
  }
});

describe('component from source files', () => {
  it("a log no flag or identifier names is another component's when its lines come from that component's source files", async () => {
    const { componentOfSourceFiles } = await import('../../server/src/parse/component');
    // The corpus's descheduler log (mixed-k8s-components-klog-structured-reverse-order-grafana-loki-drain-testdata.log).
    const descheduler = new Map([['node.go', 804], ['defaultevictor.go', 165], ['nodeutilization.go', 21], ['reflector.go', 3]]);
    assert.deepEqual(componentOfSourceFiles(descheduler), { name: 'descheduler', files: 'defaultevictor.go 165, nodeutilization.go 21' });
    // A kubelet log quoting a few of another component's files stays the kubelet's; too few lines tell nothing.
    assert.equal(componentOfSourceFiles(new Map([['kubelet.go', 300], ['pod_workers.go', 100], ['schedule_one.go', 30]])), undefined);
    assert.equal(componentOfSourceFiles(new Map([['schedule_one.go', 12], ['reflector.go', 3]])), undefined);
    // Unless every line is from that component's own files (r57a W11: two lines of the controller manager's
    // garbagecollector.go had passed a --fail-on gate as a kubelet log).
    assert.deepEqual(componentOfSourceFiles(new Map([['schedule_one.go', 12]])), { name: 'kube-scheduler', files: 'schedule_one.go 12' });
    assert.deepEqual(componentOfSourceFiles(new Map([['garbagecollector.go', 2]])), { name: 'kube-controller-manager', files: 'garbagecollector.go 2' });
    // A dump of a scheduler's lines with a few of a kubelet's: its kubelet lines are graded, so it is no scheduler log.
    assert.equal(componentOfSourceFiles(new Map([['schedule_one.go', 500], ['kubelet.go', 3]])), undefined);
    const { analyzeText } = await import('../../server/src/pipeline');
    const lines = Array.from({ length: 25 }, (_, i) => `I0507 12:02:${String(10 + i).padStart(2, '0')}.987222       1 schedule_one.go:266] "Successfully bound pod to node" pod="default/web-${i}" node="n1" evaluatedNodes=3 feasibleNodes=2`);
    assert.equal(analyzeText(lines.join('\n')).index.parsed.component?.name, 'kube-scheduler');
    // With a kubelet's journald lines among them (a "pod stuck" bundle), the log is graded as a kubelet's.
    const kubelet = `Aug 30 04:32:25 kind-worker kubelet[584647]: E0830 04:32:25.000000  584647 nestedpendingoperations.go:348] Operation for "{volumeName:kubernetes.io/projected/x podName:y nodeName:}" failed.`;
    assert.equal(analyzeText([...lines, kubelet].join('\n')).index.parsed.component, undefined);
  });
});

it('journalctl -u kubelet of a kubelet dying at start-up, mostly systemd\'s lines about its unit, is a kubelet log (r41a 9)', () => {
  const lines = [
    'Mar 05 21:00:00 node-d systemd[1]: Started kubelet: The Kubernetes Node Agent.',
    'Mar 05 21:00:10 node-d kubelet[4500]: Error: failed to parse kubelet flag: unknown flag: --network-plugin',
    'Mar 05 21:00:10 node-d systemd[1]: kubelet.service: Main process exited, code=exited, status=1/FAILURE',
    'Mar 05 21:00:10 node-d systemd[1]: kubelet.service: Failed with result \'exit-code\'.',
    'Mar 05 21:00:20 node-d systemd[1]: kubelet.service: Scheduled restart job, restart counter is at 1.',
    'Mar 05 21:00:20 node-d systemd[1]: Stopped kubelet: The Kubernetes Node Agent.',
  ];
  assert.equal(detectKubeletLog(lines).kubelet, true);
  // Another unit's systemd lines are not.
  assert.equal(detectKubeletLog(lines.map((l) => l.replace(/kubelet/g, 'nginx'))).kubelet, false);
});
