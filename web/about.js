// about.js — the About / Credits view (#about): what the app is, and every source it ships with
// its licence: the picture sources (from pictures/packs.json, with their licence texts), the bundled
// webpbn puzzles, Pyodide and the project itself (written in index.html's #about-view).
//
// Interface
//   showAbout(section)   fill the view's picture credits (packs.json, loaded when first needed);
//                        the rest of the view is static HTML
// Contract: each credit is a list item with data-source="<id>" (twemoji, pixelarticons, webpbn,
// pyodide, nonogram, …) holding a link to the source and one to its licence.

import { loadIndex } from "./pictures.js";

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
  const list = section.querySelector("#picture-credits");
  if (!list || list.dataset.filled === "yes") return;
  const data = await loadIndex();
  const sources = Array.isArray(data?.sources) && data.sources.length ? data.sources : KNOWN;
  list.replaceChildren(...sources.map(credit));
  list.dataset.filled = data ? "yes" : "fallback";
}

function credit(source) {
  const li = document.createElement("li");
  li.dataset.source = String(source.id || "");
  const name = document.createElement("strong");
  name.append(link(source.url, source.name || source.id));
  const licence = link(source.license_url, source.license || "its licence");
  licence.className = "licence";
  li.append(name, `: ${source.credit || source.name}. Licence: `, licence, ". ");
  const note = [source.note, /modif/i.test(source.note || "") ? "" : MODIFIED].filter(Boolean).join(" ");
  li.append(note);
  if (isRelative(source.license_url)) li.append(noticeOf(source));
  return li;
}

function link(url, text) {
  const a = document.createElement("a");
  a.textContent = text;
  if (url) a.href = new URL(url, BASE).href;
  if (url && !isRelative(url)) a.rel = "noopener";
  return a;
}

const isRelative = (url) => typeof url === "string" && url && !/^[a-z]+:/i.test(url);

/** A licence shipped with the site (pixelarticons' MIT notice), shown in full on request. */
function noticeOf(source) {
  const details = document.createElement("details");
  const summary = document.createElement("summary");
  summary.textContent = `${source.name} licence notice`;
  const text = document.createElement("pre");
  text.className = "licence-text";
  details.append(summary, text);
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
