#!/usr/bin/env node
// `npm run test:vscode`: the mocha suite in test/suite run by @vscode/test-electron in a downloaded VS Code.
//
// Our dev machines and CI cannot reach update.code.visualstudio.com, so there the download fails: this
// prints a one-line reason and exits 1, or 0 when ALLOW_NO_VSCODE=1 is set. The same suite runs in a real
// editor there through `npm run test:e2e` (code-server; scripts/e2e-codeserver.sh).
//
// Env: VSCODE_EXECUTABLE_PATH (use this VS Code instead of downloading), VSCODE_VERSION (default "stable"),
//      ALLOW_NO_VSCODE=1, KEEP_WS=1 (keep the temp workspace).
// Also: `node test/vscode/run-test-electron.js --make-workspace DIR` only prepares a test workspace
// (scripts/e2e-codeserver.sh uses it, so both routes see the same files).
'use strict';
const path = require('path');
const fs = require('fs');
const os = require('os');
const cp = require('child_process');

const ROOT = path.resolve(__dirname, '..', '..');

/** Files the suite expects in the workspace besides samples/. */
const FILES = {
  sample: 'samples/pod-deletion-1.23.log',
  journaldTxt: 'kubelet-journal.txt',
  nginxLog: 'nginx-access.log',
};

/**
 * A journald export of a kubelet, saved as .txt: the first 16 lines and lines 330-341 of the corpus log
 * k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log (gangmuk/k8s-failure-reproduction,
 * failure_cases/C6/wo-maxSkew/log/2023-04-23T14:42:28-kubelet-kind-worker3.log.txt @ bdedf5c, MIT).
 * It starts with systemd lines, as real journal exports do, and contains a ContainerStatus NotFound. The test
 * workspace gets the whole corpus file instead when ../shared/corpus is present (as in CI).
 */
const JOURNALD_TXT = [
  "Apr 14 00:06:36 kind-worker3 systemd[1]: Condition check resulted in kubelet: The Kubernetes Node Agent being skipped.",
  "Apr 14 00:07:33 kind-worker3 systemd[1]: Starting kubelet: The Kubernetes Node Agent...",
  "Apr 14 00:07:33 kind-worker3 systemd[1]: Started kubelet: The Kubernetes Node Agent.",
  "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --container-runtime has been deprecated, will be removed in 1.27 as the only valid value is 'remote'",
  "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --pod-infra-container-image has been deprecated, will be removed in 1.27. Image garbage collector will get sandbox image information from CRI.",
  "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --provider-id has been deprecated, This parameter should be set via the config file specified by the Kubelet's --config flag. See https://kubernetes.io/docs/tasks/administer-cluster/kubelet-config-file/ for more information.",
  "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --fail-swap-on has been deprecated, This parameter should be set via the config file specified by the Kubelet's --config flag. See https://kubernetes.io/docs/tasks/administer-cluster/kubelet-config-file/ for more information.",
  "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --cgroup-root has been deprecated, This parameter should be set via the config file specified by the Kubelet's --config flag. See https://kubernetes.io/docs/tasks/administer-cluster/kubelet-config-file/ for more information.",
  "Apr 14 00:07:33 kind-worker3 kubelet[298]: I0414 00:07:33.297752     298 server.go:193] \"--pod-infra-container-image will not be pruned by the image garbage collector in kubelet and should also be set in the remote runtime\"",
  "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --container-runtime has been deprecated, will be removed in 1.27 as the only valid value is 'remote'",
  "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --pod-infra-container-image has been deprecated, will be removed in 1.27. Image garbage collector will get sandbox image information from CRI.",
  "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --provider-id has been deprecated, This parameter should be set via the config file specified by the Kubelet's --config flag. See https://kubernetes.io/docs/tasks/administer-cluster/kubelet-config-file/ for more information.",
  "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --fail-swap-on has been deprecated, This parameter should be set via the config file specified by the Kubelet's --config flag. See https://kubernetes.io/docs/tasks/administer-cluster/kubelet-config-file/ for more information.",
  "Apr 14 00:07:33 kind-worker3 kubelet[298]: Flag --cgroup-root has been deprecated, This parameter should be set via the config file specified by the Kubelet's --config flag. See https://kubernetes.io/docs/tasks/administer-cluster/kubelet-config-file/ for more information.",
  "Apr 14 00:07:34 kind-worker3 kubelet[298]: I0414 00:07:34.708429     298 server.go:399] \"Kubelet version\" kubeletVersion=\"v1.24.7\"",
  "Apr 14 00:07:34 kind-worker3 kubelet[298]: I0414 00:07:34.708474     298 server.go:401] \"Golang settings\" GOGC=\"\" GOMAXPROCS=\"\" GOTRACEBACK=\"\"",
  "Apr 20 00:55:27 kind-worker3 kubelet[298]: I0420 00:55:27.327146     298 topology_manager.go:200] \"Topology Admit Handler\"",
  "Apr 20 00:55:27 kind-worker3 kubelet[298]: I0420 00:55:27.356261     298 topology_manager.go:200] \"Topology Admit Handler\"",
  "Apr 20 00:55:27 kind-worker3 kubelet[298]: I0420 00:55:27.412780     298 reconciler.go:342] \"operationExecutor.VerifyControllerAttachedVolume started for volume \\\"kube-api-access-f7jdx\\\" (UniqueName: \\\"kubernetes.io/projected/cfcf5f46-e532-43f4-a27d-4c8670a6f311-kube-api-access-f7jdx\\\") pod \\\"php-apache-698db99f59-2qj7k\\\" (UID: \\\"cfcf5f46-e532-43f4-a27d-4c8670a6f311\\\") \" pod=\"default/php-apache-698db99f59-2qj7k\"",
  "Apr 20 00:55:27 kind-worker3 kubelet[298]: I0420 00:55:27.513878     298 reconciler.go:342] \"operationExecutor.VerifyControllerAttachedVolume started for volume \\\"kube-api-access-2q5zm\\\" (UniqueName: \\\"kubernetes.io/projected/cbbcfa05-0eac-4904-972b-a742b0a33e9b-kube-api-access-2q5zm\\\") pod \\\"php-apache-698db99f59-gdvmq\\\" (UID: \\\"cbbcfa05-0eac-4904-972b-a742b0a33e9b\\\") \" pod=\"default/php-apache-698db99f59-gdvmq\"",
  "Apr 20 00:55:35 kind-worker3 kubelet[298]: I0420 00:55:35.114787     298 scope.go:110] \"RemoveContainer\" containerID=\"5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f\"",
  "Apr 20 00:55:35 kind-worker3 kubelet[298]: I0420 00:55:35.183708     298 reconciler.go:201] \"operationExecutor.UnmountVolume started for volume \\\"kube-api-access-2q5zm\\\" (UniqueName: \\\"kubernetes.io/projected/cbbcfa05-0eac-4904-972b-a742b0a33e9b-kube-api-access-2q5zm\\\") pod \\\"cbbcfa05-0eac-4904-972b-a742b0a33e9b\\\" (UID: \\\"cbbcfa05-0eac-4904-972b-a742b0a33e9b\\\") \"",
  "Apr 20 00:55:35 kind-worker3 kubelet[298]: I0420 00:55:35.208270     298 operation_generator.go:863] UnmountVolume.TearDown succeeded for volume \"kubernetes.io/projected/cbbcfa05-0eac-4904-972b-a742b0a33e9b-kube-api-access-2q5zm\" (OuterVolumeSpecName: \"kube-api-access-2q5zm\") pod \"cbbcfa05-0eac-4904-972b-a742b0a33e9b\" (UID: \"cbbcfa05-0eac-4904-972b-a742b0a33e9b\"). InnerVolumeSpecName \"kube-api-access-2q5zm\". PluginName \"kubernetes.io/projected\", VolumeGidValue \"\"",
  "Apr 20 00:55:35 kind-worker3 kubelet[298]: I0420 00:55:35.230374     298 scope.go:110] \"RemoveContainer\" containerID=\"5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f\"",
  "Apr 20 00:55:35 kind-worker3 kubelet[298]: E0420 00:55:35.232276     298 remote_runtime.go:604] \"ContainerStatus from runtime service failed\" err=\"rpc error: code = NotFound desc = an error occurred when try to find container \\\"5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f\\\": not found\" containerID=\"5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f\"",
  "Apr 20 00:55:35 kind-worker3 kubelet[298]: I0420 00:55:35.232524     298 pod_container_deletor.go:52] \"DeleteContainer returned error\" containerID={Type:containerd ID:5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f} err=\"failed to get container status \\\"5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f\\\": rpc error: code = NotFound desc = an error occurred when try to find container \\\"5d40aadd090b3899ade8f8479cf1ea715b3c427670734f410523dbdba5e5018f\\\": not found\"",
  "Apr 20 00:55:35 kind-worker3 kubelet[298]: I0420 00:55:35.284592     298 reconciler.go:384] \"Volume detached for volume \\\"kube-api-access-2q5zm\\\" (UniqueName: \\\"kubernetes.io/projected/cbbcfa05-0eac-4904-972b-a742b0a33e9b-kube-api-access-2q5zm\\\") on node \\\"kind-worker3\\\" DevicePath \\\"\\\"\"",
  "Apr 20 00:55:35 kind-worker3 kubelet[298]: I0420 00:55:35.682125     298 kubelet_volumes.go:160] \"Cleaned up orphaned pod volumes dir\" podUID=cbbcfa05-0eac-4904-972b-a742b0a33e9b path=\"/var/lib/kubelet/pods/cbbcfa05-0eac-4904-972b-a742b0a33e9b/volumes\""
].join('\n') + '\n';

/** A log that is not a kubelet log: it must keep VS Code's built-in `log` language. */
const NGINX_LOG = [
  '127.0.0.1 - - [31/Jul/2023:17:16:31 +0000] "GET / HTTP/1.1" 200 615 "-" "curl/7.88.1"',
  '10.0.0.7 - - [31/Jul/2023:17:16:32 +0000] "GET /favicon.ico HTTP/1.1" 404 153 "http://example.com/" "Mozilla/5.0"',
  '10.0.0.7 - - [31/Jul/2023:17:16:33 +0000] "POST /api/login HTTP/1.1" 500 0 "-" "Mozilla/5.0"',
  '2023/07/31 17:16:34 [error] 29#29: *3 open() "/usr/share/nginx/html/favicon.ico" failed (2: No such file or directory), client: 10.0.0.7, server: localhost, request: "GET /favicon.ico HTTP/1.1"',
  '2023/07/31 17:16:35 [notice] 1#1: signal 3 (SIGQUIT) received, shutting down',
].join('\n') + '\n';

/** Creates (or fills) a workspace folder: a copy of samples/, the journald .txt and the nginx .log. */
function makeWorkspace(dir) {
  dir = dir || fs.mkdtempSync(path.join(os.tmpdir(), 'kubelet-log-lens-ws-'));
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(ROOT, 'samples'), path.join(dir, 'samples'), { recursive: true });
  // The real corpus file when it is there (CI has ../shared/corpus); the excerpt above otherwise.
  const corpusLog = path.join(ROOT, '..', 'shared', 'corpus', 'k8s-1.24.7-kind-journald-startup-notfound-gangmuk-C6-worker3.log');
  if (fs.existsSync(corpusLog)) fs.copyFileSync(corpusLog, path.join(dir, FILES.journaldTxt));
  else fs.writeFileSync(path.join(dir, FILES.journaldTxt), JOURNALD_TXT);
  fs.writeFileSync(path.join(dir, FILES.nginxLog), NGINX_LOG);
  return dir;
}

function noVSCode(reason) {
  if (process.env.ALLOW_NO_VSCODE === '1') {
    console.log(`test:vscode skipped: ${reason} (ALLOW_NO_VSCODE=1; npm run test:e2e runs the same suite in code-server)`);
    process.exit(0);
  }
  console.error(`test:vscode cannot run: ${reason} (set ALLOW_NO_VSCODE=1 to skip; npm run test:e2e runs the same suite in code-server)`);
  process.exit(1);
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--make-workspace') {
    console.log(makeWorkspace(args[1]));
    return;
  }
  let te;
  try {
    te = require('@vscode/test-electron');
  } catch (e) {
    return noVSCode('@vscode/test-electron is not installed (npm ci)');
  }
  let vscodeExecutablePath = process.env.VSCODE_EXECUTABLE_PATH;
  if (!vscodeExecutablePath) {
    try {
      vscodeExecutablePath = await te.downloadAndUnzipVSCode({
        version: process.env.VSCODE_VERSION || 'stable',
        reporter: { report() {}, error() {} }, // keep the skip message to one line
      });
    } catch (e) {
      return noVSCode(`VS Code could not be downloaded: ${String((e && e.message) || e).split('\n')[0]}`);
    }
  }
  cp.execFileSync(process.execPath, [path.join(ROOT, 'esbuild.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const ws = makeWorkspace();
  try {
    await te.runTests({
      vscodeExecutablePath,
      extensionDevelopmentPath: ROOT,
      extensionTestsPath: path.join(ROOT, 'test', 'suite', 'index.js'),
      launchArgs: [ws, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes'],
    });
  } catch (e) {
    console.error(`test:vscode failed: ${(e && e.message) || e}`);
    process.exitCode = 1;
  } finally {
    if (process.env.KEEP_WS !== '1') fs.rmSync(ws, { recursive: true, force: true });
  }
}

module.exports = { makeWorkspace, FILES, JOURNALD_TXT, NGINX_LOG };

if (require.main === module) {
  main().catch((e) => {
    console.error(`test:vscode failed: ${(e && e.stack) || e}`);
    process.exit(1);
  });
}
