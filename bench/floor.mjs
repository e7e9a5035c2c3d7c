// The runtime's floor: what Node.js alone takes to read a log the way the CLI reads an ASCII file (2 MB pieces of
// bytes, each line a string copied out of its piece: fileText.ts), with no analysis at all. `lines` stops there;
// `chars` also reads every character once, the least any analysis that looks at each line's text as a string must do;
// `bytes` reads every byte once without making strings (the floor of a parser written over raw bytes). Plain
// JavaScript, no build and no tsx, so that the process starts as fast as the CLI's. Prints `{lines, checksum}`; the
// checksum keeps V8 from dropping the loops.
//
// (Until session 15 `lines` decoded each 2 MB piece to one string and split that. The CLI does not, and on machines
// where memory touched for the first time is dear such a string cost more than the split: V8 puts a string that long
// in fresh pages of its own, 2 MB at a time. On session 15's machine that floor was 0.8–1.3 s, this one 0.33 s.)
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
let lines = 0;
let checksum = 0;
// Bytes of an unfinished last line, moved to the start of the buffer for the next piece.
let held = 0;
for (;;) {
  const n = readSync(fd, buf, held, PIECE - held, null);
  const end = held + n;
  if (mode === 'bytes') {
    for (let i = held; i < end; i++) {
      const c = buf[i];
      if (c === 10) lines++;
      checksum = (checksum + c) | 0;
    }
    if (n === 0) {
      if (held) lines++;
      break;
    }
    held = buf[end - 1] === 10 ? 0 : 1;
    continue;
  }
  let start = 0;
  for (;;) {
    let nl = buf.indexOf(10, start);
    if (nl < 0 || nl >= end) {
      if (n > 0 || start >= end) break;
      nl = end; // the file's last line, without a line end
    }
    const line = buf.latin1Slice(start, nl);
    lines++;
    if (mode === 'chars') for (let i = 0; i < line.length; i++) checksum = (checksum + line.charCodeAt(i)) | 0;
    else checksum = (checksum + line.length) | 0;
    start = nl + 1;
  }
  if (n === 0) break;
  held = end - start;
  if (held === PIECE) throw new Error('a line longer than a piece: this floor does not read such files');
  buf.copy(buf, 0, start, end);
}
closeSync(fd);
process.stdout.write(`${JSON.stringify({ lines, checksum })}\n`);
