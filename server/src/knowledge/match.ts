// Finds the catalogue entry a record is an instance of. Keys on message text and file name, never on file:line.
import { isOtherProgramIdent, isRuntimeIdent, mayBeKubeletProcess } from '../parse/component';
import { fieldValue, messageIs, messageStartsWith, type LogRecord, type VersionInfo } from '../parse/types';
import { compareMinor } from '../parse/version';
import { bucketByFirstChar, literalPrefix, rulesFor } from '../parse/literalPrefix';
import type { CatalogueEntry } from './types';

/** User patterns (checked, but not proven linear) see at most this much of a message. */
const USER_PATTERN_SUBJECT_LIMIT = 4096;

interface TextRule {
  c: CompiledEntry;
  prefix: string;
  re?: RegExp;
}

interface CompiledEntry {
  entry: CatalogueEntry;
  order: number;
  patterns: { re: RegExp; prefix: string }[];
}

export interface Matcher {
  match(record: LogRecord, version?: VersionInfo): CatalogueEntry | undefined;
  readonly entries: readonly CatalogueEntry[];
}

/** The error text a record carries: its err/error field, else its message. */
// `condition`: the node condition a `Node became not ready` line carries (its Message says why: PLEG, the runtime, the CNI).
const ERROR_KEYS: readonly string[] = ['err', 'error', 'condition'];

export function errorText(record: LogRecord): string {
  // Only the error keys are read (not every field of the line): this runs for every line a rule matches.
  const fields = (record as { fieldsWithKeys?: (k: readonly string[]) => LogRecord['fields'] }).fieldsWithKeys?.(ERROR_KEYS) ?? record.fields;
  for (const f of fields) if (f.key === 'err' || f.key === 'error') return f.value;
  for (const f of fields) if (f.key === 'condition') return f.value;
  return record.message;
}

/**
 * Whether a JSON-format msg may be printf text rather than a structured constant: constants are short and end
 * without a colon-separated detail; printf text is long or carries its details after `: `.
 */
function mayBePrintf(msg: string): boolean {
  return msg.length > 80 || msg.indexOf(': ') >= 0;
}

function passesRest(c: CompiledEntry, record: LogRecord, version?: VersionInfo): boolean {
  const m = c.entry.match;
  if (m.files && record.file && !m.files.includes(record.file)) return false;
  if (m.program === 'kubelet' && isOtherProgramIdent(record.envelope?.ident)) return false;
  if (m.program === 'runtime' && !isRuntimeIdent(record.envelope?.ident)) return false;
  if (m.program === 'kubelet-process' && !mayBeKubeletProcess(record.envelope?.ident)) return false;
  if (version && m.minVersion && compareMinor(version, m.minVersion) < 0) return false;
  if (version && m.maxVersion && compareMinor(version, m.maxVersion) > 0) return false;
  // Only an event line has a reason; the entry's other messages are matched by their own text.
  if (m.eventReasons && messageIs(record, 'Event occurred') && !m.eventReasons.includes(fieldValue(record, 'reason') ?? '')) return false;
  // Printf text matches a message by its start, so a generic message limits the checks by its start too.
  if ((m.errContains || m.errAlsoContains || m.errNotContains) && (!m.errChecksOnlyFor || m.errChecksOnlyFor.some((g) => messageStartsWith(record, g)))) {
    const err = errorText(record);
    if (m.errContains && !m.errContains.some((s) => err.includes(s))) return false;
    if (m.errAlsoContains && !m.errAlsoContains.some((s) => err.includes(s))) return false;
    if (m.errNotContains && m.errNotContains.some((s) => err.includes(s)) && !m.errNotContainsExceptFor?.some((g) => messageStartsWith(record, g))) return false;
  }
  const starts = m.errStartsFor?.[record.message];
  if (starts) {
    const err = errorText(record);
    if (!starts.some((s) => err.startsWith(s))) return false;
  }
  return true;
}

/**
 * Compiles entries once. Structured and JSON messages are looked up by exact text only; printf, logfmt and other
 * free-text lines are tested by prefix (`messages`) and by pattern (`messagePatterns`). When several entries fit, the first in catalogue order wins.
 */
export function compileMatcher(entries: readonly CatalogueEntry[]): Matcher {
  const byMessage = new Map<string, CompiledEntry[]>();
  // Free-text rules, one per message prefix or pattern, in catalogue order, bucketed by first character.
  const rules: TextRule[] = [];
  entries.forEach((entry, order) => {
    const c: CompiledEntry = {
      entry,
      order,
      patterns: (entry.match.messagePatterns ?? []).map((p) => ({ re: new RegExp(p), prefix: literalPrefix(p) })),
    };
    for (const msg of entry.match.messages ?? []) {
      const list = byMessage.get(msg) ?? [];
      list.push(c);
      byMessage.set(msg, list);
      rules.push({ c, prefix: msg });
    }
    for (const p of c.patterns) rules.push({ c, prefix: p.prefix, re: p.re });
  });
  const buckets = bucketByFirstChar(rules);
  // The entry for a fatal line no other entry knows (klog's Fatal ends the process, whatever it says).
  const fatalEntry = entries.find((e) => e.match.anyFatal);
  const fatal: CompiledEntry | undefined = fatalEntry ? { entry: fatalEntry, order: entries.indexOf(fatalEntry), patterns: [] } : undefined;
  const orFatal = (record: LogRecord, version: VersionInfo | undefined, found: CatalogueEntry | undefined): CatalogueEntry | undefined =>
    found ?? (fatal && record.severity === 'F' && passesRest(fatal, record, version) ? fatal.entry : undefined);
  // A workspace rule's patterns are tested against structured messages too: its author writes a pattern for the line
  // as it reads, and a structured message is constant text no built-in pattern is meant for.
  const userPatterns = rules.filter((r) => r.re && r.c.entry.fromUserRules);
  return {
    entries,
    match(record, version) {
      if (record.kind !== 'log') return undefined;
      let best: CompiledEntry | undefined;
      const msg = record.message;
      const exact = byMessage.get(msg);
      if (exact) for (const c of exact) if ((!best || c.order < best.order) && passesRest(c, record, version)) best = c;
      // Structured messages are constant strings: the exact lookup is the whole story (and keeps it fast). Both
      // structured formats also carry the printf text of code that never moved to structured logging as their message:
      // nestedpendingoperations' `Operation for … failed` in JSON, Go's HTTP server errors quoted after `???:1]`
      // (`"http: TLS handshake error from …: no serving certificate available for the kubelet"`). Such a message, when
      // no constant matched, is read as free text.
      if ((record.style === 'structured' || record.style === 'json') && (best || !mayBePrintf(msg))) {
        for (const r of userPatterns) {
          if (best && r.c.order >= best.order) break;
          if (msg.startsWith(r.prefix) && r.re!.test(msg.slice(0, USER_PATTERN_SUBJECT_LIMIT)) && passesRest(r.c, record, version)) return r.c.entry;
        }
        return orFatal(record, version, best?.entry);
      }
      for (const r of rulesFor(buckets, msg)) {
        if (best && r.c.order >= best.order) break;
        if (!msg.startsWith(r.prefix)) continue;
        if (r.re && !r.re.test(r.c.entry.fromUserRules ? msg.slice(0, USER_PATTERN_SUBJECT_LIMIT) : msg)) continue;
        if (passesRest(r.c, record, version)) return r.c.entry;
      }
      return orFatal(record, version, best?.entry);
    },
  };
}
