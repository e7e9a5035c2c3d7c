// The TextMate grammar (syntaxes/kubelet-log.tmLanguage.json), checked with vscode-tmgrammar-test
// against the assertion files in test/grammar/ (real corpus lines, each with its source noted).
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, it } from 'node:test';

const ROOT = path.resolve(__dirname, '..', '..');
const GRAMMAR = path.join(ROOT, 'syntaxes', 'kubelet-log.tmLanguage.json');
const CASES_DIR = path.join(ROOT, 'test', 'grammar');
const CASES_GLOB = '*.test.kubelet-log';

/** The CLI's JS entry point, from the package's own `bin` field (no npx, no network). */
function toolBin(): string {
  const pkgJson = require.resolve('vscode-tmgrammar-test/package.json', { paths: [ROOT] });
  const pkg = JSON.parse(fs.readFileSync(pkgJson, 'utf8')) as { bin: Record<string, string> };
  return path.join(path.dirname(pkgJson), pkg.bin['vscode-tmgrammar-test']);
}

/**
 * Runs the tool over test/grammar. cwd is test/grammar so the tool finds no package.json there and
 * uses exactly the grammar given with -g (it would otherwise also load the root package.json's).
 */
function runTool(grammarPath: string): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [toolBin(), '--compact', '-g', grammarPath, CASES_GLOB], {
    cwd: CASES_DIR,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  const output = [r.stdout, r.stderr, r.error ? String(r.error) : ''].filter(Boolean).join('\n');
  return { status: r.status, output };
}

function caseFiles(): string[] {
  return fs.readdirSync(CASES_DIR).filter((f) => f.endsWith('.test.kubelet-log')).sort();
}

interface Rule {
  include?: string;
  patterns?: Rule[];
  captures?: Record<string, Rule>;
  beginCaptures?: Record<string, Rule>;
  endCaptures?: Record<string, Rule>;
  [k: string]: unknown;
}

describe('TextMate grammar', () => {
  const grammar = JSON.parse(fs.readFileSync(GRAMMAR, 'utf8')) as {
    scopeName: string;
    patterns: Rule[];
    repository: Record<string, Rule>;
  };

  it('is valid JSON with the expected scope name and only resolvable #includes', () => {
    assert.equal(grammar.scopeName, 'source.kubelet-log');
    const missing: string[] = [];
    const visit = (r: Rule | undefined): void => {
      if (!r) return;
      if (typeof r.include === 'string' && r.include.startsWith('#') && !(r.include.slice(1) in grammar.repository)) {
        missing.push(r.include);
      }
      r.patterns?.forEach(visit);
      for (const caps of [r.captures, r.beginCaptures, r.endCaptures]) Object.values(caps ?? {}).forEach(visit);
    };
    grammar.patterns.forEach(visit);
    Object.values(grammar.repository).forEach(visit);
    assert.deepEqual(missing, [], `unresolved includes: ${missing.join(', ')}`);
  });

  it('has no regex that can backtrack super-linearly (log lines can be 1 MB)', { timeout: 120_000 }, () => {
    // recheck analyses JS semantics; Oniguruma's \G (an anchor) is checked as ^. A fixed seed keeps its
    // fuzzer deterministic; only a proven 'vulnerable' fails (a timeout on a slow machine is 'unknown').
    const { checkSync } = require('recheck') as typeof import('recheck');
    const regexes: [string, string][] = [];
    const walk = (o: unknown, where: string): void => {
      if (!o || typeof o !== 'object') return;
      for (const [k, v] of Object.entries(o)) {
        if ((k === 'match' || k === 'begin' || k === 'end') && typeof v === 'string') regexes.push([`${where}.${k}`, v]);
        else walk(v, `${where}.${k}`);
      }
    };
    walk(grammar.repository, 'repository');
    assert.ok(regexes.length > 20);
    const unsafe = regexes
      .map(([where, src]) => ({
        where,
        src,
        r: checkSync(src.replace(/\\G/g, '^'), '', { timeout: 10_000, randomSeed: 0 }),
      }))
      .flatMap((x) => (x.r.status === 'vulnerable' ? [`${x.where}: ${x.r.complexity.summary}: ${x.src}`] : []));
    assert.deepEqual(unsafe, [], unsafe.join('\n'));
  });

  it('has assertion files, each naming the corpus or sample file its lines come from', () => {
    const files = caseFiles();
    assert.ok(files.length >= 4, `expected grammar test files in ${CASES_DIR}, found ${files.join(', ')}`);
    for (const f of files) {
      const text = fs.readFileSync(path.join(CASES_DIR, f), 'utf8');
      assert.match(text.split('\n')[0], /^# SYNTAX TEST "source\.kubelet-log"/, f);
      assert.match(text, /(shared\/corpus\/|samples\/)\S+ line \d+/, `${f} should note the source of its lines`);
    }
  });

  it('passes every scope assertion in test/grammar', () => {
    const { status, output } = runTool(GRAMMAR);
    assert.equal(status, 0, `vscode-tmgrammar-test failed (exit ${status}):\n${output}`);
    for (const f of caseFiles()) assert.ok(output.includes(f), `${f} was not run:\n${output}`);
  });

  it('fails when the grammar breaks (the assertions really assert)', () => {
    // Swap the info and error scopes: the severity assertions must catch it.
    const broken = fs
      .readFileSync(GRAMMAR, 'utf8')
      .replace(/markup\.inserted log\.info/g, 'string.regexp strong log.error');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kll-grammar-'));
    try {
      const brokenPath = path.join(dir, 'broken.tmLanguage.json');
      fs.writeFileSync(brokenPath, broken);
      const { status, output } = runTool(brokenPath);
      assert.notEqual(status, 0, `a broken grammar passed:\n${output}`);
      assert.match(output, /markup\.inserted log\.info\.kubelet-log/, output);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is wired into package.json without taking .log files from the built-in log language', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      contributes?: {
        languages?: { id: string; extensions?: string[]; filenamePatterns?: string[]; configuration?: string }[];
        grammars?: { language?: string; scopeName: string; path: string }[];
      };
    };
    const lang = pkg.contributes?.languages?.find((l) => l.id === 'kubelet-log');
    assert.ok(lang, 'package.json contributes no kubelet-log language');
    assert.ok(!(lang.extensions ?? []).some((e) => e.toLowerCase().endsWith('.log')), 'kubelet-log must not claim .log');
    if (lang.configuration) assert.ok(fs.existsSync(path.join(ROOT, lang.configuration)), lang.configuration);
    const g = pkg.contributes?.grammars?.find((x) => x.language === 'kubelet-log');
    assert.ok(g, 'package.json contributes no grammar for kubelet-log');
    assert.equal(g.scopeName, grammar.scopeName);
    assert.equal(path.resolve(ROOT, g.path), GRAMMAR);
  });
});
