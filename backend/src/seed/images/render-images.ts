/**
 * Draws the demo images shipped in backend/public/images (nothing can be downloaded, and
 * stock photos would need licences): coastal scenes of the Sorrento coast painted from
 * gradients and silhouettes, 2x supersampled, saved as small JPEGs. Run it again only to
 * change the pictures:  node -r @swc-node/register backend/src/seed/images/render-images.ts
 * (jpeg-js comes with lighthouse, a dev dependency; nothing at run time needs this file).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const jpeg = require('jpeg-js') as { encode(img: { data: Buffer; width: number; height: number }, quality: number): { data: Buffer } };

type RGB = [number, number, number];
const W = 640;
const H = 400;
const S = 2; // supersampling
const SW = W * S;
const SH = H * S;

const hex = (h: string): RGB => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
const mix = (a: RGB, b: RGB, t: number): RGB => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const clamp = (v: number, lo = 0, hi = 1) => Math.max(lo, Math.min(hi, v));

/** A seeded wavy line: the skyline of hills and cliffs. */
function wave(seed: number, freq: number): (x: number) => number {
  const phases = [1, 2.3, 4.7, 9.1].map((k, i) => ({ k, p: Math.sin(seed * (i + 1) * 12.9898) * 43758.5453 }));
  return (x) => phases.reduce((s, { k, p }) => s + Math.sin(x * freq * k + p) / (k * 1.3), 0);
}

class Canvas {
  readonly px = new Float32Array(SW * SH * 3);

  each(fn: (x: number, y: number) => RGB | null, alpha = 1): void {
    for (let y = 0; y < SH; y++) {
      for (let x = 0; x < SW; x++) {
        const c = fn(x / SW, y / SH);
        if (c) this.blend(x, y, c, alpha);
      }
    }
  }

  blend(x: number, y: number, c: RGB, a: number): void {
    if (x < 0 || y < 0 || x >= SW || y >= SH) return;
    const i = (y * SW + x) * 3;
    this.px[i] = this.px[i]! + (c[0] - this.px[i]!) * a;
    this.px[i + 1] = this.px[i + 1]! + (c[1] - this.px[i + 1]!) * a;
    this.px[i + 2] = this.px[i + 2]! + (c[2] - this.px[i + 2]!) * a;
  }

  /** Fills a polygon given in 0..1 coordinates. */
  poly(points: Array<[number, number]>, c: RGB, a = 1): void {
    const pts = points.map(([x, y]) => [x * SW, y * SH] as const);
    const minY = Math.max(0, Math.floor(Math.min(...pts.map((p) => p[1]))));
    const maxY = Math.min(SH - 1, Math.ceil(Math.max(...pts.map((p) => p[1]))));
    for (let y = minY; y <= maxY; y++) {
      const xs: number[] = [];
      for (let i = 0; i < pts.length; i++) {
        const [x1, y1] = pts[i]!;
        const [x2, y2] = pts[(i + 1) % pts.length]!;
        if ((y1 <= y && y2 > y) || (y2 <= y && y1 > y)) xs.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
      }
      xs.sort((p, q) => p - q);
      for (let k = 0; k + 1 < xs.length; k += 2) for (let x = Math.ceil(xs[k]!); x <= Math.floor(xs[k + 1]!); x++) this.blend(x, y, c, a);
    }
  }

  rect(x0: number, y0: number, x1: number, y1: number, c: RGB, a = 1): void {
    this.poly([[x0, y0], [x1, y0], [x1, y1], [x0, y1]], c, a);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, c: RGB, a = 1): void {
    const x0 = Math.floor((cx - rx) * SW), x1 = Math.ceil((cx + rx) * SW);
    const y0 = Math.floor((cy - ry) * SH), y1 = Math.ceil((cy + ry) * SH);
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) {
      const dx = (x / SW - cx) / rx, dy = (y / SH - cy) / ry;
      if (dx * dx + dy * dy <= 1) this.blend(x, y, c, a);
    }
  }

  /** Fills everything between the curve y = f(x) and `bottom`. */
  ridge(f: (x: number) => number, bottom: number, c: RGB | ((x: number, y: number) => RGB), a = 1): void {
    for (let x = 0; x < SW; x++) {
      const top = Math.max(0, Math.floor(f(x / SW) * SH));
      for (let y = top; y < Math.min(SH, bottom * SH); y++) this.blend(x, y, typeof c === 'function' ? c(x / SW, y / SH) : c, a);
    }
  }

  jpeg(quality = 50): Buffer {
    const out = Buffer.alloc(W * H * 4);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
      for (let ch = 0; ch < 3; ch++) {
        let s = 0;
        for (let dy = 0; dy < S; dy++) for (let dx = 0; dx < S; dx++) s += this.px[((y * S + dy) * SW + (x * S + dx)) * 3 + ch]!;
        out[(y * W + x) * 4 + ch] = clamp(s / (S * S), 0, 255);
      }
      out[(y * W + x) * 4 + 3] = 255;
    }
    return jpeg.encode({ data: out, width: W, height: H }, quality).data;
  }
}

interface Palette { skyTop: RGB; skyHorizon: RGB; sun: RGB; seaNear: RGB; seaFar: RGB; haze: RGB; land: RGB; rock: RGB; sunX: number; sunY: number; sunR: number }
const PALETTES: Record<string, Palette> = {
  day: { skyTop: hex('#3d8fd6'), skyHorizon: hex('#cfe9f7'), sun: hex('#fff8dc'), seaNear: hex('#0b5e8a'), seaFar: hex('#3aa3c9'), haze: hex('#a9cbe0'), land: hex('#4f7a3a'), rock: hex('#b9a58c'), sunX: 0.78, sunY: 0.14, sunR: 0.05 },
  sunset: { skyTop: hex('#3b3f7a'), skyHorizon: hex('#f6a55c'), sun: hex('#ffe1a0'), seaNear: hex('#2c2f5a'), seaFar: hex('#d9845a'), haze: hex('#9c6d7d'), land: hex('#3a2f3f'), rock: hex('#5d4550'), sunX: 0.3, sunY: 0.5, sunR: 0.07 },
  golden: { skyTop: hex('#5b9bd1'), skyHorizon: hex('#f9d9a0'), sun: hex('#fff0c2'), seaNear: hex('#155f7d'), seaFar: hex('#7fb7c4'), haze: hex('#c3c2b8'), land: hex('#5e7a3c'), rock: hex('#c7a57c'), sunX: 0.2, sunY: 0.25, sunR: 0.05 },
  dusk: { skyTop: hex('#1f2a55'), skyHorizon: hex('#c77d8f'), sun: hex('#ffd3b0'), seaNear: hex('#16223f'), seaFar: hex('#7a5a7e'), haze: hex('#6c5f82'), land: hex('#2a2840'), rock: hex('#3d3552'), sunX: 0.62, sunY: 0.5, sunR: 0.045 },
};

const HOUSE_COLOURS = ['#f3d9a4', '#e9a87c', '#f6efe2', '#e7c26a', '#d98b6a', '#f0c9b5', '#fbe7c6', '#c9d6c4'].map(hex);

function base(c: Canvas, p: Palette, horizon: number): void {
  c.each((x, y) => {
    if (y < horizon) {
      const t = y / horizon;
      let col = mix(p.skyTop, p.skyHorizon, Math.pow(t, 1.4));
      const d = Math.hypot((x - p.sunX) * 1.6, y - p.sunY);
      col = mix(col, p.sun, clamp(1 - d / (p.sunR * 5)) * 0.55);
      if (d < p.sunR) col = mix(col, p.sun, clamp((p.sunR - d) / 0.004));
      return col;
    }
    const t = (y - horizon) / (1 - horizon);
    let col = mix(p.seaFar, p.seaNear, Math.pow(t, 0.7));
    const ripple = Math.sin(y * 900 * (0.6 + t) + Math.sin(x * 40 + y * 50) * 2);
    col = mix(col, p.skyHorizon, clamp(ripple * 0.5 + 0.5) * 0.05 * (1 - t));
    const glint = clamp(1 - Math.abs(x - p.sunX) / (0.03 + t * 0.12)) * (ripple > 0.55 ? 1 : 0) * (1 - t * 0.6);
    return mix(col, p.sun, glint * 0.6);
  });
}

function farIsland(c: Canvas, p: Palette, horizon: number, from: number, to: number, height: number, seed: number): void {
  const w = wave(seed, 9);
  c.ridge((x) => (x < from || x > to ? 2 : horizon - height * Math.sin(((x - from) / (to - from)) * Math.PI) * (0.8 + 0.2 * w(x))), horizon, p.haze, 0.9);
}

/** The hillside's top edge: high at the side it leans on, reaching the sea a little past the middle. */
function slope(u: number, top: number): number {
  return top + ((1.08 - top) / Math.pow(0.58, 1.5)) * Math.pow(u, 1.5);
}

function hillside(c: Canvas, p: Palette, left: boolean, top: number, horizonY: number, seed: number): void {
  const w = wave(seed, 7);
  const f = (x: number) => slope(left ? x : 1 - x, top) + w(x) * 0.025;
  void horizonY;
  c.ridge(f, 1, (x, y) => mix(p.land, p.rock, clamp((y - f(x)) * 3) * 0.5), 1);
}

function village(c: Canvas, p: Palette, left: boolean, top: number, horizonY: number, seed: number, count = 70): void {
  let s = seed;
  const rnd = () => ((s = (s * 16807) % 2147483647) / 2147483647);
  for (let i = 0; i < count; i++) {
    const u = 0.02 + rnd() * 0.4;
    const x = left ? u : 1 - u - 0.05;
    const y = Math.min(0.9, slope(u + 0.03, top) + 0.02 + rnd() * 0.16);
    void horizonY;
    const w = 0.025 + rnd() * 0.03, h = 0.03 + rnd() * 0.035;
    const col = mix(HOUSE_COLOURS[Math.floor(rnd() * HOUSE_COLOURS.length)]!, p.haze, 0.15);
    c.rect(x, y, x + w, y + h, col);
    c.rect(x, y + h * 0.85, x + w, y + h, mix(col, [0, 0, 0], 0.25));
    for (let k = 0; k < 2; k++) c.rect(x + w * (0.2 + k * 0.4), y + h * 0.3, x + w * (0.35 + k * 0.4), y + h * 0.6, mix(col, [40, 50, 70], 0.55));
  }
}

function faraglioni(c: Canvas, p: Palette, horizon: number): void {
  const stacks: Array<[number, number, number]> = [[0.52, 0.1, 0.22], [0.64, 0.09, 0.17], [0.74, 0.07, 0.12]];
  for (const [x, w, h] of stacks) {
    c.poly([[x - w / 2, horizon + 0.02], [x - w * 0.35, horizon - h * 0.7], [x - w * 0.15, horizon - h], [x + w * 0.25, horizon - h * 0.9], [x + w / 2, horizon + 0.02]], p.rock);
    c.poly([[x + w * 0.05, horizon + 0.02], [x + w * 0.25, horizon - h * 0.9], [x + w / 2, horizon + 0.02]], mix(p.rock, [0, 0, 0], 0.3));
  }
  c.ellipse(0.64, horizon - 0.02, 0.012, 0.025, mix(p.seaFar, [0, 0, 0], 0.5)); // the arch of the middle stack
}

function vesuvius(c: Canvas, p: Palette, horizon: number, cx: number, width: number, height: number): void {
  c.poly([[cx - width / 2, horizon], [cx - width * 0.12, horizon - height], [cx - width * 0.04, horizon - height * 0.96], [cx + width * 0.02, horizon - height * 1.02], [cx + width * 0.1, horizon - height * 0.93], [cx + width / 2, horizon]], mix(p.haze, p.land, 0.25));
}

function boat(c: Canvas, p: Palette, x: number, y: number, size: number, kind: 'speedboat' | 'gozzo' | 'ferry'): void {
  // wake
  c.poly([[x - size * 0.9, y + size * 0.04], [x - size * 0.1, y - size * 0.02], [x - size * 0.1, y + size * 0.08]], [255, 255, 255], 0.35);
  const hull: RGB = kind === 'gozzo' ? hex('#f4f1ea') : kind === 'ferry' ? hex('#ffffff') : hex('#fdfdfd');
  c.poly([[x - size * 0.5, y - size * 0.08], [x + size * 0.55, y - size * 0.08], [x + size * 0.38, y + size * 0.06], [x - size * 0.42, y + size * 0.06]], hull);
  c.rect(x - size * 0.46, y - size * 0.02, x + size * 0.45, y + size * 0.01, kind === 'gozzo' ? hex('#2e6fa3') : hex('#1d3557'));
  if (kind === 'speedboat') c.poly([[x - size * 0.15, y - size * 0.08], [x + size * 0.1, y - size * 0.08], [x + size * 0.02, y - size * 0.17], [x - size * 0.1, y - size * 0.17]], hex('#9fc9e6'));
  if (kind === 'gozzo') c.rect(x - size * 0.2, y - size * 0.2, x + size * 0.15, y - size * 0.18, hex('#f2f2f2'));
  if (kind === 'gozzo') for (const dx of [-0.18, 0.13]) c.rect(x + size * dx, y - size * 0.2, x + size * (dx + 0.015), y - size * 0.08, hex('#cccccc'));
  if (kind === 'ferry') {
    c.rect(x - size * 0.35, y - size * 0.2, x + size * 0.3, y - size * 0.08, hex('#f5f5f5'));
    for (let i = 0; i < 7; i++) c.rect(x - size * 0.32 + i * size * 0.085, y - size * 0.17, x - size * 0.27 + i * size * 0.085, y - size * 0.12, hex('#31577a'));
    c.rect(x - size * 0.05, y - size * 0.3, x + size * 0.05, y - size * 0.2, hex('#c0392b'));
  }
  void p;
}

function lemons(c: Canvas): void {
  const leaf = hex('#2f6b2a');
  const leafLight = hex('#4c8f3c');
  const branch: Array<[number, number, number]> = [[0.05, 0.08, 0.6], [0.15, 0.02, 0.5], [0.9, 0.1, 2.4], [0.98, 0.2, 2.8], [0.25, 0.12, 0.9], [0.8, 0.03, 2.2]];
  for (const [x, y, ang] of branch) {
    for (let i = 0; i < 5; i++) {
      const a = ang + (i - 2) * 0.45;
      c.ellipse(x + Math.cos(a) * 0.07, y + Math.sin(a) * 0.1, 0.05, 0.03, i % 2 ? leaf : leafLight);
    }
  }
  for (const [x, y] of [[0.12, 0.18], [0.2, 0.2], [0.86, 0.22], [0.93, 0.3], [0.27, 0.24]] as const) {
    c.ellipse(x, y, 0.035, 0.06, hex('#f2d43a'));
    c.ellipse(x - 0.01, y - 0.015, 0.012, 0.02, hex('#fbe98a'));
  }
}

function road(c: Canvas, p: Palette): (x: number) => number {
  const f = (x: number) => 0.78 - 0.12 * Math.sin(x * 2.2 + 0.4);
  c.ridge(f, 1, (x, y) => mix(p.rock, p.land, clamp((y - f(x)) * 4)), 1);
  c.ridge((x) => f(x) + 0.01, 1, hex('#5b5b5f'), 1);
  c.ridge((x) => f(x) + 0.09, 1, mix(p.land, [0, 0, 0], 0.2), 1);
  for (let x = 0; x < 1; x += 0.06) c.rect(x, f(x) + 0.045, x + 0.03, f(x) + 0.052, hex('#e8e2cf'));
  // low wall along the sea side
  c.ridge((x) => f(x) - 0.02, 1, hex('#e4dccb'), 0);
  for (let x = 0; x < 1; x += 0.004) c.rect(x, f(x) - 0.02, x + 0.004, f(x) + 0.005, hex('#e4dccb'));
  return f;
}

function car(c: Canvas, x: number, y: number, s: number): void {
  const body = hex('#1c1f26');
  c.poly([[x - s * 0.5, y], [x - s * 0.5, y - s * 0.12], [x - s * 0.3, y - s * 0.15], [x - s * 0.15, y - s * 0.27], [x + s * 0.2, y - s * 0.27], [x + s * 0.35, y - s * 0.15], [x + s * 0.5, y - s * 0.12], [x + s * 0.5, y]], body);
  c.poly([[x - s * 0.12, y - s * 0.16], [x - s * 0.05, y - s * 0.24], [x + s * 0.17, y - s * 0.24], [x + s * 0.27, y - s * 0.16]], hex('#8fb3cc'));
  for (const dx of [-0.3, 0.3]) c.ellipse(x + s * dx, y, s * 0.08, s * 0.13, hex('#0d0d0d'));
}

function scooter(c: Canvas, x: number, y: number, s: number): void {
  const body = hex('#8fd1c4');
  for (const dx of [-0.28, 0.28]) c.ellipse(x + s * dx, y, s * 0.1, s * 0.16, hex('#1a1a1a'));
  c.poly([[x - s * 0.4, y - s * 0.05], [x - s * 0.35, y - s * 0.28], [x - s * 0.05, y - s * 0.28], [x + s * 0.05, y - s * 0.08], [x + s * 0.2, y - s * 0.08], [x + s * 0.28, y - s * 0.45], [x + s * 0.36, y - s * 0.45], [x + s * 0.38, y - s * 0.05]], body);
  c.rect(x - s * 0.38, y - s * 0.34, x - s * 0.02, y - s * 0.28, hex('#6b4a3a'));
  c.rect(x + s * 0.22, y - s * 0.5, x + s * 0.42, y - s * 0.47, hex('#333333'));
  c.ellipse(x + s * 0.38, y - s * 0.4, s * 0.03, s * 0.05, hex('#fff6c8'));
}

function columns(c: Canvas, p: Palette): void {
  const stone = hex('#d9c7a3');
  c.rect(0, 0.82, 1, 1, hex('#b9a27a'));
  for (let i = 0; i < 7; i++) {
    const x = 0.08 + i * 0.13;
    const h = i === 3 ? 0.28 : 0.42 - ((i * 37) % 5) * 0.04;
    c.rect(x, 0.82 - h, x + 0.05, 0.82, mix(stone, p.rock, 0.2));
    for (let k = 1; k < 4; k++) c.rect(x + k * 0.0125, 0.82 - h, x + k * 0.0125 + 0.003, 0.82, mix(stone, [0, 0, 0], 0.2));
    c.rect(x - 0.008, 0.82 - h - 0.02, x + 0.058, 0.82 - h, stone);
  }
  c.rect(0.05, 0.36, 0.47, 0.39, stone);
}

function castle(c: Canvas, p: Palette, horizon: number): void {
  c.poly([[0.45, horizon + 0.02], [0.5, horizon - 0.12], [0.6, horizon - 0.17], [0.72, horizon - 0.12], [0.78, horizon + 0.02]], mix(p.land, p.rock, 0.4));
  const wall = hex('#d8c3a0');
  c.rect(0.53, horizon - 0.24, 0.68, horizon - 0.13, wall);
  c.rect(0.58, horizon - 0.31, 0.63, horizon - 0.2, wall);
  c.ellipse(0.605, horizon - 0.31, 0.025, 0.035, hex('#8c9aa3'));
  c.rect(0.2, horizon + 0.005, 0.46, horizon + 0.015, mix(p.rock, [255, 255, 255], 0.2));
}

function harbourFront(c: Canvas, p: Palette, horizon: number): void {
  let s = 7;
  const rnd = () => ((s = (s * 16807) % 2147483647) / 2147483647);
  for (let x = 0; x < 1; ) {
    const w = 0.05 + rnd() * 0.05, h = 0.18 + rnd() * 0.2;
    const col = HOUSE_COLOURS[Math.floor(rnd() * HOUSE_COLOURS.length)]!;
    const strong = [hex('#f08a5d'), hex('#f9d56e'), hex('#e8505b'), hex('#a7d7c5'), hex('#f6f1e9'), hex('#b8a1d9')][Math.floor(rnd() * 6)]!;
    const colour = rnd() > 0.4 ? strong : col;
    c.rect(x, horizon - h, x + w, horizon + 0.05, colour);
    for (let k = 0; k < 2; k++) c.ellipse(x + w * (0.3 + k * 0.4), horizon - h * 0.6, w * 0.1, 0.03, mix(colour, [30, 30, 50], 0.6));
    c.rect(x + w * 0.3, horizon - 0.05, x + w * 0.7, horizon + 0.05, mix(colour, [30, 30, 50], 0.5));
    x += w;
  }
  void p;
}

function grotto(c: Canvas): void {
  c.each((x, y) => {
    const d = Math.hypot((x - 0.5) * 1.1, (y - 0.78) * 1.5);
    if (d > 0.55) return hex('#0c0f14');
    if (y > 0.62) return mix(hex('#39b4ff'), hex('#0a3d7a'), clamp((d) / 0.55 + Math.sin(x * 80 + y * 30) * 0.05));
    return mix(hex('#0f2f4f'), hex('#0c0f14'), clamp(d / 0.55));
  });
}

type Feature = (c: Canvas, p: Palette, h: number) => void;
interface Scene { palette: keyof typeof PALETTES; horizon: number; features: Feature[] }

const coastRight: Feature = (c, p, h) => { farIsland(c, p, h, 0.45, 1.15, 0.14, 3); hillside(c, p, false, 0.3, h, 4); };
const SCENES: Record<string, Scene> = {
  'capri-faraglioni-day': { palette: 'day', horizon: 0.55, features: [(c, p, h) => farIsland(c, p, h, -0.1, 0.45, 0.2, 1), (c, p, h) => faraglioni(c, p, h), (c, p, h) => boat(c, p, 0.27, h + 0.2, 0.16, 'speedboat')] },
  'capri-faraglioni-sunset': { palette: 'sunset', horizon: 0.58, features: [(c, p, h) => farIsland(c, p, h, 0.75, 1.2, 0.15, 2), (c, p, h) => faraglioni(c, p, h)] },
  'capri-blue-grotto': { palette: 'day', horizon: 0.6, features: [(c) => grotto(c), (c, p) => boat(c, p, 0.5, 0.85, 0.22, 'gozzo')] },
  'capri-marina-boats': { palette: 'golden', horizon: 0.5, features: [(c, p, h) => hillside(c, p, true, 0.12, h, 9), (c, p, h) => village(c, p, true, 0.12, h, 11, 40), (c, p, h) => boat(c, p, 0.7, h + 0.25, 0.2, 'gozzo'), (c, p, h) => boat(c, p, 0.45, h + 0.38, 0.26, 'speedboat')] },
  'positano-village-day': { palette: 'day', horizon: 0.62, features: [(c, p, h) => hillside(c, p, true, 0.05, h, 5), (c, p, h) => village(c, p, true, 0.05, h, 5, 90), (c, p, h) => boat(c, p, 0.78, h + 0.22, 0.15, 'gozzo')] },
  'positano-village-dusk': { palette: 'dusk', horizon: 0.62, features: [(c, p, h) => hillside(c, p, false, 0.05, h, 6), (c, p, h) => village(c, p, false, 0.05, h, 8, 90)] },
  'amalfi-coast-day': { palette: 'golden', horizon: 0.52, features: [coastRight, (c, p, h) => village(c, p, false, 0.3, h, 13, 45), (c, p, h) => boat(c, p, 0.3, h + 0.28, 0.22, 'gozzo')] },
  'amalfi-lemons': { palette: 'golden', horizon: 0.6, features: [coastRight, (c) => lemons(c)] },
  'sorrento-cliffs-day': { palette: 'day', horizon: 0.5, features: [(c, p, h) => vesuvius(c, p, h, 0.7, 0.5, 0.17), (c, p, h) => { c.rect(0, h - 0.02, 0.5, 1, mix(p.rock, p.land, 0.2)); village(c, p, true, h - 0.1, h - 0.35, 21, 30); }, (c, p, h) => boat(c, p, 0.72, h + 0.3, 0.2, 'ferry')] },
  'sorrento-sunset': { palette: 'sunset', horizon: 0.6, features: [(c, p, h) => farIsland(c, p, h, 0.05, 0.55, 0.1, 4), (c, p, h) => hillside(c, p, false, 0.35, h, 12)] },
  'sorrento-lemons': { palette: 'day', horizon: 0.6, features: [(c, p, h) => vesuvius(c, p, h, 0.55, 0.6, 0.16), (c) => lemons(c)] },
  'naples-vesuvius-day': { palette: 'day', horizon: 0.6, features: [(c, p, h) => vesuvius(c, p, h, 0.55, 0.9, 0.3), (c, p, h) => { for (let i = 0; i < 60; i++) c.rect(i / 60, h - 0.03 - ((i * 7) % 5) * 0.01, i / 60 + 0.014, h + 0.01, mix(HOUSE_COLOURS[i % 8]!, p.haze, 0.4)); }, (c, p, h) => boat(c, p, 0.3, h + 0.25, 0.24, 'ferry')] },
  'naples-bay-dusk': { palette: 'dusk', horizon: 0.62, features: [(c, p, h) => vesuvius(c, p, h, 0.4, 0.8, 0.28), (c, p, h) => { for (let i = 0; i < 80; i++) { c.rect(i / 80, h - 0.02 - ((i * 13) % 7) * 0.008, i / 80 + 0.01, h, mix(p.land, [0, 0, 0], 0.3)); if (i % 3 === 0) c.rect(i / 80 + 0.003, h - 0.015, i / 80 + 0.006, h - 0.01, hex('#ffd27a')); } }] },
  'pompeii-ruins': { palette: 'golden', horizon: 0.82, features: [(c, p, h) => vesuvius(c, p, h, 0.6, 0.9, 0.35), (c, p) => columns(c, p)] },
  'vesuvius-crater': { palette: 'golden', horizon: 0.9, features: [(c, p, h) => { c.poly([[-0.1, h], [0.35, 0.35], [0.45, 0.33], [0.55, 0.36], [1.1, h]], hex('#6d5a4b')); c.poly([[0.36, 0.36], [0.45, 0.34], [0.54, 0.37], [0.5, 0.42], [0.4, 0.41]], hex('#3e3128')); c.ridge(() => 0.85, 1, hex('#8a7464')); }, (c) => { for (let i = 0; i < 6; i++) c.ellipse(0.48 + i * 0.03, 0.3 - i * 0.04, 0.04 + i * 0.01, 0.02 + i * 0.006, hex('#f2efe9'), 0.35); }] },
  'ischia-castle': { palette: 'golden', horizon: 0.6, features: [(c, p, h) => farIsland(c, p, h, -0.1, 0.35, 0.12, 8), (c, p, h) => castle(c, p, h), (c, p, h) => boat(c, p, 0.82, h + 0.25, 0.16, 'gozzo')] },
  'procida-harbour': { palette: 'day', horizon: 0.6, features: [(c, p, h) => harbourFront(c, p, h), (c, p, h) => boat(c, p, 0.3, h + 0.22, 0.2, 'gozzo'), (c, p, h) => boat(c, p, 0.72, h + 0.3, 0.22, 'gozzo')] },
  'boat-speedboat-sunset': { palette: 'sunset', horizon: 0.55, features: [(c, p, h) => faraglioni(c, p, h), (c, p, h) => boat(c, p, 0.3, h + 0.25, 0.3, 'speedboat')] },
  'boat-gozzo-day': { palette: 'day', horizon: 0.5, features: [coastRight, (c, p, h) => boat(c, p, 0.32, h + 0.28, 0.34, 'gozzo')] },
  'boat-ferry-day': { palette: 'golden', horizon: 0.52, features: [(c, p, h) => farIsland(c, p, h, 0.3, 0.95, 0.16, 14), (c, p, h) => boat(c, p, 0.45, h + 0.25, 0.4, 'ferry')] },
  'transfer-car-coast': { palette: 'golden', horizon: 0.5, features: [(c, p, h) => farIsland(c, p, h, 0.2, 0.9, 0.12, 15), (c, p) => { const f = road(c, p); car(c, 0.55, f(0.55) + 0.07, 0.18); }] },
  'transfer-car-dusk': { palette: 'dusk', horizon: 0.5, features: [(c, p, h) => vesuvius(c, p, h, 0.6, 0.6, 0.18), (c, p) => { const f = road(c, p); car(c, 0.35, f(0.35) + 0.07, 0.2); }] },
  'scooter-road-day': { palette: 'day', horizon: 0.5, features: [(c, p, h) => farIsland(c, p, h, 0.1, 0.7, 0.12, 16), (c, p) => { const f = road(c, p); scooter(c, 0.5, f(0.5) + 0.07, 0.22); }] },
  'scooter-road-sunset': { palette: 'sunset', horizon: 0.5, features: [(c, p, h) => faraglioni(c, p, h), (c, p) => { const f = road(c, p); scooter(c, 0.3, f(0.3) + 0.07, 0.24); }] },
  'cooking-lemons-table': { palette: 'golden', horizon: 0.55, features: [(c, p, h) => farIsland(c, p, h, 0.3, 1.0, 0.12, 17), (c) => { c.rect(0, 0.78, 1, 1, hex('#8a5a3b')); c.rect(0, 0.78, 1, 0.8, hex('#6e4529')); c.ellipse(0.3, 0.86, 0.12, 0.05, hex('#f6f1e6')); c.ellipse(0.3, 0.855, 0.08, 0.03, hex('#e9c46a')); c.ellipse(0.7, 0.87, 0.05, 0.06, hex('#f2d43a')); c.ellipse(0.78, 0.88, 0.05, 0.06, hex('#f2d43a')); c.rect(0.5, 0.62, 0.54, 0.84, hex('#3f6b3a')); }, (c) => lemons(c)] },
};

/** The default image of each tour category (and the generic fallback), by file name. */
const CATEGORY_IMAGES: Record<string, string> = {
  'private-boat-tour': 'boat-speedboat-sunset',
  'shared-boat-tour': 'boat-gozzo-day',
  'private-shore-excursion': 'positano-village-day',
  'cooking-class': 'cooking-lemons-table',
  'private-transfer': 'transfer-car-coast',
  'rent-scooter': 'scooter-road-day',
  default: 'amalfi-coast-day',
};

function render(name: string): Buffer {
  const scene = SCENES[name]!;
  const c = new Canvas();
  const p = PALETTES[scene.palette]!;
  base(c, p, scene.horizon);
  for (const f of scene.features) f(c, p, scene.horizon);
  return c.jpeg();
}

function main(): void {
  const root = join(__dirname, '../../../public/images');
  mkdirSync(join(root, 'tours'), { recursive: true });
  mkdirSync(join(root, 'categories'), { recursive: true });
  const only = process.argv[2];
  const rendered = new Map<string, Buffer>();
  for (const name of Object.keys(SCENES)) {
    if (only && name !== only) continue;
    const data = render(name);
    rendered.set(name, data);
    writeFileSync(join(root, 'tours', `${name}.jpg`), data);
    console.log(`tours/${name}.jpg ${Math.round(data.length / 1024)} KB`);
  }
  for (const [category, scene] of Object.entries(CATEGORY_IMAGES)) {
    const data = rendered.get(scene);
    if (!data) continue;
    writeFileSync(join(root, 'categories', `${category}.jpg`), data);
  }
}

main();
