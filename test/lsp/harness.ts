// The bundled language server (dist/server.js) over stdio with a real LSP client: the one harness the LSP tests
// share (test/lsp/server.test.ts, test/unit/lspRobustness.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as P from 'vscode-languageserver-protocol/node';

export const ROOT = join(__dirname, '..', '..');
export const SERVER = join(ROOT, 'dist', 'server.js');

export interface ServerHarness {
  proc: ChildProcess;
  conn: P.ProtocolConnection;
  /** Every publishDiagnostics, by URI, in arrival order. */
  published: Map<string, P.PublishDiagnosticsParams[]>;
  /** stderr and window/logMessage lines. */
  logs: string[];
  /** How the process ended, once it has. */
  exited?: { code: number | null; signal: string | null };
  /** Resolves with `probe()` once it is defined; probes again after each publishDiagnostics. */
  waitFor<T>(what: string, probe: () => T | undefined, ms?: number): Promise<T>;
  /** The latest diagnostics published for `uri` (of `version`, when given). */
  diagnosticsFor(uri: string, version?: number, ms?: number): Promise<P.Diagnostic[]>;
  initialize(workspace: string, capabilities?: P.ClientCapabilities, initializationOptions?: unknown): Promise<P.InitializeResult>;
  shutdown(): Promise<void>;
}

export function startServer(): ServerHarness {
  const proc = spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  const conn = P.createProtocolConnection(new P.StreamMessageReader(proc.stdout!), new P.StreamMessageWriter(proc.stdin!));
  const waiters: (() => void)[] = [];
  const h: ServerHarness = {
    proc,
    conn,
    published: new Map(),
    logs: [],
    waitFor<T>(what: string, probe: () => T | undefined, ms = 20_000): Promise<T> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
        const retry = () => {
          const v = probe();
          if (v !== undefined) {
            clearTimeout(timer);
            resolve(v);
          } else waiters.push(retry);
        };
        retry();
      });
    },
    diagnosticsFor(uri: string, version?: number, ms?: number): Promise<P.Diagnostic[]> {
      return h.waitFor(
        `diagnostics for ${uri} v${version}`,
        () => [...(h.published.get(uri) ?? [])].reverse().find((p) => version === undefined || p.version === version)?.diagnostics,
        ms,
      );
    },
    async initialize(workspace: string, capabilities: P.ClientCapabilities = { textDocument: { hover: { contentFormat: ['markdown'] } } }, initializationOptions?: unknown) {
      const init = await conn.sendRequest(P.InitializeRequest.type, {
        processId: process.pid,
        rootUri: pathToFileURL(workspace).toString(),
        capabilities,
        initializationOptions,
        workspaceFolders: [{ uri: pathToFileURL(workspace).toString(), name: 'ws' }],
      });
      await conn.sendNotification(P.InitializedNotification.type, {});
      return init;
    },
    async shutdown() {
      if (!h.exited) {
        await conn.sendRequest(P.ShutdownRequest.type);
        await conn.sendNotification(P.ExitNotification.type);
        await new Promise<void>((resolve) => (h.exited ? resolve() : proc.once('exit', () => resolve())));
      }
      conn.dispose();
    },
  };
  proc.on('exit', (code, signal) => {
    h.exited = { code, signal };
  });
  proc.stderr!.on('data', (d) => h.logs.push(String(d)));
  conn.onNotification(P.PublishDiagnosticsNotification.type, (p) => {
    const list = h.published.get(p.uri) ?? [];
    list.push(p);
    h.published.set(p.uri, list);
    for (const w of waiters.splice(0)) w();
  });
  conn.onNotification('window/logMessage', (m: { message: string }) => {
    h.logs.push(m.message);
  });
  conn.onNotification('kubeletLog/analysisChanged', () => undefined);
  conn.listen();
  return h;
}
