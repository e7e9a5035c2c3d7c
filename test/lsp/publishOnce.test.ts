// An editor asks for the settings after `initialized`; a document opened meanwhile is analysed with the defaults.
// It is analysed and published again only when the settings differ from them (r51a C9: every open had been published
// twice, and the Pods view drawn twice).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as P from 'vscode-languageserver-protocol/node';
import { ROOT, startServer } from './harness';

const SAMPLE = join(ROOT, 'samples', 'pod-deletion-1.23.log');

async function publishesOnOpen(config: Record<string, unknown>): Promise<number> {
  const h = startServer();
  try {
    // Answered late, as an editor does: the open comes in while the server waits for the settings.
    h.conn.onRequest(P.ConfigurationRequest.type, async (params) => {
      await new Promise((r) => setTimeout(r, 300));
      return params.items.map(() => config);
    });
    const ws = mkdtempSync(join(tmpdir(), 'kll-once-'));
    await h.initialize(ws, { workspace: { configuration: true }, textDocument: { hover: { contentFormat: ['markdown'] } } });
    const uri = pathToFileURL(SAMPLE).toString();
    await h.conn.sendNotification(P.DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'kubelet-log', version: 1, text: readFileSync(SAMPLE, 'utf8') } });
    await h.diagnosticsFor(uri, 1);
    // Long enough for the settings' answer and any republish after it.
    await new Promise((r) => setTimeout(r, 1500));
    return (h.published.get(uri) ?? []).filter((p) => p.version === 1).length;
  } finally {
    await h.shutdown();
  }
}

test('an open is published once when the editor\'s settings are the defaults, again when they differ', async () => {
  assert.equal(await publishesOnOpen({}), 1);
  assert.equal(await publishesOnOpen({ repeats: 'each' }), 2);
});
