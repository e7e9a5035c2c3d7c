// What an actionable line names that the reader needs first: which container keeps crashing and how long the kubelet
// now waits, which image will not pull. Read from the error text the line carries (klog's `failed to "StartContainer"
// for "<container>" with <Reason>: "<message>"`), never guessed.
import { fieldValue, type LogRecord } from '../parse/types';
import { errorText } from './match';

const START_CONTAINER = /failed to "StartContainer" for "([^"]{1,253})" with (\w{1,64})/;
const BACK_OFF = /[Bb]ack-off (\d[\dhms.]{0,15}) restarting failed container/;
const IMAGE = /(?:[Pp]ulling image|pull image|PullImage) \\?"([^"\\\s]{1,512})\\?"/;

/** `container nginx, back-off 5m0s`, `container grafana, image us.gcr.io/…:10.0.2`, or undefined. */
export function actionableDetail(rec: LogRecord, entryId: string): string | undefined {
  if (entryId === 'kubelet-exited-at-start' || entryId === 'container-manager-start-failed') return exitReason(rec);
  if (entryId !== 'crashloopbackoff' && entryId !== 'image-pull-failure') return undefined;
  const err = errorText(rec);
  const parts: string[] = [];
  const start = START_CONTAINER.exec(err);
  if (start) parts.push(`container ${start[1]}`);
  if (entryId === 'crashloopbackoff') {
    const backOff = BACK_OFF.exec(err);
    if (backOff) parts.push(`back-off ${backOff[1]}`);
  } else {
    const image = IMAGE.exec(err) ?? IMAGE.exec(rec.message);
    if (image) parts.push(`image ${image[1]}`);
  }
  return parts.length ? parts.join(', ') : undefined;
}

/** Why the kubelet exited at start-up: the error after `failed to run Kubelet: `, or the line's error. */
function exitReason(rec: LogRecord): string | undefined {
  const text = errorText(rec).replace(/^failed to run Kubelet: /, '');
  // A printf line's error is its message: without the prefix there is nothing more to say than the line itself.
  if (!text || text === rec.message) return undefined;
  return `exited: ${text.length > 300 ? `${text.slice(0, 299)}…` : text}`;
}

/**
 * What any finding of these entries should say first, whatever its verdict: why the kubelet refused the pod
 * (`Predicate TaintToleration failed`, `Node didn't have enough resource: cpu`), from the line's own fields.
 */
export function refusalDetail(rec: LogRecord, entryId: string): string | undefined {
  if (entryId !== 'pod-admission-rejected' && entryId !== 'device-admission-failed') return undefined;
  const why = fieldValue(rec, 'message') ?? fieldValue(rec, 'err') ?? fieldValue(rec, 'reason');
  if (!why) return undefined;
  return why.length > 160 ? `${why.slice(0, 159)}…` : why;
}
