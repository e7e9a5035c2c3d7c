// Loads ../shared/corpus once per test process (parsed and indexed), for the corpus tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeBytes } from '../../server/src/parse/decode';
import { parseText } from '../../server/src/parse/document';
import { buildIndex, type LogIndex } from '../../server/src/model/index';
import type { ParsedLog } from '../../server/src/parse/types';

export const CORPUS = process.env.KUBELET_LOG_LENS_CORPUS ?? join(__dirname, '..', '..', '..', 'shared', 'corpus');
export const HAVE = existsSync(CORPUS);

interface Loaded {
  name: string;
  lines: string[];
  parsed: ParsedLog;
  index: LogIndex;
}

let cache: Loaded[] | undefined;
export function loadCorpus(): Loaded[] {
  if (cache) return cache;
  cache = readdirSync(CORPUS)
    .filter((f) => f.endsWith('.log'))
    .sort()
    .map((name) => {
      const { text } = decodeBytes(readFileSync(join(CORPUS, name)));
      const parsed = parseText(text, { today: new Date(Date.UTC(2026, 0, 1)) });
      const lines = text.split('\n').map((l) => l.replace(/\r$/, '')).slice(0, parsed.lineCount);
      return { name, lines, parsed, index: buildIndex(parsed) };
    });
  return cache;
}

