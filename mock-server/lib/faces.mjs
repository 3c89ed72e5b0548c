// Faces for the seeded tutors, so the demo shows people rather than initials: a simple portrait (shoulders, head,
// hair, eyes, a smile) drawn from a name by this file, as a PNG any upload could be. Our own drawing (no third-party
// artwork, nothing fetched): it works offline and its licence is the project's. The seed stores each face as the
// tutor's PhotoURL under the mock's /uploads, and the server writes the files there when it starts.
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 192;
const SAMPLES = 3; // per side: 9 samples a pixel, for smooth edges

const SKIN = [[0xf1, 0xc2, 0x9b], [0xe0, 0xa8, 0x7c], [0xc6, 0x86, 0x5a], [0x9c, 0x63, 0x3f], [0x6e, 0x44, 0x2b]];
// Darker than every skin tone, so the hair reads as hair.
const HAIR = [[0x2b, 0x1e, 0x17], [0x3a, 0x24, 0x18], [0x1c, 0x1c, 0x22], [0x4a, 0x2c, 0x1a], [0x26, 0x18, 0x12]];
const SHIRT = [[0x0d, 0x4d, 0x57], [0x1f, 0x7a, 0x4d], [0x3d, 0x5a, 0x99], [0x8a, 0x3b, 0x5c], [0x5b, 0x4b, 0x8a]];
const BACKGROUND = [[0xd3, 0xe7, 0xea], [0xdc, 0xef, 0xe0], [0xf3, 0xe6, 0xd2], [0xe6, 0xe0, 0xf2], [0xf2, 0xdc, 0xe0]];
const EYES = [0x22, 0x1a, 0x16];
const MOUTH = [0x8c, 0x3a, 0x32];

/** A small stable hash of the name, so a tutor keeps one face. */
function hash(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0;
  return h;
}

/** What one portrait is made of, chosen from the name. */
export function faceLook(name) {
  const h = hash(name);
  const pick = (list, shift) => list[(h >>> shift) % list.length];
  return { skin: pick(SKIN, 0), hair: pick(HAIR, 5), shirt: pick(SHIRT, 10), background: pick(BACKGROUND, 15), longHair: ((h >>> 20) & 1) === 1 };
}

/** The colour at (x, y) in a 0..1 square. */
function colourAt(look, x, y) {
  const inCircle = (cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  const inEllipse = (cx, cy, rx, ry) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
  // Front to back: the features on the face, then hair over the head, the head, the neck, the shoulders.
  if (inCircle(0.415, 0.44, 0.022) || inCircle(0.585, 0.44, 0.022)) return EYES;
  const smile = (x - 0.5) ** 2 + (y - 0.49) ** 2;
  if (y > 0.52 && smile <= 0.095 ** 2 && smile >= 0.075 ** 2) return MOUTH;
  const head = inEllipse(0.5, 0.45, 0.17, 0.2);
  const hairCap = inEllipse(0.5, 0.4, 0.19, 0.2) && (y < 0.36 || (y < 0.5 && Math.abs(x - 0.5) > 0.15));
  if (hairCap) return look.hair;
  if (head) return look.skin;
  if (look.longHair && inEllipse(0.5, 0.52, 0.22, 0.24) && y < 0.72) return look.hair;
  if (x > 0.44 && x < 0.56 && y > 0.58 && y < 0.74) return look.skin;
  if (inEllipse(0.5, 1.02, 0.36, 0.3)) return look.shirt;
  return look.background;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** The portrait for `name`, a SIZE × SIZE RGB PNG. */
export function facePng(name) {
  const look = faceLook(name);
  const stride = SIZE * 3 + 1;
  const raw = Buffer.alloc(stride * SIZE);
  for (let py = 0; py < SIZE; py += 1) {
    raw[py * stride] = 0; // filter: none
    for (let px = 0; px < SIZE; px += 1) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const c = colourAt(look, (px + (sx + 0.5) / SAMPLES) / SIZE, (py + (sy + 0.5) / SAMPLES) / SIZE);
          sum[0] += c[0];
          sum[1] += c[1];
          sum[2] += c[2];
        }
      }
      const at = py * stride + 1 + px * 3;
      for (let i = 0; i < 3; i += 1) raw[at + i] = Math.round(sum[i] / (SAMPLES * SAMPLES));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** The file a seeded tutor's face is stored as in the uploads folder. */
export const faceFileName = (slug) => `face-${slug}.png`;
export const isFaceFile = (name) => /^face-[a-z0-9-]+\.png$/.test(name);

const drawn = new Map();
/** facePng, drawn once per name in a process (the files are written again into a fresh uploads folder). */
export function faceFor(name) {
  let png = drawn.get(name);
  if (!png) {
    png = facePng(name);
    drawn.set(name, png);
  }
  return png;
}
