// "Go to Time": times typed as logs write them, and the line at or after them (server/src/model/timeQuery.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseText } from '../../server/src/parse/document';
import { lineAtTime, parseTimeQuery } from '../../server/src/model/timeQuery';

const SAMPLE = readFileSync(join(__dirname, '..', '..', 'samples', 'pod-deletion-1.23.log'), 'utf8');
const TODAY = { today: new Date(Date.UTC(2023, 11, 31)) };

test('a time typed as a log writes it: time of day, klog and journald days, ISO; anything else is not a time', () => {
  assert.deepEqual(parseTimeQuery('17:16'), { kind: 'time-of-day', micros: (17 * 3600 + 16 * 60) * 1e6 });
  assert.deepEqual(parseTimeQuery(' 17:16:32.398 '), { kind: 'time-of-day', micros: (17 * 3600 + 16 * 60 + 32) * 1e6 + 398_000 });
  assert.deepEqual(parseTimeQuery('17:16:32,398137123'), { kind: 'time-of-day', micros: (17 * 3600 + 16 * 60 + 32) * 1e6 + 398_137 });
  assert.deepEqual(parseTimeQuery('0731 17:16:32'), { kind: 'day', month: 7, day: 31, micros: (17 * 3600 + 16 * 60 + 32) * 1e6 });
  assert.deepEqual(parseTimeQuery('E0731 17:16:32.398137'), { kind: 'day', month: 7, day: 31, micros: (17 * 3600 + 16 * 60 + 32) * 1e6 + 398_137 });
  assert.deepEqual(parseTimeQuery('jul 31 17:16:32'), { kind: 'day', month: 7, day: 31, micros: (17 * 3600 + 16 * 60 + 32) * 1e6 });
  assert.deepEqual(parseTimeQuery('2023-07-31T17:16:32Z'), { kind: 'absolute', micros: Date.UTC(2023, 6, 31, 17, 16, 32) * 1000 });
  assert.deepEqual(parseTimeQuery('2023-07-31 17:16:32.5+02:00'), { kind: 'absolute', micros: Date.UTC(2023, 6, 31, 17, 16, 32) * 1000 + 500_000 });
  for (const bad of ['', 'now', '25:00', '17:61', '1331 17:16', 'Foo 31 17:16', '2023-13-01T00:00:00', '17', '17:16:32 extra']) assert.equal(parseTimeQuery(bad), undefined, bad);
});

test('the line at or after a time: the earliest such time, the first of equals, and a note past either end', () => {
  const parsed = parseText(SAMPLE, TODAY);
  // Line 27 (0-based 26) is the seed's NotFound at 17:16:32.398137; line 25 is the first at 17:16:32.398 or later.
  assert.deepEqual(lineAtTime(parsed, parseTimeQuery('17:16:32.398100')!), { line: 26, time: 'Jul 31 17:16:32.398137' });
  assert.deepEqual(lineAtTime(parsed, parseTimeQuery('Jul 31 17:16:32.398')!), { line: 24, time: 'Jul 31 17:16:32.398009' });
  assert.deepEqual(lineAtTime(parsed, parseTimeQuery('0731 17:16:31.865371')!), { line: 0, time: 'Jul 31 17:16:31.865371' });
  const before = lineAtTime(parsed, parseTimeQuery('17:00')!)!;
  assert.deepEqual([before.line, before.note], [0, 'the log starts after Jul 31 17:00:00.000000']);
  const after = lineAtTime(parsed, parseTimeQuery('18:00')!)!;
  assert.equal(after.line, 54);
  assert.equal(after.note, "no line at or after Jul 31 18:00:00.000000: the log ends at Jul 31 17:20:16.176478");
  // A newest-first export: the same line by time, at its own place in the file.
  const reversed = SAMPLE.trimEnd().split('\n').reverse();
  const r = lineAtTime(parseText(reversed.join('\n'), TODAY), parseTimeQuery('17:16:32.398100')!)!;
  assert.equal(reversed[r.line], SAMPLE.split('\n')[26]);
  // A log with a year of its own writes it; a time of day after midnight of a log across two days is on the second day.
  const dated = parseText(
    ['2023-07-31T23:59:59.000000Z I0731 23:59:59.000000 1 a.go:1] "a"', '2023-08-01T00:00:01.000000Z I0801 00:00:01.000000 1 a.go:1] "b"'].join('\n'),
    TODAY,
  );
  assert.deepEqual(lineAtTime(dated, parseTimeQuery('00:00')!), { line: 1, time: '2023-08-01T00:00:01.000000' });
  assert.equal(lineAtTime(parseText('no times here\nnone\n', TODAY), parseTimeQuery('00:00')!), undefined);
});

test('a time of day in a log of several days goes to the day whose line comes soonest after it, and says which (review r32a)', () => {
  // Lines of corpus C6's shape: a gap of days, then the typed time itself on a later day.
  const line = (day: string, time: string, text: string) => `Apr ${day} ${time.slice(0, 8)} kind-worker3 kubelet[298]: I04${day} ${time}     298 kubelet.go:1 ] "${text}"`;
  const parsed = parseText([line('14', '19:00:00.000000', 'a'), line('19', '22:05:59.514575', 'b'), line('20', '19:20:11.000000', 'c'), line('21', '19:30:00.000000', 'd')].join('\n'), TODAY);
  const found = lineAtTime(parsed, parseTimeQuery('19:20:11')!)!;
  assert.equal(found.line, 2, 'the time itself, on Apr 20, not Apr 19 22:05 (the first line after Apr 14 19:20:11)');
  assert.match(found.note ?? '', /^the log covers 8 days: the nearest line at or after that time is on Apr 20; type it with a date \(such as "Apr 20 19:20:11"\) for another day$/);
  // A typed date still goes to its own day.
  assert.equal(lineAtTime(parsed, parseTimeQuery('Apr 21 19:20')!)!.line, 3);
});
