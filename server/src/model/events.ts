// What an event the kubelet logged says: `"Event occurred" … reason="Pulled" message="…"` (structured) or ≤1.20's
// `Event(v1.ObjectReference{…}): type: 'Normal' reason: 'Pulled' …` (printf). Read by the timelines and the evidence.
import { fieldValue, messageIs, messageStartsWith, type LogRecord } from '../parse/types';

/**
 * Whether an event the kubelet logged says `text` (its message starts with it): `Event occurred … message="Successfully
 * pulled image …"`, or ≤1.20's `Event(v1.ObjectReference{…}): type: 'Normal' reason: 'Pulled' Successfully pulled …`.
 * The message is read only for event lines.
 */
export function eventSays(rec: LogRecord, text: string): boolean {
  if (messageIs(rec, 'Event occurred')) return (fieldValue(rec, 'message') ?? '').startsWith(text);
  if (rec.style !== 'printf' || !messageStartsWith(rec, 'Event(v1.ObjectReference{')) return false;
  const m = rec.message;
  const reason = m.indexOf("): type: '");
  const after = reason < 0 ? -1 : m.indexOf("' ", m.indexOf("reason: '", reason) + 9);
  return after >= 0 && m.startsWith(text, after + 2);
}

/**
 * One spelling of an image reference: the runtime writes Docker Hub's in full (`docker.io/library/nginx:latest`)
 * where the pod spec and its events wrote `nginx` (r31a 15).
 */
export function canonicalImage(ref: string): string {
  let out = ref.replace(/^(?:docker\.io|index\.docker\.io|registry-1\.docker\.io)\//, '');
  // Docker Hub's own: written with its host, or with no host (a first part with no dot or port, not localhost).
  const hub = out !== ref || (!/^[^/]*[.:]/.test(out) && !out.startsWith('localhost/'));
  if (hub) out = out.replace(/^library\/(?=[^/]+$)/, '');
  const lastSlash = out.lastIndexOf('/');
  if (!out.includes('@') && out.indexOf(':', lastSlash + 1) < 0) out += ':latest';
  return out;
}

// The image a pull failure names: `image="…"`, or in its text `Back-off pulling image \"…\"`, `failed to pull and
// unpack image \"…\"`, printf `PullImage "…" from image service failed`, `Failed to pull image "…"` (escaped once or
// twice inside err).
export const IMAGE_IN_TEXT = /(?:image|PullImage) \\*"([^"\\\s]{1,512})/;
