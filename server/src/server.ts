// LSP wiring only: capabilities, the document store, debounced and versioned diagnostics, routing to features.
// The analysis itself lives in the editor-free core (parse/, model/, knowledge/).
import { VERSION_TEXT } from './version';
import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CodeActionKind,
  createConnection,
  DiagnosticSeverity,
  ErrorCodes,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  LSPErrorCodes,
  ProposedFeatures,
  ResponseError,
  TextDocuments,
  TextDocumentSyncKind,
  type CancellationToken,
  type InitializeParams,
} from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { LogDocument } from './logDocument';
import { matcherFor } from './pipeline';
import { analyzeFileAsync } from './fileAnalysis';
import { gunzipNested, packingOfFile, removeUnpacked, UnreadablePackingError } from './packedFile';
import { filesOldestFirst, firstTimeOfFile, partsOutOfOrder, writeJoined, type JoinedText, type OpenedPart } from './joinedLog';
import { heapGuard } from './heapGuard';
import { IdleCollector } from './idleCollector';
import { LogParser, oldestFirst, pushText } from './parse/document';
import { loneCrAsLf } from './parse/decode';
import type { ParsedLog } from './parse/types';
import { IndexBuilder } from './model/index';
import { AnalysisBuilder, type Analysis } from './knowledge/analyze';
import type { Matcher } from './knowledge/match';
import { parseUserRules } from './knowledge/userRules';
import type { CatalogueEntry } from './knowledge/types';
import { type AnalysedDocument, DEFAULT_SETTINGS, type FeatureSettings, type SourceText } from './features/context';
import { diagnostics } from './features/diagnostics';
import { hover } from './features/hover';
import { documentSymbols } from './features/symbols';
import { definition, highlights, references } from './features/navigation';
import { codeLenses } from './features/codeLens';
import { inlayHints } from './features/inlayHints';
import { eventAt, phaseEvents, podLines, timelineView } from './features/timeline';
import { lineAtTime, parseTimeQuery } from './model/timeQuery';
import { exportCodeActions, exportLines, exportLinesOfFile } from './features/exportLines';
import { looksLikeKubeletLog } from './parse/detect';
import {
  AnalysisChangedNotification,
  AnalyzeFileProgressNotification,
  AnalyzeFileRequest,
  EventAtRequest,
  ExportLinesRequest,
  LineAtTimeRequest,
  PhaseEventsRequest,
  PodLinesRequest,
  PodTimelineRequest,
  type AnalyzeFileParams,
  type AnalyzeFileProgress,
  type EventAtParams,
  type ExportLinesParams,
  type LineAtTimeParams,
  type LineAtTimeResult,
  type PhaseEventsParams,
  type PodLinesParams,
  type PodTimelineParams,
  type PodTimelineResult,
} from './protocol';

const connection = createConnection(ProposedFeatures.all);
/**
 * Documents whose every edit since their last analysis inserted text at the very end (a growing log): they are
 * extended without comparing the old text with the new, which costs tens of milliseconds on a 50 MB log.
 */
const appendedOnly = new Map<string, boolean>();
/**
 * The texts those edits appended, in order: the analysis reads the new lines from here, so that the 50 MB document
 * (a rope after each edit) is not flattened and copied for every append.
 */
const appendedSince = new Map<string, string[]>();
const documents = new TextDocuments<LogDocument>({
  create: LogDocument.create,
  update(doc, changes, version) {
    const tracking = appendedOnly.get(doc.uri) === true;
    const added = appendedSince.get(doc.uri) ?? [];
    // Each change is checked against the text before it, as the protocol orders them.
    const onlyAppends = doc.apply(changes, version) && tracking;
    if (onlyAppends) for (const change of changes) added.push(change.text);
    appendedOnly.set(doc.uri, onlyAppends);
    if (onlyAppends) appendedSince.set(doc.uri, added);
    else appendedSince.delete(doc.uri);
    return doc;
  },
});

const RULE_FILES = ['.kubelet-log-lens.json', '.kubelet-log-lens.yaml', '.kubelet-log-lens.yml'];
/** Edits arriving faster than this are analysed once (a growing log is extended, not analysed anew). */
const DEBOUNCE_MS = 150;

let settings: FeatureSettings = { ...DEFAULT_SETTINGS };
let matcher: Matcher = matcherFor();
let workspaceFolders: string[] = [];
let supportsConfiguration = false;
let supportsWatchRegistration = false;

interface CacheEntry {
  version: number | null;
  analysed: AnalysedDocument | null; // null: not a kubelet log
  /**
   * The parser, index and analysis builders and the text they have read, kept so that a growing log is parsed,
   * indexed and graded from where it stopped.
   */
  growing?: {
    parser: LogParser;
    index: IndexBuilder;
    analysis: AnalysisBuilder;
    /** The length of the text read so far (BOM excluded), whether it ended with a line end, and where its last line starts. */
    length: number;
    endsWithNewline: boolean;
    lastLineStart: number;
    /** Its last two characters (its line end), for edits that rewrote them as they were (keptWhatWasRead). */
    ending: string;
    /**
     * A growing log's text after its last line end, not read yet: a tail written in blocks (`kubectl logs -f > file`,
     * `journalctl -f`) often stops mid-line, and reading the half line would force the whole log to be read again when
     * the rest of it comes. Its line is analysed once its line end arrives.
     */
    pendingTail: string;
    /**
     * What was read ended with a CR taken for its line end (the editor ends a line there): an LF appended next makes
     * that a CRLF, one line end, and starts no line of its own.
     */
    crEnded: boolean;
    redatings: number;
    matcher: Matcher;
  };
}
const cache = new Map<string, CacheEntry>();
/** Analyses of files read from disk (kubeletLog/analyzeFile), for documents the editor does not hold. */
const diskAnalyses = new Map<string, AnalysedDocument>();
const timers = new Map<string, NodeJS.Timeout>();
/** Rule files whose problems we published, so that fixing them clears the diagnostics. */
const ruleFilesWithProblems = new Set<string>();

function log(message: string): void {
  connection.console.log(`[kubelet-log-lens] ${message}`);
}

process.on('uncaughtException', (e) => log(`unexpected error (the server keeps running): ${e?.stack ?? e}`));
process.on('unhandledRejection', (e) => log(`unexpected rejection (the server keeps running): ${e}`));

const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

function textDocumentSource(doc: TextDocument): SourceText {
  return {
    // Lazy: the first use indexes every line of the text (about 170 ms for 50 MB), which diagnostics do not need.
    get lineCount() {
      return doc.lineCount;
    },
    lineAt(line: number) {
      if (doc instanceof LogDocument) return doc.lineText(line);
      if (line < 0 || line >= doc.lineCount) return '';
      return doc.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }).replace(/\r?\n$/, '');
    },
  };
}

/**
 * Call before pushing appended lines; the function it returns tells whether they continued the last record (the rest
 * of a multi-line value, a stack trace). That changes what the record says after it was indexed and graded, so the
 * document is then analysed anew (klog rarely splits a record across writes).
 */
function watchLastRecord(parser: LogParser): () => boolean {
  const records = parser.records;
  const last = records.length ? records.at(records.length - 1) : undefined;
  const end = last?.endLine;
  // A text that ended inside a wrapped YAML value: the new lines may continue it, which the parser cannot redo.
  const cut = parser.endedInsideValue;
  // A log found hard-wrapped by the new lines: a line cut where an earlier read ended was read as two.
  const wrapped = parser.hardWrapped;
  return () => cut || parser.hardWrapped !== wrapped || (last !== undefined && last.endLine !== end);
}

/**
 * Indexes and grades the lines a growing log appended. A newest-first log (journalctl -r) is read oldest first, so
 * each new line comes first in time: its index and grades are built anew over that view (and so are a pretty dump's).
 */
function extendOrRebuild(g: NonNullable<CacheEntry['growing']>, parsed: ParsedLog): Analysis {
  // A pretty dump's record may gain its host from lines appended after it: indexed anew too.
  if (parsed.reversed || parsed.prettyDump || g.index.index.parsed.viewedOldestFirst) {
    g.index = new IndexBuilder(oldestFirst(parsed));
    g.analysis = new AnalysisBuilder(g.index.index, g.matcher);
    return g.analysis.analysis;
  }
  return g.analysis.extend(g.index.extend(parsed));
}

/**
 * Whether the text read so far (`g.length` characters, ending with a line end) is still the start of `text`, given
 * that edits left everything before `editedFrom` as it was. An editor reloading a grown file replaces from the end of
 * the last unchanged line, its line end included: when only that line end was rewritten, and as it was, nothing read
 * has changed.
 */
function keptWhatWasRead(g: { length: number; ending: string }, text: string, editedFrom: number): boolean {
  if (editedFrom >= g.length) return true;
  const rewritten = g.length - editedFrom;
  return rewritten <= g.ending.length && text.slice(editedFrom, g.length) === g.ending.slice(g.ending.length - rewritten);
}

/** The analysis of a document at its current version; computed on demand and cached by version. */
function analysisOf(uri: string): AnalysedDocument | undefined {
  const doc = documents.get(uri);
  if (!doc) return diskAnalyses.get(uri);
  const hit = cache.get(uri);
  if (hit && hit.version === doc.version) return hit.analysed ?? undefined;
  const started = Date.now();
  // A growing log (new lines appended after a line end) continues the previous parse, index and analysis; any
  // other edit, a change of rules, or a late date that re-dates earlier lines starts anew.
  let g = hit?.growing;
  const previous = g;
  let analysis: Analysis | undefined;
  const added = appendedOnly.get(uri) === true ? appendedSince.get(uri) : undefined;
  // Text before this offset is as the last analysis read it (Infinity: only appends since, or nothing).
  const editedFrom = doc.takeEditedFrom();
  if (g && g.matcher === matcher && added && added.every((a) => a.length === 0) && hit?.analysed) {
    // A change that added nothing: the same analysis.
    analysis = hit.analysed.analysis;
  } else if (g && g.matcher === matcher && g.endsWithNewline && added) {
    // Only text appended at the end: read its whole lines from the edits, without touching the document's text. What
    // follows the last line end waits for the rest of its line (pendingTail).
    let appended = added.join('');
    if (g.crEnded && g.pendingTail === '' && appended.charCodeAt(0) === 10) {
      // The LF of a CRLF whose CR ended the last piece: already read as that line's end.
      appended = appended.slice(1);
      g.length += 1;
      g.lastLineStart = g.length;
      g.ending = '\r\n';
    }
    g.crEnded = false;
    let chunk = loneCrAsLf(g.pendingTail + appended);
    // A CR that ends what came ends its line in the editor: the line is read now, not when the next piece comes.
    const crEnded = chunk.charCodeAt(chunk.length - 1) === 13;
    if (crEnded) chunk = `${chunk.slice(0, -1)}\n`;
    const complete = chunk.lastIndexOf('\n') + 1;
    if (complete === 0) {
      g.pendingTail = chunk;
      analysis = g.analysis.analysis;
    } else {
      const lastRecordGrew = watchLastRecord(g.parser);
      // Each line as its own string: the parser's rows for earlier lines point into the text read before.
      for (let start = 0; start < complete; ) {
        const nl = chunk.indexOf('\n', start);
        g.parser.pushLine(chunk.slice(start, nl));
        start = nl + 1;
      }
      const parsed = g.parser.result();
      if (lastRecordGrew()) g = undefined;
      else if (g.parser.redatings === g.redatings) {
        analysis = extendOrRebuild(g, parsed);
        g.length += complete;
        g.lastLineStart = g.length;
        g.ending = (g.ending + chunk.slice(0, complete)).slice(-2);
        g.pendingTail = chunk.slice(complete);
        g.crEnded = crEnded;
      } else g = undefined; // re-dated: its parser has read the new lines, so nothing below may continue it
    }
  }
  let text0: string | undefined;
  let bom = 0;
  if (!analysis) {
    const text = doc.getText();
    if (doc.languageId !== 'kubelet-log' && !looksLikeKubeletLog(text)) {
      cache.set(uri, { version: doc.version, analysed: null });
      return undefined;
    }
    text0 = loneCrAsLf(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    bom = text.length - text0.length;
    // Edits that left the text read so far as it was (an editor reloading a grown file replaces from its last unchanged
    // line; a whole-document change that kept the old text as its start; a \n after a \r): read on from there.
    // (Not after a CR read as a line end: the document's text there is no longer what was read.)
    if (g && g.matcher === matcher && g.endsWithNewline && !g.crEnded && text0.length >= g.length && keptWhatWasRead(g, text0, editedFrom - bom)) {
      const lastRecordGrew = watchLastRecord(g.parser);
      // Up to its last line end: a half line at the end waits for the rest of it (pendingTail).
      const complete = text0.lastIndexOf('\n') + 1;
      if (complete > g.length) pushText(g.parser, text0.slice(0, complete), g.length);
      const parsed = g.parser.result();
      if (lastRecordGrew()) g = undefined;
      else if (g.parser.redatings === g.redatings) {
        analysis = complete > g.length ? extendOrRebuild(g, parsed) : g.analysis.analysis;
        g.length = Math.max(complete, g.length);
        g.lastLineStart = g.length;
        g.ending = text0.slice(Math.max(0, g.length - 2), g.length);
        g.pendingTail = text0.slice(g.length);
      } else g = undefined;
    }
  }
  if (!analysis) {
    text0 ??= loneCrAsLf(stripBom(doc.getText()));
    // A log that grows (appends, or edits no earlier than its last line) and stops mid-line is read up to its last line
    // end: the half line waits. Any other document is read whole, its last line included even without a line end.
    // An empty document that gets text (a paste into a new or emptied editor) is no growing log: its last line, which
    // a clipboard's text seldom ends with a line end, is read too (r24c).
    const growing = previous !== undefined && previous.length > 0 && (added !== undefined || editedFrom - bom >= previous.lastLineStart - 2);
    // A growing log's last line ended by a CR is complete in the editor: read it (crEnded).
    const crEnded = growing && text0.charCodeAt(text0.length - 1) === 13;
    if (crEnded) text0 = `${text0.slice(0, -1)}\n`;
    const complete = growing ? text0.lastIndexOf('\n') + 1 : text0.length;
    const read = complete < text0.length ? text0.slice(0, complete) : text0;
    const parser = new LogParser();
    pushText(parser, read);
    const index = new IndexBuilder(oldestFirst(parser.result()));
    const builder = new AnalysisBuilder(index.index, matcher);
    g = {
      parser, index, analysis: builder, length: read.length, endsWithNewline: read.endsWith('\n'), ending: read.slice(-2),
      lastLineStart: read.endsWith('\n') ? read.length : read.lastIndexOf('\n') + 1,
      pendingTail: text0.slice(read.length), crEnded, redatings: parser.redatings, matcher,
    };
    analysis = builder.analysis;
  }
  const analysed: AnalysedDocument = { uri, version: doc.version, source: textDocumentSource(doc), analysis };
  cache.set(uri, { version: doc.version, analysed, growing: g });
  appendedOnly.set(uri, true);
  appendedSince.set(uri, []);
  const ms = Date.now() - started;
  if (ms > 500) log(`analysed ${uri} (${analysis.index.parsed.lineCount} lines) in ${ms} ms`);
  return analysed;
}

/** Files read from disk are read in pieces; between them the heap is kept near its live size, as in the CLI. */
const collectBetweenPieces = heapGuard();
/** After a large analysis, the garbage it left is collected once the server is idle (idleCollector.ts). */
const idleCollector = collectBetweenPieces ? new IdleCollector(collectBetweenPieces) : undefined;
const LARGE_DOCUMENT_CHARS = 8 * 1024 * 1024;

function publish(uri: string): void {
  const doc = documents.get(uri);
  if (!doc) return;
  const version = doc.version;
  let analysed: AnalysedDocument | undefined;
  try {
    analysed = analysisOf(uri);
  } catch (e) {
    log(`analysis failed for ${uri}: ${(e as Error).stack ?? e}`);
    return;
  }
  // A result for an older version is never published.
  if (documents.get(uri)?.version !== version) return;
  const result = analysed ? diagnostics(analysed, settings) : { diagnostics: [], omitted: 0 };
  if (result.omitted > 0) {
    result.diagnostics.unshift({
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      severity: DiagnosticSeverity.Information,
      source: 'kubelet-log-lens',
      message: `${result.omitted} more findings are not shown (kubeletLog.maxDiagnostics = ${settings.maxDiagnostics}): the gravest problems are listed first, with their repeats marked. The CLI lists them all.`,
    });
  }
  const sent = connection.sendDiagnostics({ uri, version, diagnostics: result.diagnostics });
  const announced = connection.sendNotification(AnalysisChangedNotification, { uri, version });
  if (analysed && (documents.get(uri)?.length ?? 0) > LARGE_DOCUMENT_CHARS) idleCollector?.request();
  // Index the document's lines once the diagnostics are written (the protocol library writes them a few turns of the
  // event loop later; a 50 MB document's line index, 150 ms, had run first and held them back), before hovers and
  // appends need it.
  void Promise.all([sent, announced]).then(
    () => setImmediate(() => documents.get(uri)?.lineCount),
    () => undefined,
  );
}

function schedule(uri: string, delay = DEBOUNCE_MS): void {
  idleCollector?.activity();
  const t = timers.get(uri);
  if (t) clearTimeout(t);
  timers.set(
    uri,
    setTimeout(() => {
      timers.delete(uri);
      publish(uri);
    }, delay),
  );
}

function republishAll(): void {
  cache.clear();
  for (const d of documents.all()) schedule(d.uri, 0);
}

/** Runs a request handler: honours cancellation and turns any failure into a clean error, never an exit. */
function guarded<T>(token: CancellationToken, name: string, fn: () => T): T | ResponseError<void> {
  idleCollector?.activity();
  if (token.isCancellationRequested) return new ResponseError(LSPErrorCodes.RequestCancelled, 'cancelled');
  try {
    return fn();
  } catch (e) {
    log(`${name} failed: ${(e as Error).stack ?? e}`);
    return new ResponseError(LSPErrorCodes.RequestFailed, `${name} failed: ${(e as Error).message}`);
  }
}

// ---- user rules ---------------------------------------------------------------------------------------------

/** Whether the client trusts the workspace (VS Code's workspace trust): its rule files are read only then. */
let workspaceTrusted = true;

/** Reads the workspace's rule files; how many rules they hold. */
async function loadRules(): Promise<number> {
  const entries: CatalogueEntry[] = [];
  const seen = new Set<string>();
  for (const folder of workspaceFolders) {
    for (const name of RULE_FILES) {
      const path = join(folder, name);
      if (!existsSync(path)) continue;
      const uri = pathToFileURL(path).toString();
      seen.add(uri);
      if (!workspaceTrusted) {
        // Its patterns would run on every line of every log: a cloned repository must not bring them in unasked.
        ruleFilesWithProblems.add(uri);
        void connection.sendDiagnostics({
          uri,
          diagnostics: [{
            range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1000 } },
            severity: DiagnosticSeverity.Warning,
            source: 'kubelet-log-lens',
            message: 'not read: this workspace is not trusted (Workspaces: Manage Workspace Trust); the built-in catalogue applies',
          }],
        });
        log(`${path} not read: the workspace is not trusted`);
        continue;
      }
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (e) {
        text = '';
        log(`cannot read ${path}: ${(e as Error).message}`);
      }
      const rules = parseUserRules(text, name);
      entries.push(...rules.entries);
      if (rules.errors.length) ruleFilesWithProblems.add(uri);
      void connection.sendDiagnostics({
        uri,
        diagnostics: rules.errors.map((e) => {
          const line = Math.max(0, (e.line ?? 1) - 1);
          return {
            range: { start: { line, character: 0 }, end: { line, character: 1000 } },
            severity: DiagnosticSeverity.Error,
            source: 'kubelet-log-lens',
            message: `${e.message} (this rule is ignored; the others apply)`,
          };
        }),
      });
    }
  }
  for (const uri of [...ruleFilesWithProblems]) {
    if (!seen.has(uri)) {
      void connection.sendDiagnostics({ uri, diagnostics: [] });
      ruleFilesWithProblems.delete(uri);
    }
  }
  matcher = matcherFor(entries);
  if (entries.length) log(`${entries.length} user rule(s) loaded`);
  return entries.length;
}

// ---- settings -----------------------------------------------------------------------------------------------

async function loadSettings(): Promise<void> {
  if (!supportsConfiguration) return;
  try {
    const s = (await connection.workspace.getConfiguration('kubeletLog')) as Record<string, unknown> | null;
    if (!s) return;
    const num = (v: unknown, d: number) => (typeof v === 'number' && v > 0 ? Math.floor(v) : d);
    const inlay = (s.inlayHints ?? {}) as Record<string, unknown>;
    settings = {
      benignSeverity: s.benignSeverity === 'information' ? 'information' : 'hint',
      actionableSeverity: s.actionableSeverity === 'warning' ? 'warning' : 'error',
      maxDiagnostics: num(s.maxDiagnostics, DEFAULT_SETTINGS.maxDiagnostics),
      repeats: s.repeats === 'each' ? 'each' : 'first',
      inlayContainerNames: inlay.containerNames !== false,
      inlayJsonTimes: inlay.jsonTimes !== false,
      codeLens: s.codeLens !== false,
    };
  } catch (e) {
    log(`settings could not be read: ${(e as Error).message}`);
  }
}

// ---- lifecycle ----------------------------------------------------------------------------------------------

connection.onInitialize((params: InitializeParams) => {
  const caps = params.capabilities;
  supportsConfiguration = !!caps.workspace?.configuration;
  supportsWatchRegistration = !!caps.workspace?.didChangeWatchedFiles?.dynamicRegistration;
  // VS Code says whether the workspace is trusted; other editors have no such notion (their workspaces are the user's).
  workspaceTrusted = (params.initializationOptions as { workspaceTrusted?: unknown } | undefined)?.workspaceTrusted !== false;
  workspaceFolders = (params.workspaceFolders ?? [])
    .map((f) => f.uri)
    .concat(params.rootUri && !params.workspaceFolders?.length ? [params.rootUri] : [])
    .filter((u) => u.startsWith('file:'))
    .map((u) => fileURLToPath(u));
  return {
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      hoverProvider: true,
      documentSymbolProvider: true,
      definitionProvider: true,
      referencesProvider: true,
      documentHighlightProvider: true,
      codeLensProvider: { resolveProvider: false },
      inlayHintProvider: true,
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
    },
    serverInfo: { name: 'kubelet-log-lens', version: VERSION_TEXT },
  };
});

connection.onInitialized(async () => {
  if (supportsConfiguration) void connection.client.register(DidChangeConfigurationNotification.type, { section: 'kubeletLog' });
  if (supportsWatchRegistration) {
    void connection.client.register(DidChangeWatchedFilesNotification.type, {
      watchers: [{ globPattern: '**/.kubelet-log-lens.{json,yaml,yml}' }],
    });
  }
  // A document opened while the settings were asked for was analysed with the defaults: analysed again only when the
  // settings or rules differ from them (r51a C9: every open had been published twice, and the Pods view drawn twice).
  const before = JSON.stringify(settings);
  await loadSettings();
  const userRules = await loadRules();
  if (userRules > 0 || JSON.stringify(settings) !== before) republishAll();
});

connection.onDidChangeConfiguration(async () => {
  await loadSettings();
  republishAll();
});

connection.onDidChangeWatchedFiles(async () => {
  await loadRules();
  republishAll();
});

documents.onDidOpen((e) => schedule(e.document.uri, 0));
documents.onDidChangeContent((e) => {
  if (e.document.version === 1) return; // the open itself; scheduled above
  // Whole lines appended to a growing log (a file reloaded from disk, a tail) are cheap to extend: no need to wait.
  const g = cache.get(e.document.uri)?.growing;
  const added = appendedOnly.get(e.document.uri) === true ? appendedSince.get(e.document.uri) : undefined;
  const appended = !!g && g.endsWithNewline && !!added && added.length > 0;
  schedule(e.document.uri, appended ? 0 : DEBOUNCE_MS);
});
documents.onDidClose((e) => {
  const t = timers.get(e.document.uri);
  if (t) clearTimeout(t);
  timers.delete(e.document.uri);
  cache.delete(e.document.uri);
  appendedOnly.delete(e.document.uri);
  appendedSince.delete(e.document.uri);
  void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
});

// ---- requests -----------------------------------------------------------------------------------------------

connection.onHover((p, token) =>
  guarded(token, 'hover', () => {
    const a = analysisOf(p.textDocument.uri);
    const h = a && hover(a, p.position.line, p.position.character);
    if (!h) return null;
    return {
      contents: { kind: 'markdown' as const, value: h.markdown },
      range: h.range ? { start: { line: h.range.line, character: h.range.start }, end: { line: h.range.line, character: h.range.end } } : undefined,
    };
  }),
);

connection.onDocumentSymbol((p, token) => guarded(token, 'documentSymbol', () => {
  const a = analysisOf(p.textDocument.uri);
  return a ? documentSymbols(a) : null;
}));

connection.onDefinition((p, token) => guarded(token, 'definition', () => {
  const a = analysisOf(p.textDocument.uri);
  return (a && definition(a, p.position.line, p.position.character)) ?? null;
}));

connection.onReferences((p, token) => guarded(token, 'references', () => {
  const a = analysisOf(p.textDocument.uri);
  return a ? references(a, p.position.line, p.position.character, p.context.includeDeclaration) : null;
}));

connection.onDocumentHighlight((p, token) => guarded(token, 'documentHighlight', () => {
  const a = analysisOf(p.textDocument.uri);
  return a ? highlights(a, p.position.line, p.position.character) : null;
}));

connection.onCodeLens((p, token) => guarded(token, 'codeLens', () => {
  const a = analysisOf(p.textDocument.uri);
  return a && settings.codeLens ? codeLenses(a) : [];
}));

connection.languages.inlayHint.on((p, token) => guarded(token, 'inlayHint', () => {
  const a = analysisOf(p.textDocument.uri);
  return a && (settings.inlayContainerNames || settings.inlayJsonTimes) ? inlayHints(a, p.range.start.line, p.range.end.line, { containerNames: settings.inlayContainerNames, jsonTimes: settings.inlayJsonTimes }) : [];
}));

connection.onRequest(PodTimelineRequest, (p: PodTimelineParams, token) => guarded(token, 'podTimeline', () => {
  const a = analysisOf(p?.uri);
  return a ? timelineView(a) : null;
}));

connection.onRequest(PhaseEventsRequest, (p: PhaseEventsParams, token) => guarded(token, 'phaseEvents', () => {
  // A phase's id (`orphan-cleanup`) names no one phase of a pod (a crash loop has many `containers-started`): said, not
  // answered with an empty list.
  if (!Number.isInteger(p?.phase)) return new ResponseError(ErrorCodes.InvalidParams, 'phase is the index of the phase in the pod\'s `phases` of kubeletLog/podTimeline (0 for the first), not its id');
  const a = analysisOf(p?.uri);
  return a ? phaseEvents(a, p.podKey, p.phase) : null;
}));

connection.onRequest(LineAtTimeRequest, (p: LineAtTimeParams, token) => guarded<LineAtTimeResult | null>(token, 'lineAtTime', () => {
  const a = analysisOf(p?.uri);
  if (!a) return null;
  const q = typeof p.time === 'string' ? parseTimeQuery(p.time) : undefined;
  if (!q) return { error: 'give a time as the log writes it: 17:16, 17:16:32.398, Jul 31 17:16:32, 0731 17:16:32 or 2023-07-31T17:16:32' };
  return lineAtTime(a.analysis.index.parsed, q) ?? { error: 'no line of this log has a time' };
}));

connection.onRequest(EventAtRequest, (p: EventAtParams, token) => guarded(token, 'eventAt', () => {
  const a = analysisOf(p?.uri);
  return a ? eventAt(a, p.line) : null;
}));

connection.onCodeAction((p, token) => guarded(token, 'codeAction', () => exportCodeActions(p)));

connection.onRequest(ExportLinesRequest, (p: ExportLinesParams, token) => guarded(token, 'exportLines', () => {
  const doc = p && typeof p.uri === 'string' ? documents.get(p.uri) : undefined;
  const text = doc?.getText() ?? (typeof p?.text === 'string' ? p.text : undefined);
  const out = text !== undefined ? exportLines(text) : typeof p?.path === 'string' && p.path ? exportLinesOfFile(p.path) : undefined;
  if (!out) return new ResponseError(LSPErrorCodes.RequestFailed, 'exportLines needs an open document, a text or a file path');
  return 'error' in out ? new ResponseError(LSPErrorCodes.RequestFailed, out.error) : out;
}));

connection.onRequest(PodLinesRequest, (p: PodLinesParams, token) => guarded(token, 'podLines', () => {
  const a = analysisOf(p?.uri);
  return a ? podLines(a, p.podKey) : { lines: [] };
}));


/**
 * A file of an analyzeFile request, opened: gzip data (a rotated log is usually gzipped) is decompressed, and its copy
 * is what is analysed and opened (lines are read back); other packings are refused with the command that opens them.
 */
async function openDiskFile(file: string): Promise<OpenedPart> {
  const st = await stat(file);
  if (!st.isFile()) throw Object.assign(new Error(`${file} is not a file`), { code: 'ENOTFILE' });
  const packing = packingOfFile(file);
  const refused = (e: UnreadablePackingError) => Object.assign(new Error(`${basename(file)} is ${e.message}`), { code: 'EPACKED' });
  if (packing && packing !== 'gzip') throw refused(new UnreadablePackingError(file, packing));
  if (packing !== 'gzip') return { path: file, fileDate: st.mtime, done: () => undefined };
  const u = await gunzipNested(file, file).catch((e: unknown) => Promise.reject(e instanceof UnreadablePackingError ? refused(e) : e));
  return { path: u.path, fileDate: st.mtime, compression: { format: 'gzip', complete: u.complete, problem: u.problem }, done: () => removeUnpacked(u) };
}

/** The copy (decompressed or joined) made for the files of an analyzeFile request, by those files' paths. */
const copiesBySource = new Map<string, { uri: string; done(): void }>();

connection.onRequest(AnalyzeFileRequest, async (p: AnalyzeFileParams, token) => {
  if (!p || typeof p.path !== 'string' || !p.path) return new ResponseError(LSPErrorCodes.RequestFailed, 'analyzeFile needs an absolute file path');
  // The same file picked twice is one file.
  const picked = Array.isArray(p.paths) && p.paths.every((x) => typeof x === 'string' && x !== '') ? [...new Set(p.paths)] : [];
  const several = picked.length > 1 ? picked : undefined;
  let opened: OpenedPart | undefined;
  let joined: JoinedText | undefined;
  try {
    // Read in pieces and not held: the lines a hover or a tree item shows are read back from the file.
    let lastProgress = 0;
    const onProgress = (bytesRead: number, size: number) => {
      collectBetweenPieces?.();
      // A few reports a second are enough for a progress bar; the last one always goes.
      if (bytesRead < size && Date.now() - lastProgress < 200) return;
      lastProgress = Date.now();
      void connection.sendNotification(AnalyzeFileProgressNotification, { path: p.path, bytesRead, size } satisfies AnalyzeFileProgress);
    };
    if (several) joined = await joinOldestFirst(several);
    else opened = await openDiskFile(p.path);
    const path = joined?.path ?? opened!.path;
    const read = await analyzeFileAsync(path, { matcher, keepLines: true, onProgress, cancelled: () => token.isCancellationRequested, fileDate: joined ? joined.fileDate ?? undefined : opened!.fileDate });
    if (!read || token.isCancellationRequested) {
      opened?.done();
      joined?.done();
      return new ResponseError(LSPErrorCodes.RequestCancelled, 'cancelled');
    }
    // The copy (decompressed or joined) stays while the server runs: the tree and the editor read its lines. One
    // made before from the same files is let go: analysing a .gz again must not leave a copy each time.
    const uri = pathToFileURL(path).toString();
    const copyKey = (several ?? [p.path]).join('\n');
    if (joined || opened?.compression) {
      const before = copiesBySource.get(copyKey);
      if (before) {
        diskAnalyses.delete(before.uri);
        before.done();
      }
      copiesBySource.set(copyKey, { uri, done: () => (joined ?? opened!).done() });
    }
    const lines = read.lines!;
    const analysed: AnalysedDocument = { uri, version: null, source: { get lineCount() { return lines.lineCount; }, lineAt: (line) => lines.lineAt(line) }, analysis: read.analysis };
    diskAnalyses.set(uri, analysed);
    idleCollector?.request();
    // A copy: timelineView's result is kept for the document, and these fields are this answer's.
    const view: PodTimelineResult = { ...timelineView(analysed) };
    if (opened?.compression) view.decompressed = { from: pathToFileURL(p.path).toString(), problem: opened.compression.problem };
    if (joined) {
      view.joinedFrom = joined.parts.map((part) => ({ uri: pathToFileURL(part.file).toString(), firstLine: part.firstLine - 1, lines: part.lines, gzip: part.compression !== null }));
      const notes = [...joined.notices, ...partsOutOfOrder(read.analysis, joined.parts)];
      if (notes.length) view.joinNotes = notes;
    }
    return view;
  } catch (e) {
    opened?.done();
    joined?.done();
    const err = e as NodeJS.ErrnoException;
    return new ResponseError(LSPErrorCodes.RequestFailed, err.code === 'EPACKED' || err.code === 'ENOTFILE' ? err.message : `cannot analyse ${(err as { file?: string }).file ?? p.path}: ${err.message}`);
  }
});

/**
 * Files picked together (rotated logs, in whatever order the editor gives them) joined as one log, oldest first by the
 * time of each one's first line; in the order given when a file has no timed line in its head.
 */
async function joinOldestFirst(files: readonly string[]): Promise<JoinedText> {
  const opened = new Map<string, OpenedPart>();
  try {
    for (const f of files) opened.set(f, await openDiskFile(f).catch((e: Error) => Promise.reject(Object.assign(e, { file: f }))));
  } catch (e) {
    for (const o of opened.values()) o.done();
    throw e;
  }
  const ordered = filesOldestFirst(files, (f) => firstTimeOfFile(opened.get(f)!.path));
  return writeJoined(ordered, async (f) => opened.get(f)!);
}

documents.listen(connection);
connection.listen();
