// The runtime's floor: what Node.js alone takes to read a log the way the CLI does (2 MB pieces, decoded to
// strings, split at line ends), with no analysis at all. `lines` stops there; `chars` also reads every character
// once, the least any analysis that looks at each line's text as a string must do; `bytes` reads every byte once
// without decoding (the floor of a parser written over raw bytes). Plain JavaScript, no build and no tsx, so that
// the process starts as fast as the CLI's. Prints `{lines, checksum}`; the checksum keeps V8 from dropping the loops.
//
//   node bench/floor.mjs lines|chars|bytes FILE
import { closeSync, openSync, readSync } from 'node:fs';

const [mode, path] = process.argv.slice(2);
if (!['lines', 'chars', 'bytes'].includes(mode) || !path) {
  process.stderr.write('usage: node bench/floor.mjs lines|chars|bytes FILE\n');
  process.exit(2);
}
const PIECE = 2 * 1024 * 1024;
const fd = openSync(path, 'r');
const buf = Buffer.allocUnsafe(PIECE);
let carry = '';
let lines = 0;
let checksum = 0;
for (;;) {
  const n = readSync(fd, buf, 0, PIECE, null);
  if (n === 0) break;
  if (mode === 'bytes') {
    for (let i = 0; i < n; i++) {
      const c = buf[i];
      if (c === 10) lines++;
      checksum = (checksum + c) | 0;
    }
    carry = buf[n - 1] === 10 ? '' : 'x';
    continue;
  }
  const text = carry + buf.latin1Slice(0, n);
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    if (end < 0) break;
    lines++;
    if (mode === 'chars') for (let i = start; i < end; i++) checksum = (checksum + text.charCodeAt(i)) | 0;
    else checksum = (checksum + end - start) | 0;
    start = end + 1;
  }
  carry = text.slice(start);
}
closeSync(fd);
if (carry.length) {
  lines++;
  if (mode === 'chars') for (let i = 0; i < carry.length; i++) checksum = (checksum + carry.charCodeAt(i)) | 0;
}
process.stdout.write(`${JSON.stringify({ lines, checksum })}\n`);
