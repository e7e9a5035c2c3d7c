// A volume plugin's "Couldn't get configMap ns/name: err" names no pod: before structured logging (configmap.go,
// secret.go, projected.go), the pod is named only by the line the same mount logs right after it — projected.go's
// `Error preparing data for projected volume V for pod ns/name: err`, or nestedpendingoperations'
// `MountVolume.SetUp failed for volume "V" … pod "name" (UID: "uid") : err` for a configMap or secret volume. Without
// this tie the first line of such a failure had no pod, so no pod's evidence, and said "investigate" beside two
// lines of the same failure that were benign.
//
// The tie is decided from the two lines alone (never from what the index learned of a pod elsewhere, which depends on
// how much of the log was read): the mount failure must name the source's namespace itself and carry its error. Two
// waiting lines of the same source and error are ambiguous — the kubelet mounts each pod's volumes in a goroutine of
// its own, so after a restart every pod of a namespace may fail on kube-root-ca.crt at once — and neither is tied.

/** What a source failure line waits for: the mount failure of a pod in its namespace that carries its error. */
export interface VolumeSourceFailure {
  record: number;
  /** `configMap ns/name` or `secret ns/name`. */
  source: string;
  namespace: string;
  error: string;
  host: string | undefined;
}

const SOURCE_PREFIXES = ["Couldn't get configMap ", "Couldn't get secret "];

/** The source, namespace and error of a printf-era `Couldn't get configMap|secret ns/name: err` message, else undefined. */
export function volumeSourceFailure(message: string): { source: string; namespace: string; error: string } | undefined {
  for (const prefix of SOURCE_PREFIXES) {
    if (message.indexOf(prefix) !== 0) continue;
    const slash = message.indexOf('/', prefix.length);
    const colon = message.indexOf(': ', prefix.length);
    if (slash < 0 || colon < 0 || slash > colon) return undefined;
    const namespace = message.slice(prefix.length, slash);
    const error = message.slice(colon + 2).trimEnd();
    if (!namespace || namespace.includes(' ') || !error) return undefined;
    return { source: message.slice("Couldn't get ".length, colon), namespace, error };
  }
  return undefined;
}

const PROJECTED = 'Error preparing data for projected volume ';
const FOR_POD = ' for pod ';
// The API objects' errors name their namespace: `object "ns"/"name" not registered`.
const OBJECT_NAMESPACE = /object "([^"\s]{1,253})"\//;

/**
 * The namespace a mount failure line names itself, if it is one: projected.go's `… for pod ns/name: err`, or an error
 * that names its object (`object "ns"/"name" not registered`, as nestedpendingoperations carries it).
 */
export function mountFailureNamespace(message: string): string | undefined {
  if (message.indexOf(PROJECTED) === 0) {
    const at = message.indexOf(FOR_POD, PROJECTED.length);
    const slash = at < 0 ? -1 : message.indexOf('/', at + FOR_POD.length);
    const colon = at < 0 ? -1 : message.indexOf(': ', at + FOR_POD.length);
    if (slash < 0 || colon < 0 || slash > colon) return undefined;
    return message.slice(at + FOR_POD.length, slash);
  }
  if (!message.includes('MountVolume.SetUp failed for volume ')) return undefined;
  return OBJECT_NAMESPACE.exec(message)?.[1];
}

/** How far after its line a source failure's mount failure may come: the same call logs both. */
export const SOURCE_TIE_MAX_RECORDS = 50;
export const SOURCE_TIE_MAX_MICROS = 2_000_000;

/**
 * Whether the mount failure at `record` (whose own namespace is `namespace`) closes `waiting`, read at `waitingTime`
 * (its time now: a growing log may have dated its lines since it was read).
 */
export function closesSourceFailure(
  waiting: VolumeSourceFailure,
  waitingTime: number | undefined,
  record: number,
  message: string,
  namespace: string | undefined,
  host: string | undefined,
  time: number | undefined,
): boolean {
  if (record <= waiting.record || record - waiting.record > SOURCE_TIE_MAX_RECORDS) return false;
  if (waiting.host !== undefined && host !== undefined && waiting.host !== host) return false;
  if (waitingTime !== undefined && time !== undefined && (time < waitingTime || time - waitingTime > SOURCE_TIE_MAX_MICROS)) return false;
  if (namespace === undefined || namespace !== waiting.namespace) return false;
  // Several failing sources of one projected volume are aggregated as `[err1, err2]`.
  return message.includes(waiting.error);
}
