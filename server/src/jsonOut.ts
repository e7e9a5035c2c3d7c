// JSON.stringify(value, null, 2), written in parts: a million-line log's report is a JSON of about 10 MB, and
// building it as one string (then one buffer for stdout) came on top of the analysis at the CLI's peak memory.
// Objects and arrays are opened here down to `depth` levels; what lies deeper is stringified whole. Two levels: the
// report's lists are opened and their findings and pods are stringified natively, a run of them per call (opening each
// finding cost a call per field: a report of 350k findings took 2.3 s to write, now 1.5 s).

/** Writes exactly what `JSON.stringify(value, null, 2)` returns, in parts of at most a few hundred KB. */
export function writeJson(write: (part: string) => void, value: unknown, depth = 2): void {
  const buffered = batch(write);
  writeValue(buffered.write, value, '', depth);
  buffered.flush();
}

/** Writes exactly what `JSON.stringify(value)` returns (one line), in parts: one line per file of a JSON Lines stream. */
export function writeJsonLine(write: (part: string) => void, value: unknown, depth = 3): void {
  const buffered = batch(write);
  writeCompact(buffered.write, value, depth);
  buffered.flush();
}

function writeCompact(write: (s: string) => void, value: unknown, depth: number): void {
  if (depth <= 0 || value === null || typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    write(JSON.stringify(value) ?? '');
    return;
  }
  if (Array.isArray(value)) {
    write('[');
    for (let i = 0; i < value.length; i++) {
      if (i) write(',');
      const v = value[i];
      if (v === undefined || typeof v === 'function' || typeof v === 'symbol') write('null');
      else writeCompact(write, v, depth - 1);
    }
    write(']');
    return;
  }
  let first = true;
  write('{');
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    write(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    writeCompact(write, v, depth - 1);
  }
  write('}');
}

function writeValue(write: (s: string) => void, value: unknown, indent: string, depth: number): void {
  if (depth <= 0 || value === null || typeof value !== 'object' || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    write(reindent(JSON.stringify(value, null, 2) ?? '', indent));
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return write('[]');
    if (depth === 1) return writeArrayInRuns(write, value, indent);
    write('[');
    for (let i = 0; i < value.length; i++) {
      write(`${i ? ',' : ''}\n${inner}`);
      const v = value[i];
      // As JSON.stringify: what has no JSON form is null inside an array.
      if (v === undefined || typeof v === 'function' || typeof v === 'symbol') write('null');
      else writeValue(write, v, inner, depth - 1);
    }
    write(`\n${indent}]`);
    return;
  }
  let first = true;
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    // As JSON.stringify: such properties are left out of an object.
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    write(`${first ? '{' : ','}\n${inner}${JSON.stringify(key)}: `);
    first = false;
    writeValue(write, v, inner, depth - 1);
  }
  write(first ? '{}' : `\n${indent}}`);
}

/** Elements stringified in one native call per run. */
const RUN = 256;

/**
 * An array whose elements are written whole: each run of elements in one native JSON.stringify, nested in as many
 * arrays as its indent has levels, so that its elements come out already indented where they sit; a number before
 * and after the run marks where the elements start and end (the nesting is only brackets, line breaks and spaces).
 */
function writeArrayInRuns(write: (s: string) => void, value: unknown[], indent: string): void {
  const levels = indent.length / 2;
  write('[');
  for (let from = 0; from < value.length; from += RUN) {
    let wrapped: unknown = [0, ...value.slice(from, from + RUN), 0];
    for (let k = 0; k < levels; k++) wrapped = [wrapped];
    const json = JSON.stringify(wrapped, null, 2);
    // `0,\n<indent>  ` before the first element, `,\n<indent>  0` after the last one.
    const start = json.indexOf('0') + 3 + indent.length + 2;
    const end = json.lastIndexOf('0') - 2 - indent.length - 2;
    write(`${from ? ',' : ''}\n${indent}  `);
    write(json.slice(start, end));
  }
  write(`\n${indent}]`);
}

/** A nested value's lines move right by the indent it sits at (a JSON string never holds a raw line break). */
function reindent(json: string, indent: string): string {
  return indent && json.includes('\n') ? json.replace(/\n/g, `\n${indent}`) : json;
}

/** Joins small parts into writes of about 256 KB: one write per part would be thousands of system calls. */
function batch(write: (part: string) => void): { write: (s: string) => void; flush: () => void } {
  let parts: string[] = [];
  let size = 0;
  return {
    write(s: string) {
      parts.push(s);
      size += s.length;
      if (size >= 256 * 1024) {
        write(parts.join(''));
        parts = [];
        size = 0;
      }
    },
    flush() {
      if (parts.length) write(parts.join(''));
      parts = [];
      size = 0;
    },
  };
}
