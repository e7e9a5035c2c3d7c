// Probe lines, read alike by the timeline's summary and the evidence checks: failures, and the kubelet's restart of a
// container for a failed liveness or startup probe.
import { fieldValue, messageIs, messageStartsWith, type LogRecord } from '../parse/types';

const PRINTF_PROBES = ['Readiness probe for "', 'Liveness probe for "', 'Startup probe for "'];

// These run over every line of a pod, whose free-text messages a file read in pieces has let go: the source file is
// compared first, so that no other line's message is read back from the file.
const isPrintfFrom = (rec: LogRecord, file: string) => rec.style === 'printf' && rec.file === file;

/** `Probe failed`, or the printf era's `Readiness probe for "pod:c" failed (failure): …`. */
export function isProbeFailure(rec: LogRecord): boolean {
  if (messageIs(rec, 'Probe failed')) return true;
  return isPrintfFrom(rec, 'prober.go') && PRINTF_PROBES.some((p) => messageStartsWith(rec, p)) && rec.message.includes('" failed (');
}

/**
 * `Probe succeeded`, or the printf era's `Readiness probe for "pod:c" succeeded` (V3); with a warning too (an HTTP probe
 * that followed a redirect: the kubelet counts it a success).
 */
export function isProbeSuccess(rec: LogRecord): boolean {
  if (messageIs(rec, 'Probe succeeded') || messageIs(rec, 'Probe succeeded with a warning')) return true;
  if (!isPrintfFrom(rec, 'prober.go') || !PRINTF_PROBES.some((p) => messageStartsWith(rec, p))) return false;
  const m = rec.message;
  return m.endsWith('" succeeded') || m.includes('" succeeded with a warning');
}

// How kuberuntime_manager says it restarts a container for a probe: `…, will be restarted` (1.10+), `…. Container will be
// killed and recreated.` (before).
const RESTART_ENDINGS = [', will be restarted', '. Container will be killed and recreated.'];
/**
 * Whether a kubelet message says it restarts a container (a probe's failure, or `Container c definition changed, will
 * be restarted`: an image or spec changed in place, a resize the kubelet cannot apply in place).
 */
export const saysContainerRestarts = (text: string): boolean => RESTART_ENDINGS.some((e) => text.endsWith(e));
const restarts = (text: string) => text.includes(' probe') && saysContainerRestarts(text);

/**
 * What the kubelet said when it restarted a container for a failed probe (`Container c failed liveness probe, will be
 * restarted`), or undefined for any other line. Structured: `Message for Container of pod` containerMessage=…; ≤1.20:
 * `Container "c" ("id") of pod p: Container c failed liveness probe, will be restarted`.
 */
export function probeRestartMessage(rec: LogRecord): string | undefined {
  if (messageIs(rec, 'Message for Container of pod')) {
    const said = fieldValue(rec, 'containerMessage') ?? '';
    return restarts(said) ? said : undefined;
  }
  if (!isPrintfFrom(rec, 'kuberuntime_manager.go') || !messageStartsWith(rec, 'Container ') || !restarts(rec.message)) return undefined;
  const m = rec.message;
  const at = m.lastIndexOf(': Container ');
  return at < 0 ? undefined : m.slice(at + 2);
}

/** A probe line's probe: its type (lower case), container and subject (type, pod and container: one per probe). */
export interface ProbeLine {
  type: string;
  container: string | undefined;
  subject: string | undefined;
}

/**
 * Which probe of which container a probe line (failure or success) is about: `Readiness probe for "pod_ns(uid):c"` in
 * the printf era, probeType, podUID (or pod) and containerName since.
 */
export function readProbe(rec: LogRecord): ProbeLine {
  if (rec.style === 'printf') {
    const m = rec.message;
    const at = m.indexOf(' probe for "');
    const end = at < 0 ? -1 : m.indexOf('"', at + 12);
    if (end < 0) return { type: '', container: undefined, subject: undefined };
    const ref = m.slice(at + 12, end);
    const colon = ref.lastIndexOf(':');
    return { type: m.slice(0, at).toLowerCase(), container: colon < 0 ? undefined : ref.slice(colon + 1), subject: m.slice(0, end + 1) };
  }
  const type = fieldValue(rec, 'probeType');
  const container = fieldValue(rec, 'containerName');
  if (!type) return { type: '', container, subject: undefined };
  return { type: type.toLowerCase(), container, subject: `${type} probe for "${fieldValue(rec, 'podUID') ?? fieldValue(rec, 'pod') ?? ''}:${container ?? ''}"` };
}
