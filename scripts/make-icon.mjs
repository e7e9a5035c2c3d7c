// Writes media/icon.png (128x128, RGBA): a white hexagon and lens on Kubernetes blue, drawn with signed
// distance functions and 4x4 supersampling. No dependencies: the PNG is encoded with node:zlib.
// Usage: node scripts/make-icon.mjs [out.png]
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 128;
const SS = 4;
const out = process.argv[2] ?? new URL('../media/icon.png', import.meta.url);

const BLUE = [50, 108, 229];
const WHITE = [255, 255, 255];

/** Distance to a rounded square covering the canvas (negative inside). */
function roundedSquare(x, y) {
  const r = 24;
  const h = SIZE / 2 - 2;
  const qx = Math.abs(x - SIZE / 2) - (h - r);
  const qy = Math.abs(y - SIZE / 2) - (h - r);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

function segment(px, py, ax, ay, bx, by) {
  const dx = bx - ax, dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

// Pointy-top hexagon (as in media/pods.svg, scaled from 24 to 128).
const s = SIZE / 24;
const hex = [[12, 2.8], [20.3, 7.4], [20.3, 16.6], [12, 21.2], [3.7, 16.6], [3.7, 7.4]].map(([x, y]) => [x * s, y * s]);

function white(x, y) {
  const stroke = 1.6 * s / 2;
  let d = Infinity;
  for (let i = 0; i < hex.length; i++) {
    const [ax, ay] = hex[i];
    const [bx, by] = hex[(i + 1) % hex.length];
    d = Math.min(d, segment(x, y, ax, ay, bx, by));
  }
  const cx = 11 * s, cy = 11 * s, r = 3.6 * s;
  d = Math.min(d, Math.abs(Math.hypot(x - cx, y - cy) - r));
  d = Math.min(d, segment(x, y, 13.7 * s, 13.7 * s, 16.9 * s, 16.9 * s) - 0.4 * s);
  return d <= stroke;
}

const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y++) {
  const row = y * (SIZE * 4 + 1);
  raw[row] = 0; // filter: none
  for (let x = 0; x < SIZE; x++) {
    let a = 0, r = 0, g = 0, b = 0;
    for (let sy = 0; sy < SS; sy++) {
      for (let sx = 0; sx < SS; sx++) {
        const px = x + (sx + 0.5) / SS, py = y + (sy + 0.5) / SS;
        if (roundedSquare(px, py) > 0) continue;
        const c = white(px, py) ? WHITE : BLUE;
        a++; r += c[0]; g += c[1]; b += c[2];
      }
    }
    const o = row + 1 + x * 4;
    if (a) {
      raw[o] = Math.round(r / a); raw[o + 1] = Math.round(g / a); raw[o + 2] = Math.round(b / a);
      raw[o + 3] = Math.round((255 * a) / (SS * SS));
    }
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(SIZE, 0);
ihdr.writeUInt32BE(SIZE, 4);
ihdr[8] = 8; // bit depth
ihdr[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', ihdr),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(out, png);
console.log(`wrote ${out instanceof URL ? out.pathname : out} (${png.length} bytes)`);
