// A volume plugin's "Couldn't get configMap ns/name: err" names no pod: before structured logging (configmap.go,
// secret.go, projected.go), the pod is named only by the line the same mount logs right after it — projected.go's
// `Error preparing data for projected volume V for pod ns/name: err`, or nestedpendingoperations'
// `MountVolume.SetUp failed for volume "V" … pod "name" (UID: "uid") : err` for a configMap or secret volume. Without
// this tie the first line of such a failure had no pod, so no pod's evidence, and said "investigate" beside two
// lines of the same failure that were benign.

/** What a source failure line waits for: the mount failure of a pod in its namespace that carries its error. */
export interface VolumeSourceFailure {
  record: number;
  namespace: string;
  error: string;
  host: string | undefined;
  time: number | undefined;
}

const SOURCE_PREFIXES = ["Couldn't get configMap ", "Couldn't get secret "];

/** The namespace and error of a printf-era `Couldn't get configMap|secret ns/name: err` message, else undefined. */
export function volumeSourceFailure(message: string): { namespace: string; error: string } | undefined {
  for (const prefix of SOURCE_PREFIXES) {
    if (message.indexOf(prefix) !== 0) continue;
    const slash = message.indexOf('/', prefix.length);
    const colon = message.indexOf(': ', prefix.length);
    if (slash < 0 || colon < 0 || slash > colon) return undefined;
    const namespace = message.slice(prefix.length, slash);
    const error = message.slice(colon + 2).trimEnd();
    if (!namespace || namespace.includes(' ') || !error) return undefined;
    return { namespace, error };
  }
  return undefined;
}

/** Whether a message is a volume mount's failure (the line that names the pod of a source failure). */
export function isVolumeMountFailure(message: string): boolean {
  return message.indexOf('Error preparing data for projected volume ') === 0 || message.includes('MountVolume.SetUp failed for volume ');
}

/** How far after its line a source failure's mount failure may come: the same call logs both. */
export const SOURCE_TIE_MAX_RECORDS = 50;
export const SOURCE_TIE_MAX_MICROS = 2_000_000;

/** Whether the mount failure at `record` (of a pod in `namespace`) closes `waiting`. */
export function closesSourceFailure(
  waiting: VolumeSourceFailure,
  record: number,
  message: string,
  namespace: string | undefined,
  host: string | undefined,
  time: number | undefined,
): boolean {
  if (record <= waiting.record || record - waiting.record > SOURCE_TIE_MAX_RECORDS) return false;
  if (waiting.host !== undefined && host !== undefined && waiting.host !== host) return false;
  if (waiting.time !== undefined && time !== undefined && (time < waiting.time || time - waiting.time > SOURCE_TIE_MAX_MICROS)) return false;
  if (namespace !== undefined && namespace !== waiting.namespace) return false;
  // Several failing sources of one projected volume are aggregated as `[err1, err2]`.
  return message.includes(waiting.error);
}
