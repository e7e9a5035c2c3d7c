// Hard-wrapped logs: a log pasted into an issue, a mail or a ticket at a fixed width (`fold -w 100`, `fold -s`, a
// terminal's copy) has its long lines cut in parts, each on a line of its own. The parts after the first begin in the
// middle of the line, so they start no record; read one by one they were unparsed lines, and the error text they
// carried never matched. The parser joins them back to the line they were cut from (document.ts, joinWrapped) when
// the line above looks cut, as decided here: nothing on the hot path, only for a line that starts no record.

/** Lines shorter than this are not taken for the first part of a wrapped line: no width wraps a klog line so short. */
export const MIN_WRAP_WIDTH = 40;

/**
 * A record read from parts keeps at most this much of their text: past it, its further parts are its lines but not read
 * again (a line of 2 MB cut every 80 characters would be read again 25,000 times, each time whole).
 */
export const MAX_JOINED_CHARS = 16 * 1024;

/** How the line before a part that starts no record shows that it was cut there; undefined: it does not. */
export type CutEvidence = 'width' | 'space' | 'open' | 'header';

/** What cutEvidence knows of the record the next line may continue. */
export interface WrapHost {
  /** The record's text so far: its first line, or its parts already joined. */
  text: string;
  /** Its last part already joined (the line before the next one) is not its first. */
  joinedBefore: boolean;
  /** The length of its first part: in a log cut at a width every part but the last has it. */
  firstPartLength: number;
  /** Its text is a JSON object (the kubelet's JSON format, bare or after a host prefix): a brace left open counts. */
  json: boolean;
}

/**
 * Whether `previous` (the physical line before `next`, a line that starts no record) was cut: it is as long as the width
 * the log was already seen wrapped at, it ends with the space a word wrap (`fold -s`) leaves, or the record's text so far
 * leaves a quoted string open (or, in a JSON line, a brace or bracket), as a cut inside klog's quoted message or values
 * does. A part is never longer than the width, and in a line cut into three parts and more the middle ones are as long
 * as the first: what else follows a line is not its next part.
 */
export function cutEvidence(previous: string, host: WrapHost, width: number | undefined, next: string): CutEvidence | undefined {
  // A part after the first may be short: a word wrap breaks before a word too long for what is left of the width.
  if (previous.length < (host.joinedBefore ? 1 : MIN_WRAP_WIDTH)) return undefined;
  // A tab starts the next line of a value written with its line ends (a container's args, a script): not a part. A
  // Markdown fence is the paste's, not the log's.
  const n0 = next.charCodeAt(0);
  if (n0 === 9 || next.startsWith('```') || next.startsWith('~~~')) return undefined;
  // The next line of the same program, by its `name[pid]: ` (a journal pasted without its times), is no part.
  const ident = IDENT_PREFIX.exec(previous);
  if (ident && next.startsWith(ident[0])) return undefined;
  if (width !== undefined && previous.length === width) return 'width';
  if (previous.charCodeAt(previous.length - 1) === 32) return n0 === 32 ? undefined : 'space';
  if (next.length > previous.length || (host.joinedBefore && previous.length !== host.firstPartLength)) return undefined;
  // An open quote is also what a value with line ends leaves, whose next line is indented (a cut before a space leaves
  // one space, an indent more).
  const indented = n0 === 32 && (next.length < 2 || next.charCodeAt(1) === 32);
  return !indented && leavesOpen(host.text, host.json) ? 'open' : undefined;
}

/** A syslog identifier and PID opening a line (`kubelet-containerd.sh[27857]: `). */
export const IDENT_PREFIX = /^[\w.@-]{1,64}\[\d{1,10}\]: /;

/**
 * The text ends inside a quoted string (a backslash inside one escapes the next character: `\\"` ends it), or, in a
 * JSON line, with a brace or bracket open outside quotes. Brackets and parentheses of free text are no sign: a printf
 * line dumps structs (`&{… DriverStatus:[[…]`) whose brackets close on lines of their own.
 */
function leavesOpen(text: string, braces: boolean): boolean {
  let quoted = false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quoted) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) quoted = false;
    } else if (c === 34) quoted = true;
    else if (braces) {
      if (c === 123 /* { */ || c === 91 /* [ */) depth++;
      else if ((c === 125 /* } */ || c === 93 /* ] */) && depth > 0) depth--;
    }
  }
  return quoted || depth > 0;
}

/**
 * The lengths of lines that a line starting no record followed: a length seen for
 * `WIDTH_CONFIRMATIONS` different lines, and for most such lines, is the width the log was wrapped at (a log wrapped so narrowly that even the
 * klog header is cut leaves no open quote to tell). Different lines: a message logged again and again with a line end
 * inside (a health check's list of failed checks) has the same length and end each time without being cut. Bounded: a log
 * whose lines are not wrapped stops being counted.
 */
export class WrapWidthTally {
  private readonly seen = new Map<number, { count: number; last: string }>();
  private notes = 0;

  /**
   * Notes one more such line, `next` the line after it (`inHeader`: the two make a klog header that the line alone
   * does not have, a cut inside it); the width once a length has been seen often enough.
   */
  note(line: string, next: string, inHeader = false): number | undefined {
    const length = line.length;
    if (length < MIN_WRAP_WIDTH || this.notes >= 1000) return undefined;
    // Only a cut inside a word counts: a line that ends as lines do (a closing quote, a full stop) followed by another
    // program's line is no sign of a width, and a width cuts most lines inside a word, a number or an ID.
    if (!inHeader && (!isWordChar(line.charCodeAt(length - 1)) || !isWordChar(next.charCodeAt(0)))) return undefined;
    this.notes++;
    // Its end: a message logged again has another time at its start, and the same end.
    const end = line.slice(-MIN_WRAP_WIDTH);
    const seen = this.seen.get(length);
    if (!seen) {
      this.seen.set(length, { count: 1, last: end });
      return undefined;
    }
    if (seen.last === end) return undefined;
    seen.last = end;
    // Most such lines, not only some: in a log that mixes programs, a line of another one (the kernel's) follows lines
    // of every length, and a few of them the same length by chance.
    return ++seen.count >= WIDTH_CONFIRMATIONS && seen.count * 2 > this.notes ? length : undefined;
  }
}

const WIDTH_CONFIRMATIONS = 3;

/** A character inside a word, a number, an ID or a key=value: `-`, `_`, `/` and `=` are (UIDs, paths, keys). */
function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95 || c === 47 || c === 61;
}

/**
 * What a log has shown of its wrapping, read line after line: the width it was found cut at (WrapWidthTally), and a
 * word wrap's longest parts that ended with a space (its hard cuts, of a word longer than the width, are that long).
 */
export class WrapJudge {
  /** The width the log was found cut at, once known. */
  width?: number;
  private readonly tally = new WrapWidthTally();
  private spaceJoins = 0;
  private spaceWidth = 0;

  /**
   * How `previous`, the line before `next` (a line that starts no record), shows that it was cut: cutEvidence, a cut
   * inside its klog header (`inHeader`: the two lines make a header the first alone lacks), the width once learned here,
   * or a word wrap's hard cut. Undefined: it does not.
   */
  judge(previous: string, host: WrapHost, next: string, inHeader: boolean): CutEvidence | undefined {
    let evidence = cutEvidence(previous, host, this.width, next);
    if (inHeader) evidence ??= 'header';
    if (this.width === undefined && next.charCodeAt(0) !== 9) {
      // Its length counts towards the width the log may be wrapped at (a cut inside a word, or inside a klog header).
      this.width = this.tally.note(previous, next, inHeader);
      if (this.width !== undefined) evidence ??= 'width';
    }
    if (!evidence && this.spaceJoins >= 3 && previous.length >= this.spaceWidth && next.charCodeAt(0) !== 32) evidence = 'width';
    if (evidence === 'space') {
      this.spaceJoins++;
      this.spaceWidth = Math.max(this.spaceWidth, previous.length);
    }
    return evidence;
  }
}
