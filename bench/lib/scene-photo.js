/*
 * A photo-like image made on the spot rather than committed: a sky and sea gradient, hills, boats
 * and texture at every scale (leaves, rock, ripples down to sensor grain), so encoders meet edges
 * and detail as in a real photo (a flat colour would make every variant trivially small and fast).
 * Used by the photos phase and by the media tests (backend/test/media).
 */
/* global Buffer */
const sharp = require('sharp');

/** Noise made small and enlarged, summed signed around zero: [size divisor, amplitude]. */
const TEXTURE = [[64, 40], [16, 28], [4, 18], [1, 10]];

async function scenePhoto(width, height, options = {}) {
  const seed = options.seed ?? 1;
  const boats = Array.from({ length: 12 }, (_, i) => {
    const x = ((i * 97 + seed * 31) % 100) / 100;
    const y = 0.62 + ((i * 13 + seed) % 30) / 100;
    return `<path d="M${x * width} ${y * height} l${width / 30} 0 l-${width / 120} ${height / 40} l-${width / 60} 0 z" fill="hsl(${(i * 47 + seed * 11) % 360},70%,50%)"/>`;
  }).join('');
  const hills = `<path d="M0 ${height * 0.55} C ${width * 0.2} ${height * 0.35}, ${width * 0.4} ${height * 0.6}, ${width * 0.6} ${height * 0.45} S ${width} ${height * 0.5}, ${width} ${height * 0.5} L ${width} ${height * 0.6} L 0 ${height * 0.6} z" fill="#4a6b3a"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b7dd8"/><stop offset="1" stop-color="#f2c98a"/></linearGradient>
      <linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d5c7a"/><stop offset="1" stop-color="#1f9bb3"/></linearGradient>
    </defs>
    <rect width="${width}" height="${height * 0.6}" fill="url(#sky)"/>
    <rect y="${height * 0.6}" width="${width}" height="${height * 0.4}" fill="url(#sea)"/>
    ${hills}${boats}
  </svg>`;
  const scene = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  for (const [divisor, amplitude] of TEXTURE) {
    const w = Math.max(1, Math.round(width / divisor));
    const h = Math.max(1, Math.round(height / divisor));
    const noise = await sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
    for (let i = 0; i < scene.length; i++) scene[i] = Math.max(0, Math.min(255, scene[i] + (((noise[i] - 128) * amplitude) >> 7)));
  }
  const image = sharp(scene, { raw: { width, height, channels: 3 } });
  switch (options.format ?? 'jpeg') {
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 85 }).toBuffer();
    case 'avif':
      return image.avif({ quality: 60, effort: 0 }).toBuffer();
    default:
      return image.jpeg({ quality: 90 }).toBuffer();
  }
}

module.exports = { scenePhoto };
