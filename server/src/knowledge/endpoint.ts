// The endpoint a line failed to reach and how, read from Go's net and net/http errors as the kubelet logs them
// (`Get "https://10.0.0.1:6443/api/v1/nodes/n": dial tcp 10.0.0.1:6443: connect: connection refused`). Advice names
// an API server generically (`https://<apiserver>:6443`); the hover adds the one this line named (r51a B3).

export interface FailedEndpoint {
  /** `host:port` (or the URL's host when only the URL says it). */
  address: string;
  /** Go's words for the failure: `connection refused`, `no route to host`, `i/o timeout`, `no such host`, … */
  failure: string;
}

const DIAL = /dial (?:tcp|udp|unix)[46]? ([^\s:"\\]+(?::\d{1,5})?|\[[0-9a-f:]+\]:\d{1,5}): (?:connect: |i\/o timeout|operation was canceled)?([a-z][a-z /-]{2,60}[a-z])?/i;
const LOOKUP = /dial tcp: lookup ([^\s:"\\]{1,253})(?: on [^\s:"\\]+:\d+)?: ([a-z][a-z ]{2,40}[a-z])/i;
const URL_HOST = /\b(?:Get|Post|Put|Patch|Delete) \\?"(https?:\/\/[^/"\\\s]{1,300})/;
const FAILURES = ['connection refused', 'no route to host', 'i/o timeout', 'no such host', 'network is unreachable', 'connection reset by peer', 'TLS handshake timeout', 'context deadline exceeded', 'EOF', 'certificate signed by unknown authority', 'certificate has expired or is not yet valid'];

export function failedEndpoint(text: string): FailedEndpoint | undefined {
  const lookup = LOOKUP.exec(text);
  if (lookup) return { address: lookup[1], failure: lookup[2] };
  const dial = DIAL.exec(text);
  const failure = FAILURES.find((f) => text.includes(f));
  if (dial) return { address: dial[1], failure: failure ?? (dial[2] ?? 'failed').trim() };
  const url = URL_HOST.exec(text);
  if (url && failure) return { address: url[1].replace(/^https?:\/\//, ''), failure };
  return undefined;
}
