// quantise.js — reduce an image's cells to a few colours for a colour nonogram (pure JS, no dependency).
//
// Interface
//   quantise(rgba, width, height, count) -> {palette, labels}
//     rgba: the cells' RGBA bytes (one pixel per cell); count: colours wanted, background included
//     (2–8).  palette: [{name, rgb}] with the background first (the colour most of the border has),
//     the inks after it, most used first; labels[i]: each cell's palette index.  Colours no cell
//     ends up using are dropped, so the palette may be shorter than count.
//   nameOf(rgb) -> "red" …                 the nearest of a few plain colour names
//
// "Most useful": starting colours are picked from a coarse histogram, each the one with the most cells
// weighted by its squared distance from those already picked (common and distinct), then refined by
// k-means (each cell to its nearest colour, each colour to the mean of its cells).

const ITERATIONS = 10;
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

export function quantise(rgba, width, height, count) {
  const cells = cellsOf(rgba);
  const { centres, labels } = kmeans(cells, seeds(cells, Math.max(2, Math.min(8, count))));
  const used = centres.map(() => 0);
  labels.forEach((l) => (used[l] += 1));
  const border = centres.map(() => 0);
  for (const i of borderIndexes(width, height)) border[labels[i]] += 1;
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
  return { palette, labels: labels.map((l) => index.get(l)) };
}
