// library/daily.js — the daily puzzle: one puzzle per local date, the same for everybody: a picture
// of the packs (library/daily-choice.js: a deterministic walk over the pictures in packs.json order, the
// suitable sizes only), its title a secret until solved; only when no pack can be loaded (offline on
// a first visit, a broken deploy) a generated one (its seed is the date, YYYYMMDD, and generation
// is deterministic), made in this browser.  Either is stored under its date's id on first opening,
// so a day's puzzle never changes once played, and works offline.
//
// Interface
//   DAILY                                  {width, height, difficulty} of a generated daily puzzle
//   localDate(date = new Date()) -> "YYYY-MM-DD"   the visitor's local calendar date
//   dailySeed("YYYY-MM-DD") -> 20261125    the seed (the date's digits)
//   dailyId(date) -> "daily-YYYY-MM-DD"    its library id (progress is kept under it)
//   streak(today) -> n                     days in a row solved, ending today (or yesterday, while
//                                          today's is still unsolved)
//   bestStreak() -> n                      the longest run of days in a row ever solved
//   dailyAgain(id) -> bool                 "#play/daily-<day>" not stored here (another browser's
//                                          link, a removed card): made again from its date
//   mountDaily()                           the "Daily puzzle" card above the library list
//   dailyRoute(day, {client, status, carry})   opens "#daily" (day null: today) or "#daily/YYYY-MM-DD"
//                                          (a shared day).  carry(message, kind) says something in the
//                                          view shown next (a bad date)
//
// The share link is "<page>#daily/YYYY-MM-DD": whoever opens it gets that day's puzzle; the card's
// "Copy link" button puts it on the clipboard (data-link holds it).

import { facts, forPlayer, loadIndex, loadPack, noteClues, pictureId } from "../packs/packs.js";
import { button, el } from "../shared/dom.js";
import { loadProgress, loadPuzzle, progressIds, savePuzzle } from "../shared/store.js";
import { dailyChoice } from "./daily-choice.js";
import { generate, keepGenerated, libraryPanel } from "./new-puzzle.js";

export const DAILY = { width: 15, height: 15, difficulty: "medium" };
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n) => String(n).padStart(2, "0");

export function localDate(date = new Date()) {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const dailySeed = (day) => Number(day.replaceAll("-", ""));
export const dailyId = (day) => `daily-${day}`;

function dayBefore(day, count) {
  const [, y, m, d] = DATE.exec(day).map(Number);
  return localDate(new Date(y, m - 1, d - count));
}

const solvedOn = (day) => Boolean(loadProgress(dailyId(day))?.solved);

export function streak(today = localDate()) {
  let start = solvedOn(today) ? 0 : 1;
  let count = 0;
  while (count < 3660 && solvedOn(dayBefore(today, start + count))) count++;
  return count;
}

/** The longest run of days in a row ever solved (the days' progress is kept even when their puzzle is removed). */
export function bestStreak() {
  const days = progressIds().map((id) => /^daily-(.+)$/.exec(id)?.[1]).filter((day) => day && validDay(day) && solvedOn(day));
  const solved = new Set(days);
  let best = 0;
  for (const day of solved) {
    if (solved.has(dayBefore(day, 1))) continue; // not the first day of its run
    let length = 1;
    while (solved.has(dayBefore(day, -length))) length++;
    best = Math.max(best, length);
  }
  return best;
}

function validDay(day) {
  const match = DATE.exec(day);
  if (!match) return false;
  return localDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) === day;
}

/** The day's picture as the player takes it (title: "Daily puzzle <day>", the secret in .picture), or null. */
async function dailyPicture(day) {
  const data = await loadIndex();
  const choice = data && dailyChoice(data, day);
  const puzzles = choice && (await loadPack(choice.pack.id));
  const puzzle = puzzles?.[choice.n - 1];
  if (!puzzle) return null;
  noteClues(pictureId(choice.pack.id, choice.n), puzzle);
  // the goal is kept as a generated daily's is (never shown: the page draws the player's own cells)
  return { ...forPlayer(choice.pack, choice.n, puzzle), goal: puzzle.goal, title: `Daily puzzle ${day}`, link: `#daily/${day}` };
}

async function openDay(day, { client, status }) {
  const id = dailyId(day);
  const picture = loadPuzzle(id) ? null : await dailyPicture(day);
  if (picture && !savePuzzle(id, picture)) {
    status("This browser cannot store the daily puzzle.", "error");
    return;
  }
  if (!loadPuzzle(id)) {
    status(`Making the daily puzzle for ${day}…`, "info");
    try {
      const result = await generate(client, { ...DAILY, seed: dailySeed(day) });
      result.puzzle.title = `Daily puzzle ${day}`;
      if (!keepGenerated(result, id)) {
        status("This browser cannot store the daily puzzle.", "error");
        return;
      }
    } catch (error) {
      if (error.type !== "Cancelled") status(`No daily puzzle: ${error.message}`, "error");
      return;
    }
  }
  location.replace(`#play/${encodeURIComponent(id)}`);
}

/** "#play/daily-YYYY-MM-DD" of a day this browser has not (or no longer) stored: made again, as "#daily/YYYY-MM-DD" makes it. */
export function dailyAgain(id) {
  const day = /^daily-(.+)$/.exec(id)?.[1];
  if (!day || !validDay(day)) return false;
  location.replace(`#daily/${day}`);
  return true;
}

export function dailyRoute(day, context) {
  day ??= localDate();
  if (!validDay(day)) {
    // said in the library, the view this link lands on (a message belongs to its view)
    context.carry(`“${day}” is not a date (YYYY-MM-DD).`, "error");
    location.replace("#library");
    return;
  }
  openDay(day, context);
}

/** What today's puzzle is, for the card: "a 15×15 · medium picture" (the stored one, else the day's choice). */
async function todaysKind(day) {
  if (loadPuzzle(dailyId(day))) return kindKnown(day);
  const data = await loadIndex();
  const choice = data && dailyChoice(data, day);
  return choice ? `a ${facts(choice.info)} picture` : `${DAILY.width}×${DAILY.height} ${DAILY.difficulty}`;
}

/** The same, from the stored puzzle alone ("a picture" when it is not stored yet). */
function kindKnown(day) {
  const stored = loadPuzzle(dailyId(day));
  if (!stored) return "a picture";
  const size = facts({ width: stored.cols.length, height: stored.rows.length, grade: stored.grade });
  return stored.picture ? `a ${size} picture` : size;
}

export function mountDaily() {
  const card = libraryPanel("daily-puzzle", "Daily puzzle");
  if (!card) return;
  card.classList.add("daily");
  const info = el("p", { class: "daily-info" });
  const play = el("a", { id: "daily-play", href: "#daily", class: "gen-button" });
  // "Copy link" (issue 24): the share link goes to the clipboard, not into a raw URL field
  const copied = el("span", { class: "daily-copied", "aria-live": "polite" }); // not role=status: the page has one
  const copy = button("Copy link", { id: "daily-copy", on: { click: () => copyLink(copy.dataset.link, copied) } });
  card.append(info, el("div", { class: "gen-row" }, [play, copy, copied]));

  const refresh = () => {
    const today = localDate();
    const days = streak(today);
    const best = Math.max(days, bestStreak());
    const solved = solvedOn(today);
    card.dataset.date = today;
    card.dataset.streak = String(days);
    card.dataset.bestStreak = String(best);
    const say = (what) => {
      info.textContent = `${today} · ${what} · ` +
        `${solved ? "solved ✓" : "not solved yet"} · streak: ${days} day${days === 1 ? "" : "s"} (best: ${best})`;
    };
    say(kindKnown(today));
    // packs.json is fetched only while the library shows (not for a puzzle opened by its link)
    setTimeout(async () => {
      if (card.offsetParent !== null) say(await todaysKind(today));
    });
    play.textContent = solved ? "Open today’s puzzle" : "Play today’s puzzle";
    copy.dataset.link = new URL(`#daily/${today}`, location.href).href;
  };
  refresh();
  window.addEventListener("hashchange", refresh);
}

/** Put the day's link on the clipboard and say so; where the clipboard is refused, show the link to copy by hand. */
async function copyLink(link, said) {
  try {
    await navigator.clipboard.writeText(link);
    said.textContent = "Link copied.";
  } catch {
    said.textContent = `Copy this link: ${link}`;
  }
}
