// Hover: the parsed line, its pod and phase, and for a known error the explanation with this log's evidence.
// On an ID: what it is and whose it is. All log text is escaped (see markdown.ts).
import { subjectId, type Finding } from '../knowledge/analyze';
import { isRemoval } from '../knowledge/evidence';
import type { CatalogueEntry } from '../knowledge/types';
import { PHASE_LABELS } from '../model/phases';
import { formatClock, formatDuration, formatIso, formatWithoutYear } from '../model/time';
import { podDisplayName } from '../model/timeline';
import { phaseOf, podContainerIds, type PodInfo } from '../model/index';
import { fieldValue, type LogRecord } from '../parse/types';
import { exitCodeMeaning } from '../knowledge/detail';
import { failedEndpoint } from '../knowledge/endpoint';
import { adviceForLine, replacesGeneralAdvice } from '../knowledge/advice';
import { errorText } from '../knowledge/match';
import { repeatKinds } from './repeats';
import { sharedErrorOf, sharedErrorsOf } from '../knowledge/sharedErrors';
import { sortedIncludes } from '../model/sorted';
import { type AnalysedDocument, idAt, recordAtLine } from './context';
import { codeBlock, codeSpan, escapeInline, link } from './markdown';
import { versionOfRecord } from '../parse/version';
import { fromOtherKubernetesComponent } from '../parse/component';

const SEVERITY_NAMES = { I: 'Info', W: 'Warning', E: 'Error', F: 'Fatal' } as const;
const VERDICT_BADGE = { benign: '✅ benign here', investigate: '⚠️ investigate', actionable: '⛔ actionable' } as const;

export interface HoverResult {
  markdown: string;
  range?: { line: number; start: number; end: number };
}

function lineLink(doc: AnalysedDocument, line: number, label?: string): string {
  return link(label ?? `line ${line + 1}`, `${doc.uri}#L${line + 1}`);
}

/**
 * Source directories that moved or went away, by the minor releases that have them: the CRI client left the kubelet
 * for the cri-client staging repository in 1.31 (kubernetes#124634), dockershim was removed in 1.24.
 */
const MOVED_SOURCES: readonly { prefix: string; from?: number; until?: number }[] = [
  { prefix: 'pkg/kubelet/cri/remote/', from: 20, until: 30 },
  { prefix: 'staging/src/k8s.io/cri-client/', from: 31 },
  { prefix: 'pkg/kubelet/dockershim/', until: 23 },
];

/**
 * github.com/kubernetes/kubernetes/blob/<tag>/<path> at the detected version; undefined when that version has no such
 * file (a directory that moved). With no version: master, or the last release that had a file gone from master.
 */
/**
 * Source directories that had another place in older releases, and the last minor release of the old place: before
 * 1.6 the kubelet ran its own copy of client-go's cache (`pkg/client/cache`, internal types: `Failed to list
 * *api.Node`), not the staged client-go (r51a A5).
 */
const EARLIER_PLACES: readonly { prefix: string; was: string; until: number }[] = [
  { prefix: 'staging/src/k8s.io/client-go/tools/cache/', was: 'pkg/client/cache/', until: 5 },
];

export function sourceLink(path0: string, version?: string): string | undefined {
  if (/^https:\/\//.test(path0)) return path0;
  const exact = version && /^v\d+\.\d+\.\d+$/.test(version) ? version : undefined;
  const earlier = exact ? EARLIER_PLACES.find((e) => path0.startsWith(e.prefix) && Number(/^v1\.(\d+)\./.exec(exact)?.[1]) <= e.until) : undefined;
  const path = earlier ? earlier.was + path0.slice(earlier.prefix.length) : path0;
  const moved = MOVED_SOURCES.find((m) => path.startsWith(m.prefix));
  let tag = exact ?? 'master';
  if (moved && exact) {
    const minor = Number(/^v1\.(\d+)\./.exec(exact)?.[1]);
    if ((moved.from !== undefined && minor < moved.from) || (moved.until !== undefined && minor > moved.until)) return undefined;
  } else if (moved?.until !== undefined) tag = `v1.${moved.until}.0`;
  return `https://github.com/kubernetes/kubernetes/blob/${tag}/${path}`;
}

function deletionStart(doc: AnalysedDocument, pod: PodInfo): number | undefined {
  const recs = doc.analysis.index.parsed.records;
  for (let i = 0; i < pod.records.length; i++) {
    const ph = pod.phases[i];
    if (ph === 'deletion-requested' || ph === 'eviction') return recs.at(pod.records[i]).time;
  }
  return undefined;
}

/** A PLEG event in words: what happened to which container or sandbox. */
function plegLine(doc: AnalysedDocument, rec: LogRecord): string | undefined {
  const ev = doc.analysis.index.plegEvents.get(rec.index);
  if (!ev) return undefined;
  const c = ev.data ? doc.analysis.index.containers.get(ev.data) : undefined;
  const what = c ? `${c.kind} ${codeSpan(c.id.slice(0, 12))}${c.name ? ` (${codeSpan(c.name)})` : ''}` : ev.data ? codeSpan(ev.data.slice(0, 12)) : 'the pod';
  return `**PLEG:** ${codeSpan(ev.type)} for ${what}`;
}

/** A container's exit code in words (`Generic (PLEG): container finished … exitCode=137`). */
function exitLine(rec: LogRecord): string | undefined {
  if (rec.message !== 'Generic (PLEG): container finished') return undefined;
  const code = Number(fieldValue(rec, 'exitCode'));
  const meaning = Number.isInteger(code) ? exitCodeMeaning(code) : undefined;
  return meaning ? `**Exit code ${code}:** ${escapeInline(meaning)}` : undefined;
}

/** The container a finding is about, by name when any line of the log names it (the error line often does not). */
function subjectLine(doc: AnalysedDocument, finding: Finding | undefined): string[] {
  if (!finding?.id) return [];
  const c = doc.analysis.index.containers.get(finding.id);
  if (!c) return [`**About:** ${codeSpan(finding.id.slice(0, 12))}, an ID no other line of this log names`];
  const named = c.name ? ` ${codeSpan(c.name)}` : '';
  return [`**About:** ${c.kind}${named} ${codeSpan(c.id.slice(0, 12))}, named on ${c.records.length} line${c.records.length === 1 ? '' : 's'} of this log`];
}

/**
 * On a kubelet's `Removing container` line: which of the container's removals in this log it is, and the findings
 * whose harmless reading cites it (the seed analysis's story: the second removal of one container is the one whose
 * status lookup and delete find it gone).
 */
function removalSection(doc: AnalysedDocument, rec: LogRecord): string[] {
  if (!isRemoval(rec)) return [];
  const index = doc.analysis.index;
  const id = subjectId(rec, index);
  const c = id ? index.containers.get(id) : undefined;
  if (!c) return [];
  const recs = index.parsed.records;
  const removals = c.records.filter((r) => isRemoval(recs.at(r)));
  const k = removals.indexOf(rec.index);
  if (k < 0) return [];
  const out: string[] = [];
  const short = codeSpan(c.id.slice(0, 12));
  if (k > 0) {
    out.push(`**Removal ${k + 1} of ${short}** in this log: its first began at ${lineLink(doc, recs.at(removals[0]).line)}. A runtime error about it after this line (NotFound) can be this attempt finding it already gone.`);
  } else if (removals.length > 1) {
    out.push(`**First removal of ${short}** in this log; it is removed again at ${removals.slice(1, 6).map((r) => lineLink(doc, recs.at(r).line)).join(', ')}${removals.length > 6 ? ', …' : ''}.`);
  }
  // Findings of the container that cite this line.
  const citing: number[] = [];
  for (const r of c.records) {
    if (r <= rec.index) continue;
    const f = doc.analysis.findingByRecord.get(r);
    if (f?.evidence.some((e) => e.record === rec.index)) citing.push(f.line);
    if (citing.length >= 6) break;
  }
  if (citing.length) out.push(`Cited as evidence by ${citing.map((l) => lineLink(doc, l)).join(', ')}${citing.length >= 6 ? ', …' : ''}.`);
  return out;
}

function podSection(doc: AnalysedDocument, rec: LogRecord): string[] {
  const index = doc.analysis.index;
  const p = index.podOfRecord[rec.index];
  const out: string[] = [];
  const pleg = plegLine(doc, rec);
  if (pleg) out.push(pleg);
  const exit = exitLine(rec);
  if (exit) out.push(exit);
  if (p < 0) {
    const phase = phaseOf(index, rec.index);
    // Without a pod the phase is what such a message belongs to, not a step the log shows this pod taking.
    if (phase) out.push(`**Phase, by its message:** ${escapeInline(PHASE_LABELS[phase])} (no pod on this line)`);
    return out;
  }
  const pod = index.pods[p];
  const phase = phaseOf(index, rec.index);
  const more = index.extraPods.get(rec.index)?.length ?? 0;
  out.push(
    `**Pod:** ${codeSpan(podDisplayName(pod))}${pod.uid ? ` · uid \`${pod.uid}\`` : ''}${more ? ` (and ${more} more on this line)` : ''}` +
      (phase ? ` · **phase:** ${escapeInline(PHASE_LABELS[phase])}` : ''),
  );
  const del = deletionStart(doc, pod);
  if (del !== undefined && rec.time !== undefined) {
    const d = rec.time - del;
    out.push(d >= 0 ? `${formatDuration(d)} after the pod's deletion began (${formatClock(del)})` : `${formatDuration(-d)} before the pod's deletion began (${formatClock(del)})`);
  }
  return out;
}

/** The keys of the JSON logging format that the hover's header already says: its time, its caller, its verbosity. */
const JSON_ENVELOPE_KEYS = new Set(['ts', 'caller', 'v']);

function parsedSection(rec: LogRecord, yearKnown: boolean): string[] {
  const head: string[] = [];
  if (rec.severity) head.push(`**${SEVERITY_NAMES[rec.severity]}**`);
  // klog and journald write no year: one taken from the file's date or today is no fact of the log, so it is not shown.
  if (rec.time !== undefined) head.push(yearKnown ? formatIso(rec.time) : `${formatWithoutYear(rec.time)} (no year in the log)`);
  if (rec.file) head.push(codeSpan(`${rec.file}${rec.sourceLine ? `:${rec.sourceLine}` : ''}`));
  if (rec.envelope?.ident) head.push(`${escapeInline(rec.envelope.ident)}${rec.envelope.pid ? `\\[${rec.envelope.pid}\\]` : ''}`);
  head.push(rec.style === 'printf' ? 'klog (printf era)' : rec.style === 'structured' ? 'klog structured' : rec.style ?? rec.kind);
  const out = [head.join(' · '), codeBlock(rec.message, 'text', 1000)];
  // A printf line may name its pod twice (`Error syncing pod <uid> ("name_ns(uid)") … pod=name_ns(uid)`): each
  // key and value once.
  const seen = new Set<string>();
  const distinct = rec.fields.filter((f) => {
    const key = `${f.key}\u0000${f.value}`;
    // A JSON line's time, caller and verbosity are in the header above (r51a C5).
    if (rec.style === 'json' && JSON_ENVELOPE_KEYS.has(f.key)) return false;
    if (f.value.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const fields = distinct.slice(0, 20);
  if (fields.length) {
    out.push('| key | value |\n|---|---|');
    out[out.length - 1] += '\n' + fields.map((f) => `| ${escapeInline(f.key, 60)} | ${escapeInline(f.value, 300)} |`).join('\n');
    if (distinct.length > fields.length) out.push(`…and ${distinct.length - fields.length} more fields`);
  }
  return out;
}

/**
 * The error from outside the node this line carries, when lines of several kinds in the log carry it (the report's
 * `shared error`): the likely common cause of this line's failure and the others' (r73a 5).
 */
function sharedErrorSection(doc: AnalysedDocument, rec: LogRecord): string[] {
  const kind = sharedErrorOf(rec, errorText(rec));
  const shared = kind && sharedErrorsOf(doc.analysis).find((t) => t.kind === kind && sortedIncludes(t.records, rec.index));
  if (!shared) return [];
  return [`**Shared error:** this line's error, ${codeSpan(kind.text)}, is carried by ${shared.lines} lines of ${shared.kinds} kinds in this log (the first ${lineLink(doc, shared.firstLine)}): ${kind.meaning}.`];
}

function entrySection(doc: AnalysedDocument, rec: LogRecord, entry: CatalogueEntry, finding?: Finding): string[] {
  const version = versionOfRecord(doc.analysis.index.parsed, rec)?.version;
  const out: string[] = [];
  const badge = finding ? VERDICT_BADGE[finding.verdict] : 'ℹ️ not an error';
  out.push(`### ${badge}: ${entry.fromUserRules ? escapeInline(entry.title) : entry.title}`);
  // A benign entry that names checks is benign only with their evidence: the hover must not say "benign" beside an
  // "investigate" line without saying so.
  const kind = entry.verdictKind === 'benign' && !entry.evidence?.length ? 'harmless in any context' : entry.verdictKind === 'actionable' ? (entry.evidence?.length ? 'needs action unless the log shows it mended or moot' : 'needs action') : 'harmless only when the log shows why';
  out.push(`\`${entry.id}\` · in general: ${kind}`);
  if (finding) out.push(`**Here:** ${escapeInline(finding.reason, 600)}`);
  // The problem this line is one line of: the Problems view lists it once, at its first line (r41a 4: a repeat's own
  // words, a hint's, show nowhere).
  const same = finding && finding.verdict !== 'benign' ? repeatKinds(doc.analysis).get(finding) : undefined;
  if (same && same.count > 1) {
    const where = same.first === finding ? 'this line, where the Problems view lists it' : `${lineLink(doc, same.first.line)}, where the Problems view lists it`;
    // A newest-first export (`journalctl -r`): its first line is the latest in time (r51a A3).
    const newestFirst = doc.analysis.index.parsed.reversed;
    out.push(`**Same problem:** ${same.count} lines${same.pods ? ` in ${same.pods} pods` : ''}, ${newestFirst ? 'the latest (the log is newest first)' : 'the first'} ${where}, ${newestFirst ? 'the earliest' : 'the last'} ${lineLink(doc, same.last)}.`);
  }
  // The entry's lines of every container and verdict, when "Same problem" did not already count this line's kind: said
  // as the entry's, so that another container's "investigate" does not read as this error's (r57a U5).
  const tally = doc.analysis.byRule.get(entry.id);
  if (tally && tally.count > 1 && !(same && same.count === tally.count)) {
    const verdicts = (['actionable', 'investigate', 'benign'] as const).filter((v) => tally.byVerdict[v]).map((v) => `${tally.byVerdict[v]} ${v}`).join(', ');
    // Of every pod and container: not a second count of this problem (r64a U2 read 167 and 341 as one problem's).
    out.push(`**This entry in the log, all pods and containers:** ${tally.count} lines (${verdicts}), from ${lineLink(doc, tally.firstLine)} to ${lineLink(doc, tally.lastLine)}.`);
  }
  if (finding?.evidence.length) {
    // In the order the lines came (a newest-first log's in its own), and the line "Here:" cites by its link alone: its
    // words were just said (r51a B2, C3).
    const cited = finding.evidence[0];
    const saidAbove = finding.reason.startsWith(cited.reason);
    const newestFirst = doc.analysis.index.parsed.reversed;
    const ordered = [...finding.evidence].sort((a, b) => (newestFirst ? b.line - a.line : a.line - b.line));
    out.push('**Evidence in this log:**\n' + ordered.map((e) => `- ${lineLink(doc, e.line)}: ${e === cited && saidAbove ? '(the line cited above)' : escapeInline(e.reason, 300)}`).join('\n'));
  }
  // Built-in catalogue text is ours and written in markdown; text from a workspace rule file is shown as plain text.
  const prose = (t: string, max: number) => (entry.fromUserRules ? escapeInline(t, max) : t);
  // What this error's own threads found comes before the entry's general text (not for a line shown harmless here).
  const specific = finding?.verdict !== 'benign' ? adviceForLine(entry, rec) : [];
  for (const a of specific) out.push(`**For this error:** ${prose(a, 1500)}`);
  out.push(prose(entry.explanation, 3000));
  if (entry.benignWhen) out.push(`**Harmless when:** ${prose(entry.benignWhen, 1000)}`);
  if (entry.whenNotBenign && !replacesGeneralAdvice(entry, specific)) out.push(`**${finding?.verdict === 'actionable' ? 'What to do' : 'If it is not harmless'}:** ${prose(entry.whenNotBenign, 1500)}`);
  // The advice names an endpoint generically; the one this line could not reach, and how, is in its error (r51a B3).
  const endpoint = finding && finding.verdict !== 'benign' ? failedEndpoint(errorText(rec)) : undefined;
  if (endpoint) out.push(`**This line:** the kubelet could not reach ${codeSpan(endpoint.address)} (${escapeInline(endpoint.failure, 80)}).`);
  const refs = entry.references.map((r) => link(r.label, r.url));
  const sources = entry.sourceFiles.flatMap((p) => {
    const url = sourceLink(p, version);
    return url ? [link(p.replace(/^https:\/\/github\.com\//, ''), url)] : [];
  });
  if (refs.length) out.push(`**References:** ${refs.join(' · ')}`);
  // Without the log's version, links go to master (a file since moved away: the last release that has it), and say so.
  if (sources.length) out.push(`**Source${version ? ` at ${escapeInline(version)}` : ' (the log names no kubelet version: master, or the last release with the file)'}:** ${sources.join(' · ')}`);
  return out;
}

function idHover(doc: AnalysedDocument, line: number, character: number): HoverResult | undefined {
  const target = idAt(doc, line, character);
  if (!target) return undefined;
  const index = doc.analysis.index;
  const range = { line, start: target.start, end: target.end };
  if (target.kind === 'container') {
    const c = index.containers.get(target.id)!;
    const recs = index.parsed.records;
    const first = recs.at(c.records[0]);
    const parts = [
      `**${c.kind === 'sandbox' ? 'Pod sandbox' : 'Container'}** \`${c.id.slice(0, 12)}\`${c.name ? ` (${codeSpan(c.name)})` : ''}`,
      c.pod ? `belongs to pod ${codeSpan(podDisplayName(c.pod))}${c.pod.uid ? ` (uid \`${c.pod.uid}\`)` : ''}` : 'no line in this log ties it to a pod',
      `named on ${c.records.length} line${c.records.length === 1 ? '' : 's'}; first ${lineLink(doc, first.line)}${first.time !== undefined ? ` at ${formatClock(first.time, 6)}` : ''}`,
    ];
    return { markdown: parts.join('\n\n'), range };
  }
  const pod = target.kind === 'pod-name' ? target.pod : target.pod;
  if (!pod) return { markdown: `UID \`${target.kind === 'pod-uid' ? target.id : ''}\`: not a pod this log knows`, range };
  const containers = podContainerIds(index, pod).map((id) => index.containers.get(id)).filter((c) => c !== undefined);
  const parts = [
    `**Pod** ${codeSpan(podDisplayName(pod))}${pod.uid ? ` · uid \`${pod.uid}\`` : ''}`,
    `${pod.records.length} line${pod.records.length === 1 ? '' : 's'}` +
      (pod.firstTime !== undefined && pod.lastTime !== undefined ? `, ${formatClock(pod.firstTime)} → ${formatClock(pod.lastTime)} (${formatDuration(pod.lastTime - pod.firstTime)})` : ''),
  ];
  if (containers.length) parts.push(containers.map((c) => `- ${c.kind} \`${c.id.slice(0, 12)}\`${c.name ? ` ${escapeInline(c.name)}` : ''}`).join('\n'));
  return { markdown: parts.join('\n\n'), range };
}

export function hover(doc: AnalysedDocument, line: number, character: number): HoverResult | undefined {
  const rec = recordAtLine(doc, line);
  if (!rec) return undefined;
  // What the reader should know about the whole file, said on this line (a JSON export, a download cut at its limit,
  // a clock going back, a line read cleaned), before what the line itself says: a log line keeps its own hover.
  const notice = doc.analysis.index.parsed.notices.find((n) => n.line === line);
  const own = recordHover(doc, line, character, rec);
  if (!notice) return own;
  const about = `**About this file:** ${escapeInline(notice.message, 1200)}`;
  return own ? { ...own, markdown: `${about}\n\n---\n\n${own.markdown}` } : { markdown: about };
}

/** What a line that continues an earlier line's report says: which line, and what that line's finding is. */
function continuedSection(doc: AnalysedDocument, record: number): string[] {
  const earlier = doc.analysis.index.parsed.records.at(record);
  const finding = doc.analysis.findingByRecord.get(record);
  const what = finding ? ` (${escapeInline(finding.entry.title, 200)}, ${finding.verdict})` : '';
  return [`**Part of line ${earlier.line + 1}'s report**${what}: this line goes on from that line, and its finding there covers it.`, '---'];
}

function recordHover(doc: AnalysedDocument, line: number, character: number, rec: LogRecord): HoverResult | undefined {
  const onId = idHover(doc, line, character);
  if (rec.kind === 'unparsed') {
    return { markdown: `**Unparsed line** ${line + 1}: it fits no known log shape; it is kept and counted.\n\n${codeBlock(doc.source.lineAt(line), 'text', 1000)}` };
  }
  if (rec.kind === 'meta') return onId;
  const finding = doc.analysis.findingByRecord.get(rec.index);
  const entry = finding?.entry ?? doc.analysis.informational.get(rec.index);
  // An error line no entry explains: said so, as the report counts it, so that no explanation does not read as no
  // problem (r57a C7).
  const parsed = doc.analysis.index.parsed;
  // A line that continues an earlier line's report (a panic's stack after its first line) is that line's.
  const continues = entry ? undefined : doc.analysis.continued.get(rec.index);
  const partOf = continues === undefined ? [] : continuedSection(doc, continues);
  const unexplained = partOf.length ? partOf :
    !entry && (rec.severity === 'E' || rec.severity === 'F') && !fromOtherKubernetesComponent(rec.envelope, rec.section, rec.index, parsed.sectionComponents)
      ? ['**Not a known error:** no entry of the catalogue matches this error line (the report counts it under "not explained"). Read it yourself: the lines just before it usually say what the kubelet was doing.', '---']
      : [];
  // What the user came for first: the verdict and its evidence; then the pod; then the line itself.
  const sections = [
    ...(onId ? [onId.markdown, '---'] : []),
    ...(entry ? entrySection(doc, rec, entry, finding) : unexplained),
    ...(entry?.informational || finding?.verdict === 'benign' ? [] : sharedErrorSection(doc, rec)),
    ...removalSection(doc, rec),
    ...podSection(doc, rec),
    ...subjectLine(doc, finding),
    ...(entry ? ['---'] : []),
    ...parsedSection(rec, doc.analysis.index.parsed.yearSource === 'log'),
  ];
  return { markdown: sections.join('\n\n'), range: onId?.range };
}
