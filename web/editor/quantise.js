// quantise.js — reduce an image to a few colours for a colour nonogram (pure JS, no dependency).
//
// Interface
//   quantiseCells(rgba, width, height, scale, count) -> {palette, labels}
//     rgba: the image drawn at scale × scale pixels a cell ((width·scale) × (height·scale) RGBA
//     bytes); count: colours wanted, background included (2–8).  palette: [{name, rgb}] with the
//     background first (the colour most of the border has), the inks after it, most used first;
//     labels[i]: each cell's palette index (row-major, width × height).  Colours no cell ends up
//     using are dropped, so the palette may be shorter than count.
//   thresholdCells(rgba, width, height, scale, threshold, invert) -> labels
//     black-and-white: each pixel dark (luminance below threshold; light with invert) or not, then
//     each cell filled by the same rule as a colour's (step 4 below): most of its pixels, or a thin
//     dark ridge (a one-cell stripe drawn across two cells keeps the one it covers most).
//     labels[i]: 1 filled, 0 empty (row-major, width × height).
//   nameOf(rgb) -> "red" …                 the nearest of a few plain colour names
//
// Why at several pixels a cell: a cell's average colour blends whatever it covers, so the edge of a
// red disc on white turns pink and a thin brown stem turns tan; k-means on averages then spends a
// colour on the blends (a "halo" ink that adds clue blocks) and loses the thin feature.  Here:
// 1. Blends are found at pixel level: a pixel whose colour lies between those of its two opposite
//    neighbours (across, down, or diagonally, one or two pixels away) is an anti-aliased edge.
// 2. The palette comes from the other pixels only: starting colours from a coarse histogram, each
//    the one with the most pixels weighted by its squared distance from those already picked
//    (common and distinct), refined by k-means.
// 3. Each pixel takes its nearest colour; a blend pixel only a colour of the pure pixels around it
//    (so red-on-green never becomes brown).
// 4. A cell takes the colour most of its pixels have, except that a thin feature survives: an ink
//    covering at least THIN of a cell, and more of it than the cells on both sides (across or
//    down), wins the cell (a stem narrower than a cell is not lost to the background).

const ITERATIONS = 10;
const THIN = 0.25; // share of a cell a thin feature's ink needs
const EDGE_CONTRAST = 3600; // squared RGB distance of two neighbours an edge blends (60 a channel)
const MAX_SAMPLE = 60_000; // pixels k-means works on (a stride through the pure ones)
const DIRECTIONS = [[0, 1], [1, 0], [1, 1], [1, -1]];
const NAMES = [
  ["white", [255, 255, 255]], ["black", [0, 0, 0]], ["grey", [128, 128, 128]], ["silver", [192, 192, 192]],
  ["red", [220, 40, 40]], ["dark red", [128, 20, 20]], ["orange", [245, 140, 30]], ["yellow", [245, 220, 40]],
  ["green", [50, 160, 60]], ["dark green", [20, 90, 30]], ["lime", [160, 220, 60]], ["teal", [20, 140, 140]],
  ["sky blue", [110, 180, 240]], ["blue", [40, 80, 220]], ["navy", [20, 30, 110]], ["purple", [130, 50, 170]],
  ["pink", [245, 150, 190]], ["brown", [130, 80, 40]], ["tan", [210, 180, 140]], ["cream", [250, 240, 200]],
];

const distance = (a, b) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
const hex = (rgb) => rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("").toUpperCase();

export function nameOf(rgb) {
  let best = NAMES[0];
  for (const entry of NAMES) if (distance(entry[1], rgb) < distance(best[1], rgb)) best = entry;
  return best[0];
}

function cellsOf(rgba) {
  const cells = [];
  for (let i = 0; i < rgba.length; i += 4) cells.push([rgba[i], rgba[i + 1], rgba[i + 2]]);
  return cells;
}

/** Starting colours: histogram buckets of 4 bits per channel, picked for count × distance². */
function seeds(cells, count) {
  const buckets = new Map();
  for (const cell of cells) {
    const key = cell.map((v) => v >> 4).join(",");
    const bucket = buckets.get(key) || { sum: [0, 0, 0], n: 0 };
    cell.forEach((v, i) => (bucket.sum[i] += v));
    bucket.n += 1;
    buckets.set(key, bucket);
  }
  const candidates = [...buckets.values()].map((b) => ({ rgb: b.sum.map((v) => v / b.n), n: b.n }));
  const picked = [];
  while (picked.length < count && picked.length < candidates.length) {
    let best = null;
    let bestScore = -1;
    for (const c of candidates) {
      const near = picked.length ? Math.min(...picked.map((p) => distance(p, c.rgb))) : 1;
      const score = c.n * near;
      if (score > bestScore) [best, bestScore] = [c, score];
    }
    if (bestScore <= 0) break;
    picked.push(best.rgb);
  }
  return picked;
}

function nearest(centres, cell) {
  let best = 0;
  for (let k = 1; k < centres.length; k++) if (distance(centres[k], cell) < distance(centres[best], cell)) best = k;
  return best;
}

function kmeans(cells, centres) {
  let labels = cells.map((cell) => nearest(centres, cell));
  for (let round = 0; round < ITERATIONS; round++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    cells.forEach((cell, i) => {
      const s = sums[labels[i]];
      cell.forEach((v, j) => (s[j] += v));
      s[3] += 1;
    });
    centres = centres.map((c, k) => (sums[k][3] ? sums[k].slice(0, 3).map((v) => v / sums[k][3]) : c));
    const next = cells.map((cell) => nearest(centres, cell));
    const same = next.every((l, i) => l === labels[i]);
    labels = next;
    if (same) break;
  }
  return { centres, labels };
}

function borderIndexes(width, height) {
  const out = [];
  for (let c = 0; c < width; c++) out.push(c, (height - 1) * width + c);
  for (let r = 1; r < height - 1; r++) out.push(r * width, r * width + width - 1);
  return out;
}

/** 1 for each pixel that blends its neighbours on two opposite sides (an anti-aliased edge). */
function blends(pixels, w, h) {
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) out[y * w + x] = isBlend(pixels, w, h, x, y) ? 1 : 0;
  }
  return out;
}

function isBlend(pixels, w, h, x, y) {
  const p = pixels[y * w + x];
  for (const [dy, dx] of DIRECTIONS) {
    for (let d = 1; d <= 2; d++) {
      const [ya, xa, yb, xb] = [y - d * dy, x - d * dx, y + d * dy, x + d * dx];
      if (ya < 0 || yb >= h || xa < 0 || xa >= w || xb < 0 || xb >= w) continue;
      const a = pixels[ya * w + xa];
      const b = pixels[yb * w + xb];
      const ab = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
      const length2 = ab[0] ** 2 + ab[1] ** 2 + ab[2] ** 2;
      if (length2 < EDGE_CONTRAST) continue;
      const t = ((p[0] - a[0]) * ab[0] + (p[1] - a[1]) * ab[1] + (p[2] - a[2]) * ab[2]) / length2;
      if (t < 0.1 || t > 0.9) continue;
      const off = distance(p, [a[0] + t * ab[0], a[1] + t * ab[1], a[2] + t * ab[2]]);
      if (off <= Math.max(300, 0.04 * length2)) return true;
    }
  }
  return false;
}

/** Each pixel's palette index: the nearest colour; for a blend, the nearest of the colours the
 *  pure pixels within two pixels have (the nearest of all when there are none). */
function labelPixels(pixels, blend, w, h, centres) {
  const labels = new Int16Array(pixels.length);
  pixels.forEach((p, i) => (labels[i] = blend[i] ? -1 : nearest(centres, p)));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!blend[i]) continue;
      const around = new Set();
      for (let yy = Math.max(0, y - 2); yy <= Math.min(h - 1, y + 2); yy++) {
        for (let xx = Math.max(0, x - 2); xx <= Math.min(w - 1, x + 2); xx++) {
          if (!blend[yy * w + xx]) around.add(labels[yy * w + xx]);
        }
      }
      const choices = around.size ? [...around] : centres.map((_, k) => k);
      labels[i] = choices.reduce((best, k) => (distance(centres[k], pixels[i]) < distance(centres[best], pixels[i]) ? k : best));
    }
  }
  return labels;
}

/** shares[cell][k]: the part of each cell's pixels labelled k. */
function cellShares(labels, width, height, scale, count) {
  const shares = Array.from({ length: width * height }, () => new Float64Array(count));
  const w = width * scale;
  const part = 1 / (scale * scale);
  labels.forEach((k, i) => {
    const cell = Math.floor(Math.floor(i / w) / scale) * width + Math.floor((i % w) / scale);
    shares[cell][k] += part;
  });
  return shares;
}

/** Each cell's colour: the most of its pixels, unless a thin ink's ridge runs through it. */
function cellLabels(shares, width, height) {
  return shares.map((s, i) => {
    const [r, c] = [Math.floor(i / width), i % width];
    let best = 0;
    s.forEach((v, k) => v > s[best] && (best = k));
    let thin = -1;
    s.forEach((v, k) => {
      if (k === best || v < THIN || (thin >= 0 && v <= s[thin])) return;
      // a ridge: no less than the cells on both sides, and more than one of them (along a stripe
      // the cells beside are alike: that is no ridge, or a stripe would widen into its neighbours)
      // (past the border counts as this cell again: a stripe along it is no ridge across it)
      const ridge = (a, b) => v >= a && v >= b && v > Math.min(a, b);
      const near = (rr, cc) => (rr < 0 || cc < 0 || rr >= height || cc >= width ? v : shares[rr * width + cc][k]);
      const across = ridge(near(r, c - 1), near(r, c + 1));
      const down = ridge(near(r - 1, c), near(r + 1, c));
      if (across || down) thin = k;
    });
    return thin >= 0 ? thin : best;
  });
}

function sample(pixels, limit) {
  if (pixels.length <= limit) return pixels;
  const stride = pixels.length / limit;
  return Array.from({ length: limit }, (_, k) => pixels[Math.floor(k * stride)]);
}

/** The palette in order (background, then inks by use), named, and each cell's index in it. */
function ordered(centres, cellLabel, width, height) {
  const used = centres.map(() => 0);
  cellLabel.forEach((l) => (used[l] += 1));
  const border = centres.map(() => 0);
  for (const i of borderIndexes(width, height)) border[cellLabel[i]] += 1;
  const lightness = (k) => centres[k].reduce((a, b) => a + b, 0);
  const background = centres.map((_, k) => k).sort((a, b) => border[b] - border[a] || lightness(b) - lightness(a))[0];
  const inks = centres.map((_, k) => k).filter((k) => k !== background && used[k]).sort((a, b) => used[b] - used[a]);
  const order = [background, ...inks];
  const index = new Map(order.map((k, i) => [k, i]));
  const seen = new Map();
  const palette = order.map((k) => {
    const base = nameOf(centres[k]);
    const n = (seen.get(base) || 0) + 1;
    seen.set(base, n);
    return { name: n > 1 ? `${base} ${n}` : base, rgb: hex(centres[k]) };
  });
  if (palette.length < 2) palette.push({ name: "black", rgb: "000000" }); // a blank image: one unused ink
  return { palette, labels: cellLabel.map((l) => index.get(l)) };
}

export function thresholdCells(rgba, width, height, scale, threshold, invert = false) {
  const labels = new Int16Array(rgba.length / 4);
  for (let i = 0; i < labels.length; i++) {
    const luminance = 0.2126 * rgba[4 * i] + 0.7152 * rgba[4 * i + 1] + 0.0722 * rgba[4 * i + 2];
    labels[i] = (luminance < threshold) !== invert ? 1 : 0;
  }
  return cellLabels(cellShares(labels, width, height, scale, 2), width, height);
}

export function quantiseCells(rgba, width, height, scale, count) {
  const [w, h] = [width * scale, height * scale];
  const pixels = cellsOf(rgba);
  const blend = blends(pixels, w, h);
  let pure = pixels.filter((_, i) => !blend[i]);
  if (pure.length < 0.2 * pixels.length) pure = pixels; // a photo's gradients: no edges to leave out
  const picked = sample(pure, MAX_SAMPLE);
  const { centres } = kmeans(picked, seeds(picked, Math.max(2, Math.min(8, count))));
  const labels = labelPixels(pixels, blend, w, h, centres);
  const cellLabel = cellLabels(cellShares(labels, width, height, scale, centres.length), width, height);
  return ordered(centres, cellLabel, width, height);
}
