// app/main.js — the player page's composition root: it makes the page's parts, wires them to one
// another and to the routes, and loads the library; the parts live in their folders (app/ the
// shell, library/, player/, packs/, solver/, offline/).
//
// Routes (location.hash, app/router.js): "" or "#library" → library; "#collection/<cid>" → one
// collection's puzzles (library/library.js); "#pictures/<pack>" → a picture pack's page and
// "#pictures/<pack>/<n>" → its n-th picture, title secret until solved (library/picture-shelf.js,
// packs/open.js, player/secret-title.js); "#about" → About and credits (app/about.js); "#play/<id>" →
// a bundled puzzle (library.json) or one saved from a file / link; "#tutorial" → the tutorial (a 5×5
// with a coach: player/tutorial.js); "#playtest/<code>" → the editor's
// play-test (nothing saved); "#daily" and "#daily/<date>" → the daily puzzle (library/daily.js);
// any other "#<code>" → a share code (decoded by the worker, then saved and replaced by
// "#play/<id>": app/open.js); "#enter" → Enter a puzzle: typed or pasted clues (enter/enter-view.js).

import { EnterView, mountLibraryLink } from "../enter/enter-view.js";
import { dailyRoute, mountDaily } from "../library/daily.js";
import { ContinueShelf } from "../library/continue.js";
import { mountFilters } from "../library/filters.js";
import { Library } from "../library/library.js";
import { mountNewPuzzle } from "../library/new-puzzle.js";
import { PictureShelf } from "../library/picture-shelf.js";
import { registerServiceWorker } from "../offline/register.js";
import { openPicture, recacheWhenControlled } from "../packs/open.js";
import { Player } from "../player/player.js";
import { mountPrintButton } from "../player/print-button.js";
import { SecretTitle } from "../player/secret-title.js";
import { Coach } from "../player/tutorial.js";
import { SharePanel } from "../player/share.js";
import { loadSite, nameHeader } from "../shared/site.js";
import { solver as client } from "../solver/start.js";
import { Opener } from "./open.js";
import { Router } from "./router.js";
import { StatusLine, precaching, showEngine } from "./status.js";
import { Views } from "./views.js";

const $ = (id) => document.getElementById(id);

const line = new StatusLine();
const status = (message, kind, action) => line.say(message, kind, action);
// The solver started before this module arrived (solver/start.js); once it is ready, the service
// worker precaches the app's own files and the rest is kept for offline use (offline/register.js).
showEngine(client, { onError: (message) => status(message, "error") });
registerServiceWorker({ onDownloading: ({ worker }) => precaching(worker), after: client.ready });

const root = $("player-view");
const secret = new SecretTitle({ root });
const player = new Player({ root, client, status, sayComplete: (state) => secret.completed(state) });
const sharePanel = new SharePanel({
  root, client, status, game: { puzzle: () => player.puzzle, cells: () => player.view.getCells() },
});
mountPrintButton({ button: $("print"), client, status, game: { puzzle: () => player.puzzle } });
const continuing = new ContinueShelf($("continue"));
const library = new Library({ root: $("library-view"), status, continuing });
mountNewPuzzle({ client, status });
mountDaily();
mountLibraryLink($("library-view").querySelector(".library-head"));
const pictures = new PictureShelf($("pictures"));
$("library-list").before($("pictures"), $("puzzles-heading")); // after the daily and new-puzzle panels
recacheWhenControlled();
const coach = new Coach({ player, root, show: (id, puzzle) => views.showPuzzle(id, puzzle) });
const views = new Views({ line, player, sharePanel, library, pictures, secret, continuing });
let bundled = []; // the puzzles of library.json
const enter = new EnterView({ root: $("enter-view"), client, status, play: (puzzle) => opener.openLoaded([puzzle], "Your clues") });
const mend = (text, name) => {
  enter.take(text, name);
  location.hash = "#enter";
};
const opener = new Opener({ client, status, views, player, library, bundled: () => bundled, reroute: () => router.route(), mend });
views.addView("enter", { section: "enter-view", nav: "enter", bodyClass: "entering", leave: () => enter.leave() }, () => enter.show());

player.addEventListener("next", async () => {
  const picture = player.puzzle?.picture;
  if (picture && /^(pictures|daily)[/-]/.test(player.id || "")) {
    // a picture: its pack's next (a mosaic's tile: back to its board); a daily: one of its size
    const daily = player.id.startsWith("daily-");
    location.hash = (await (daily ? pictures.nextSimilar(picture.pack, picture.n) : pictures.nextAfter(picture.pack, picture.n)))
      || "#library";
    return;
  }
  const next = player.id && library.nextAfter(player.id);
  location.hash = next ? `#play/${encodeURIComponent(next)}` : "#library";
});

/** "#pictures/<pack>/<n>": the pack is loaded (once), then the picture opens. */
async function playPicture(packId, n) {
  const hash = location.hash;
  const found = await openPicture(packId, n);
  if (location.hash !== hash) return; // another route was taken meanwhile
  if (found.error) {
    views.carry(found.error, "error");
    location.replace("#library");
    return;
  }
  views.showPuzzle(found.id, found.puzzle);
}

function routePictures(path) {
  const [packId, n, ...rest] = path.split("/");
  if (n === undefined || n === "") views.showLibrary(null, packId);
  else if (/^\d+$/.test(n) && !rest.length) playPicture(packId, Number(n));
  else {
    views.carry(`“#pictures/${path}” is not a picture: links look like #pictures/<pack>/<number>.`, "error");
    location.replace("#library");
  }
}

const daily = { client, status, carry: (message, kind) => views.carry(message, kind) };
const router = new Router([
  { path: "", run: () => views.showLibrary() },
  { path: "library", run: () => views.showLibrary() },
  { path: "collection/", run: (id) => views.showLibrary(id) },
  { path: "play/", run: (id) => opener.play(id) },
  { path: "pictures/", run: (path) => routePictures(path) },
  { path: "about", run: () => views.showAbout() },
  { path: "tutorial", run: () => coach.start() },
  { path: "enter", run: () => views.showView("enter", "Enter a puzzle") },
  { path: "playtest/", run: (_, code) => opener.playtest(code) },
  { path: "daily", run: () => dailyRoute(null, daily) },
  { path: "daily/", run: (day) => dailyRoute(day, daily) },
], (code) => opener.openCode(code));

async function loadLibrary() {
  const site = await loadSite(); // library.json: the puzzles, and the site's name and options (shared/site.js)
  bundled = site.puzzles;
  if (!site.loaded) views.carry("The puzzle library could not be loaded.", "error");
  if (!site.pictures) views.leaveOutPictures();
  else if (site.collection) { // an author's site with the project's pictures: the author's puzzles first
    $("library-view").querySelector(".library-head").after($("puzzles-heading"), $("library-list"), $("library-foot"));
    mountFilters($("puzzles-heading"));
  }
  nameHeader($("site-name"));
  library.setBundled(bundled);
}

opener.listen();
router.listen();
window.addEventListener("pagehide", () => player.saveNow());
await loadLibrary();
router.route();
