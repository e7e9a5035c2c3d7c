// The whole analysis, shared unchanged by the CLI, the language server and the tests:
// text → records (parse) → index (model) → findings (knowledge).
import { analyze, type Analysis } from './knowledge/analyze';
import { CATALOGUE } from './knowledge/catalogue';
import { compileMatcher, type Matcher } from './knowledge/match';
import type { CatalogueEntry } from './knowledge/types';
import { buildIndex } from './model/index';
import { LogParser, oldestFirst, parseText, type ParseOptions } from './parse/document';
import type { ParsedLog } from './parse/types';

let builtIn: Matcher | undefined;

/** The built-in catalogue, with user entries added or overriding by id. */
export function matcherFor(userEntries: readonly CatalogueEntry[] = []): Matcher {
  if (!userEntries.length) return (builtIn ??= compileMatcher(CATALOGUE));
  const byId = new Map(CATALOGUE.map((e) => [e.id, e] as const));
  const added: CatalogueEntry[] = [];
  for (const e of userEntries) {
    if (byId.has(e.id)) byId.set(e.id, e);
    else added.push(e);
  }
  // User additions come first so that they can refine a built-in message.
  return compileMatcher([...added, ...byId.values()]);
}

export function analyzeParsed(parsed: ParsedLog, matcher: Matcher = matcherFor()): Analysis {
  // A newest-first export is analysed in the order things happened (the evidence looks at what came before).
  return analyze(buildIndex(oldestFirst(parsed)), matcher);
}

export function analyzeText(text: string, options: ParseOptions & { matcher?: Matcher } = {}): Analysis {
  return analyzeParsed(parseText(text, options), options.matcher);
}

export { LogParser };
