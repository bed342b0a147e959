// app.js — the player page: routing between the library and a puzzle, opening files and share
// links, the solver's loading status, and the service worker (offline).
//
// Routes (location.hash): "" or "#library" → library; "#play/<id>" → a bundled puzzle (library.json)
// or one saved from a file / link; "#playtest/<code>" → the editor's play-test (nothing saved);
// any other "#<code>" → a share code (decoded by the worker, then
// saved and replaced by "#play/<id>").  All URLs are relative, so the site works under any sub-path.

import { SolverClient } from "./client.js";
import { whenSolverMayStart } from "./offline.js";
import { Player } from "./player.js";
import { loadProgress, loadPuzzle, puzzleId, savedPuzzles, savePuzzle } from "./store.js";

const $ = (id) => document.getElementById(id);
const statusBox = $("status");

function status(message, kind = "info") {
  statusBox.textContent = message;
  statusBox.dataset.kind = kind;
}

const engine = $("engine");
const offline = whenSolverMayStart({ onDownloading: showDownloading });
const client = new SolverClient({
  // On a first visit the worker waits for the service worker's precache, so that the runtime is
  // downloaded once (then served from the cache) rather than once by each of them.
  startAfter: offline,
  onStatus({ state, message }) {
    engine.dataset.state = state;
    document.documentElement.dataset.solver = state === "busy" ? "ready" : state;
    if (state === "loading") engine.innerHTML = '<span class="spinner" aria-hidden="true"></span> ';
    else engine.textContent = "";
    engine.append(state === "ready" || state === "busy" ? "Solver ready" : message);
    if (state === "error") status(message, "error");
  },
});

const player = new Player({ root: $("player-view"), client, status });
let library = [];

// ----- library -------------------------------------------------------------------------------

async function loadLibrary() {
  try {
    const response = await fetch("library.json");
    library = (await response.json()).puzzles;
  } catch {
    library = [];
    status("The puzzle library could not be loaded.", "error");
  }
}

function showLibrary() {
  player.close();
  $("player-view").hidden = true;
  $("library-view").hidden = false;
  setNav("library");
  const items = [
    ...library.map((p) => ({ id: p.id, puzzle: p })),
    ...savedPuzzles().filter(({ id }) => !library.some((p) => p.id === id)),
  ];
  $("library-list").replaceChildren(...items.map(({ id, puzzle }) => libraryItem(id, puzzle)));
}

function libraryItem(id, puzzle) {
  const total = puzzle.rows.length * puzzle.cols.length;
  const progress = loadProgress(id);
  const done = progress ? progress.cells.join("").replace(/\?/g, "").length : 0;
  const li = document.createElement("li");
  const a = document.createElement("a");
  a.href = `#play/${encodeURIComponent(id)}`;
  a.dataset.id = id;
  const title = document.createElement("div");
  title.className = "title";
  title.textContent = puzzle.title || "Untitled puzzle";
  const meta = document.createElement("div");
  meta.className = "meta";
  const state = progress?.solved ? "solved" : done ? `${Math.round((100 * done) / total)}% done` : "not started";
  meta.textContent = `${puzzle.cols.length}×${puzzle.rows.length} · ${state}` +
    (puzzle.author ? ` · ${puzzle.author}` : "");
  a.append(title, meta);
  if (progress?.solved) {
    const mark = document.createElement("span");
    mark.className = "solved-mark";
    mark.textContent = " ✓ Solved";
    title.append(mark);
  }
  li.append(a);
  return li;
}

function setNav(page) {
  for (const a of document.querySelectorAll("header nav a")) {
    if (a.dataset.page === page) a.setAttribute("aria-current", "page");
    else a.removeAttribute("aria-current");
  }
}

// ----- playing -------------------------------------------------------------------------------

function play(id) {
  const puzzle = library.find((p) => p.id === id) || loadPuzzle(id);
  if (!puzzle) {
    status("That puzzle is not in this browser's library any more.", "error");
    location.hash = "#library";
    return;
  }
  $("library-view").hidden = true;
  $("player-view").hidden = false;
  setNav("play");
  document.title = `${puzzle.title || "Puzzle"} · Nonogram`;
  player.open(id, puzzle);
}

/** Puzzles from the worker's "load" → stored, then the first one opened. */
function openLoaded(puzzles, source) {
  const playable = puzzles.filter((p) => p.black_and_white);
  if (!playable.length) {
    status(`${source}: colour puzzles can be read but not played yet.`, "error");
    return;
  }
  let first = null;
  for (const puzzle of playable) {
    const id = puzzleId(puzzle);
    if (!savePuzzle(id, puzzle)) status("This browser cannot store the puzzle; progress will not be kept.", "error");
    first ??= id;
  }
  location.hash = `#play/${encodeURIComponent(first)}`;
  if (playable.length > 1) status(`${source} holds ${playable.length} puzzles; all are in the library.`, "info");
}

async function openFile(file) {
  if (file.size > 5_000_000) {
    status(`${file.name} is too large to be a puzzle (${Math.round(file.size / 1e6)} MB).`, "error");
    return;
  }
  status(`Opening ${file.name}…`, "info");
  try {
    const text = await file.text();
    const { puzzles } = await client.request("load", { text, filename: file.name });
    openLoaded(puzzles, file.name);
  } catch (error) {
    if (error.type !== "Cancelled") status(`${file.name}: ${error.message}`, "error");
  }
}

async function openCode(code) {
  status("Opening the shared puzzle…", "info");
  try {
    const { puzzles } = await client.request("load", { code });
    openLoaded(puzzles, "The link");
  } catch (error) {
    status(`This link does not hold a puzzle: ${error.message}`, "error");
    history.replaceState(null, "", "#library");
    showLibrary();
  }
}

async function share() {
  try {
    const { code } = await client.request("share", { puzzle: player.puzzle });
    const url = new URL(`#${code}`, location.href).href;
    await navigator.clipboard?.writeText(url).catch(() => {});
    status(`Share link: ${url}`, "info");
  } catch (error) {
    status(error.message, "error");
  }
}

/** "#playtest/<code>" (the editor's Play-test button): the player on a design, saving nothing. */
async function playtest(code) {
  try {
    const { puzzles } = await client.request("load", { code });
    $("library-view").hidden = true;
    $("player-view").hidden = false;
    setNav("play");
    player.open(null, puzzles[0]); // no id: the player keeps no progress
    status("Play-test: progress is not saved.", "info");
  } catch (error) {
    status(`This play-test link does not hold a puzzle: ${error.message}`, "error");
  }
}

function route() {
  const hash = decodeURIComponent(location.hash.slice(1));
  if (!hash || hash === "library") showLibrary();
  else if (hash.startsWith("play/")) play(hash.slice(5));
  else if (hash.startsWith("playtest/")) playtest(location.hash.slice("#playtest/".length));
  else openCode(location.hash.slice(1));
}

// ----- wiring --------------------------------------------------------------------------------

$("open-file").addEventListener("change", (e) => {
  const [file] = e.target.files;
  if (file) openFile(file);
  e.target.value = "";
});
$("share").addEventListener("click", share);
document.addEventListener("dragover", (e) => {
  e.preventDefault();
  document.body.classList.add("dragging");
});
document.addEventListener("dragleave", () => document.body.classList.remove("dragging"));
document.addEventListener("drop", (e) => {
  e.preventDefault();
  document.body.classList.remove("dragging");
  const [file] = e.dataTransfer.files;
  if (file) openFile(file);
});
window.addEventListener("hashchange", route);
window.addEventListener("pagehide", () => player.saveNow());

/** What the engine line says while a new service worker downloads the site. */
function showDownloading({ firstVisit, worker }) {
  engine.dataset.precache = "running";
  worker.addEventListener("statechange", () => {
    if (worker.state === "redundant") engine.dataset.precache = "failed";
  });
  if (firstVisit) engine.replaceChildren(engine.firstChild || "", "Downloading the app for offline use (about 21 MB)…");
}

await loadLibrary();
route();
