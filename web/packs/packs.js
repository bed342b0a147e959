// packs/packs.js — the picture packs (web/pictures/, made by scripts/make_pictures.py): loading them
// when needed, each picture's id and state, the filters, its secret title and the daily choice.
// No DOM here: library/picture-shelf.js draws the library's "Pictures" section and a pack's page,
// packs/open.js opens a picture for the player, player/secret-title.js keeps its title secret.
//
// Files (the pipeline's contract)
//   pictures/packs.json   {packs: [{id, file, name, colour, source, count, puzzles: [{width, height,
//                         grade}, … one per puzzle in pack order]}], sources: [{id, name, credit,
//                         license, license_url, url, note}]}
//   pictures/<id>.json    the pack: a list of puzzles in our JSON (title, author, license, goal,
//                         grade, rows, cols; colour ones colours, row_colours, col_colours)
// A mosaic (issue 29) is a pack whose entry has "mosaic": {rows: R, cols: C, title: the whole
// picture's name}: its file lists the R×C tiles row by row (tiles of a row share a height, of a
// column a width), each an ordinary puzzle played as a picture (#pictures/<pack>/<n>), titled never;
// the whole picture's title shows once every tile is solved (library/mosaic.js).
// Neither is precached: packs.json is fetched when the library first shows, a pack when one of
// its pictures (or its page) is opened; the service worker keeps what was fetched (sw.js).
//
// Interface
//   loadIndex() -> Promise<{packs, sources} | null>     null when it cannot be loaded (offline, first visit)
//   loadPack(packId) -> Promise<[puzzle] | null>         the pack's puzzles in our JSON
//   findPack(index, packId) -> pack | undefined
//   pictureId(packId, n) -> "pictures/<pack>/<n>"        its progress id (n is 1-based)
//   pictureLink(packId, n) -> "#pictures/<pack>/<n>"     its shareable route
//   coverTitle(n, info) -> "#3 · 20×20 · medium"         what is shown while the title is a secret
//   facts({width, height, grade}) -> "20×20 · medium"
//   pictureState(id) -> "solved" | "revealed" | "started" | "new"
//   knowsTitle(state) -> bool                            solved or revealed: the title is no secret
//   knownPictures() -> Map<pack id, [n]>                 the pictures with saved progress
//   forPlayer(pack, n, puzzle) -> puzzle                 the wire form the player takes, with the
//                                                        cover as its title and the secret in .picture
//   mosaicOf(pack) -> {rows, cols, title} | null         a mosaic pack's layout (below)
//   tileName(pack, n) -> "Tile 3 of 4"

import { loadSite } from "../shared/site.js";
import { clearProgress, loadMeta, loadProgress, progressIds, puzzleId, saveMeta } from "../shared/store.js";

const BASE = "pictures/";
let index = null; // the promise of packs.json (one fetch per page, retried after a failure)
const packs = new Map(); // pack id -> the promise of its puzzles
export const fetched = new Set(); // URLs loaded this visit (packs/open.js fetches them again once a service worker controls the page)

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const data = await response.json();
  fetched.add(url);
  return data;
}

function validIndex(data) {
  return data && Array.isArray(data.packs) && data.packs.every((p) =>
    typeof p.id === "string" && typeof p.name === "string" && Array.isArray(p.puzzles)) ? data : null;
}

export function loadIndex() {
  if (!index) {
    // a site built --no-pictures has no packs: asking would only log a 404 (shared/site.js says which)
    index = loadSite()
      .then((site) => (site.pictures ? getJson(`${BASE}packs.json`).then(validIndex) : null))
      .catch(() => null);
    index.then((data) => { if (!data) index = null; });
  }
  return index;
}

export async function loadPack(packId) {
  // packs.json not fetched yet (a picture's link on a fresh page): the contract names the pack's
  // file "<id>.json", so its fetch starts beside packs.json's instead of after it
  const guess = !index && /^[\w-]+$/.test(packId) ? `${packId}.json` : null;
  if (guess) fetchPack(packId, guess);
  const data = await loadIndex();
  const pack = data && findPack(data, packId);
  if (!pack) return null;
  const file = pack.file || `${pack.id}.json`;
  const list = await fetchPack(packId, file);
  return list || (guess && guess !== file ? fetchPack(packId, file) : null);
}

function fetchPack(packId, file) {
  if (packs.has(packId)) return packs.get(packId);
  const loading = getJson(BASE + file).then((list) => (Array.isArray(list) ? list : null)).catch(() => null);
  packs.set(packId, loading);
  loading.then((list) => { if (!list) packs.delete(packId); });
  return loading;
}

export const findPack = (data, packId) => data.packs.find((p) => p.id === packId);
export const pictureId = (packId, n) => `pictures/${packId}/${n}`;
export const pictureLink = (packId, n) => `#pictures/${encodeURIComponent(packId)}/${n}`;
export const coverTitle = (n, info) => `#${n} · ${facts(info)}`;
export const facts = ({ width, height, grade }) => [`${width}×${height}`, grade].filter(Boolean).join(" · ");

/** A picture's progress, unless it was saved for other clues (a pack reordered by a later build). */
function progressOf(id) {
  const progress = loadProgress(id);
  const meta = loadMeta(id);
  const current = cluesKey.get(id);
  if (progress && current && meta.clues && meta.clues !== current) return null;
  return progress;
}
const cluesKey = new Map(); // picture id -> puzzleId of its clues, once its pack is loaded

/**
 * Remember which clues a picture id stands for: progress saved for other clues (the pack changed
 * order in a later build) is dropped when the picture is opened, and not shown meanwhile.
 */
export function noteClues(id, puzzle, { opening = false } = {}) {
  const key = puzzleId(puzzle);
  cluesKey.set(id, key);
  const saved = loadMeta(id).clues;
  if (!opening || saved === key) return; // only a picture opened writes (a pack's page opens none)
  if (saved) {
    clearProgress(id);
    saveMeta(id, { clues: key, bestMs: undefined });
  } else saveMeta(id, { clues: key });
}

export function pictureState(id) {
  const progress = progressOf(id);
  if (progress?.revealed) return "revealed";
  if (progress?.solved) return "solved";
  return progress?.cells?.some((row) => /[^?]/.test(row)) ? "started" : "new";
}

export const knowsTitle = (state) => state === "solved" || state === "revealed";

/** The pictures this browser has progress for: pack id -> [n] (the search looks only among them). */
export function knownPictures() {
  const known = new Map();
  for (const id of progressIds()) {
    const [kind, packId, n] = id.split("/");
    if (kind !== "pictures" || !/^\d+$/.test(n || "")) continue;
    if (!known.has(packId)) known.set(packId, []);
    known.get(packId).push(Number(n));
  }
  return known;
}
export const progressFor = (id) => progressOf(id);

const RESERVED = new Set([..."." + "xX? #"]);

/** The palette with characters the grid can use (one character each, none reserved, no two alike). */
function playableColours(colours) {
  if (!Array.isArray(colours) || colours.length <= 2) return colours || [];
  const taken = new Set(["."]);
  const spare = [..."abcdefghijklmnopqrstuvwyzABCDEFGHIJKLMNOPQRSTUVWYZ"];
  return colours.map((c, i) => {
    if (i === 0) return { ...c, char: "." };
    let char = c.char;
    if (typeof char !== "string" || char.length !== 1 || RESERVED.has(char) || taken.has(char)) {
      char = spare.find((s) => !taken.has(s));
    }
    taken.add(char);
    return { ...c, char };
  });
}

export function forPlayer(pack, n, puzzle) {
  const colours = playableColours(puzzle.colours);
  const mosaic = mosaicOf(pack);
  const size = { width: puzzle.cols.length, height: puzzle.rows.length, grade: puzzle.grade };
  return {
    rows: puzzle.rows,
    cols: puzzle.cols,
    width: puzzle.cols.length,
    height: puzzle.rows.length,
    // a mosaic's tile is never named: its title would tell the whole picture's (mosaic.js names
    // the whole once every tile is solved)
    title: mosaic ? `${tileName(pack, n)} · ${facts(size)}` : coverTitle(n, size),
    pack: pack.name,
    author: puzzle.author || "",
    copyright: puzzle.copyright || "",
    license: puzzle.license || "",
    grade: puzzle.grade || "",
    black_and_white: colours.length <= 2,
    colours,
    row_colours: puzzle.row_colours || [],
    col_colours: puzzle.col_colours || [],
    link: pictureLink(pack.id, n),
    picture: { pack: pack.id, n, title: mosaic ? "" : puzzle.title || "", ...(mosaic && { mosaic }) },
  };
}

// ----- mosaics -------------------------------------------------------------------------------

/**
 * A mosaic pack's layout ({rows, cols, title}), or null for an ordinary pack (or a mosaic entry
 * whose rows × cols is not its number of tiles: then its tiles are listed as pictures).
 */
export function mosaicOf(pack) {
  const m = pack?.mosaic;
  const whole = (k) => Number.isInteger(k) && k >= 1;
  if (!m || !whole(m.rows) || !whole(m.cols) || m.rows * m.cols !== pack.puzzles.length) return null;
  return { rows: m.rows, cols: m.cols, title: typeof m.title === "string" ? m.title : "" };
}

/** A mosaic tile's place: "Tile 3 of 4" (its row and column are said by the board). */
export const tileName = (pack, n) => `Tile ${n} of ${pack.puzzles.length}`;
