// library/daily-choice.js — which picture is the daily puzzle of a date (library/daily.js): the same
// for everybody with the same packs.json, and no picture twice before every suitable one has had its
// day.  Pure (no DOM, no storage): node --test checks it.
//
// Interface
//   dailyChoice(index, day) -> {pack, n, info} | null   the picture of "YYYY-MM-DD" in packs.json's
//                                         index (null when it lists no picture)

import { mosaicOf } from "../packs/packs.js";

/** Pictures that suit a daily puzzle: 10×10 to 20×20, neither trivial nor hard. */
const suitsDaily = ({ width, height, grade }) =>
  Math.min(width, height) >= 10 && Math.max(width, height) <= 20 && (grade === "easy" || grade === "medium");

const gcd = (a, b) => (b ? gcd(b, a % b) : a);

/**
 * The picture of a date ("YYYY-MM-DD"), the same for everybody with the same packs.json: the
 * suitable pictures in packs.json order (all of them when none suits), walked with a stride near
 * 0.618 of their number that shares no factor with it, so consecutive days land far apart and no
 * picture repeats before every one has had its day.
 */
export function dailyChoice(data, day) {
  // a mosaic's tile is a part of a picture: never a day's picture
  const all = data.packs.filter((pack) => !mosaicOf(pack)).flatMap((pack) => pack.puzzles.map((info, i) => ({ pack, n: i + 1, info })));
  const suitable = all.filter(({ info }) => suitsDaily(info));
  const pool = suitable.length ? suitable : all;
  if (!pool.length) return null;
  const [y, m, d] = day.split("-").map(Number);
  const dayNumber = Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
  let stride = Math.max(1, Math.round(pool.length * 0.618));
  while (gcd(stride, pool.length) !== 1) stride += 1;
  const at = (((dayNumber % pool.length) * stride) % pool.length + pool.length) % pool.length;
  return pool[at];
}
