// app/about.js — the About / Credits view (#about): what the app is, and every source the site
// holds with its licence: the site's own puzzles (from library.json: each author's, with each
// puzzle's own licence), the picture sources (from pictures/packs.json, with their licence texts:
// only on a site that holds the picture packs), the bundled webpbn puzzles (only in the project's
// own library), Pyodide and the project itself (app/about-content.html, fetched beside this module).
//
// Interface
//   showAbout(section)   put about-content.html into the view, then the credits of what the site holds
//   clearAbout(section)  take it out again when another view shows: no word of it stays in the
//                        page while a picture, whose title is a secret, is played
// Contract: each credit is a list item with data-source="<id>" (twemoji, pixelarticons, webpbn,
// pyodide, nonogram, …; "author" for a group of the site's puzzles, with data-license) holding a
// link to the source and one to its licence when it has them.

import { loadIndex } from "../packs/packs.js";
import { el } from "../shared/dom.js";
import { loadSite } from "../shared/site.js";
import { puzzleCredits } from "./credits.js";

const BASE = new URL("pictures/", location.href);

/** What the pipeline does to every picture (CC-BY asks to say that they were changed). */
const MODIFIED = "The pictures are modified from the originals.";

/** Shown when packs.json cannot be loaded, so the credits never go missing. */
const KNOWN = [
  { id: "twemoji", name: "Twemoji", credit: "Twemoji, by Twitter, Inc and other contributors", license: "CC-BY 4.0",
    license_url: "https://creativecommons.org/licenses/by/4.0/", url: "https://github.com/jdecked/twemoji", note: "" },
  { id: "pixelarticons", name: "pixelarticons", credit: "pixelarticons, by Gerrit Halfmann", license: "MIT",
    license_url: "LICENSE-pixelarticons.txt", url: "https://github.com/halfmage/pixelarticons", note: "" },
];

export async function showAbout(section) {
  if (!section.querySelector(".about-body")) {
    const [body, site] = await Promise.all([loadBody(), loadSite()]);
    if (section.hidden || section.querySelector(".about-body")) return; // left (or shown twice) meanwhile
    fitToSite(body, site);
    section.append(body);
  }
  const list = section.querySelector("#picture-credits");
  if (!list || list.dataset.filled === "yes") return;
  const data = await loadIndex();
  const sources = Array.isArray(data?.sources) && data.sources.length ? data.sources : KNOWN;
  list.replaceChildren(...sources.map(credit));
  list.dataset.filled = data ? "yes" : "fallback";
}

/** Only what this site holds: no picture credits without the packs, no webpbn in an author's library. */
function fitToSite(body, site) {
  const keep = { pictures: site.pictures, bundled: !site.collection, "hidden-titles": site.hideTitles };
  for (const part of body.querySelectorAll("[data-when]")) if (!keep[part.dataset.when]) part.remove();
  const list = body.querySelector("#puzzle-credits");
  list?.querySelector(".loading")?.remove();
  const groups = puzzleCredits(site.puzzles, { hideTitles: site.hideTitles });
  list?.append(...groups.map(puzzleCredit));
  if (list && !list.children.length) list.append(el("li", { text: site.loaded ? "This site holds no puzzles of its own." : "The puzzles' credits could not be loaded." }));
}

/** One author's puzzles under one licence: "Ann Author (© 2026 Ann): 6 puzzles, “A”, “B”…  Licence: CC BY 4.0." */
function puzzleCredit({ author, copyright, license, licenseUrl, count, titles }) {
  const who = author || "Author not given";
  const also = copyright && !copyright.includes(author || "\u0000") ? ` (${copyright})` : "";
  const named = titles.length ? `: ${titles.map((t) => `“${t}”`).join(", ")}${titles.length < count ? ", …" : ""}` : "";
  const licence = !license ? "none given (ask the author before reusing them)"
    : licenseUrl ? Object.assign(link(licenseUrl, license), { className: "licence" }) : license;
  return el("li", { data: { source: "author", license: license || "" } }, [
    el("strong", { text: who, dir: "auto" }), `${also}, ${count} puzzle${count === 1 ? "" : "s"}${named}. Licence: `, licence, ".",
  ]);
}

export function clearAbout(section) {
  section.querySelector(".about-body")?.remove();
}

/** about-content.html as nodes (the site's own file; offline from the service worker's cache). */
async function loadBody() {
  let html;
  try {
    const response = await fetch(new URL("./about-content.html", import.meta.url));
    html = response.ok ? await response.text() : null;
  } catch {
    html = null;
  }
  const parsed = new DOMParser().parseFromString(html || "", "text/html");
  const body = parsed.querySelector(".about-body") || Object.assign(parsed.createElement("div"), {
    className: "about-body", textContent: "The credits could not be loaded.",
  });
  for (const slot of body.querySelectorAll("[data-app-version]")) slot.textContent = document.documentElement.dataset.version || "";
  return document.adoptNode(body);
}

function credit(source) {
  const licence = link(source.license_url, source.license || "its licence");
  licence.className = "licence";
  const note = [source.note, /modif/i.test(source.note || "") ? "" : MODIFIED].filter(Boolean).join(" ");
  return el("li", { data: { source: String(source.id || "") } }, [
    el("strong", {}, link(source.url, source.name || source.id)), `: ${source.credit || source.name}. Licence: `,
    licence, ". ", note, isRelative(source.license_url) ? noticeOf(source) : null,
  ]);
}

function link(url, text) {
  return el("a", { text, href: url ? new URL(url, BASE).href : null, rel: url && !isRelative(url) ? "noopener" : null });
}

const isRelative = (url) => typeof url === "string" && url && !/^[a-z]+:/i.test(url);

/** A licence shipped with the site (pixelarticons' MIT notice), shown in full on request. */
function noticeOf(source) {
  const text = el("pre", { class: "licence-text" });
  const details = el("details", {}, [el("summary", { text: `${source.name} licence notice` }), text]);
  details.addEventListener("toggle", async () => {
    if (!details.open || text.textContent) return;
    try {
      const response = await fetch(new URL(source.license_url, BASE));
      text.textContent = response.ok ? await response.text() : "The notice could not be loaded.";
    } catch {
      text.textContent = "The notice could not be loaded (offline).";
    }
  });
  return details;
}
