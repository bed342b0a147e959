// shared/site.js — what the site says about itself in library.json (written by build_wheel.py):
// its name (--site-title), whether its puzzles' titles stay secret until solved (--hide-titles),
// whether it holds the picture packs (--no-pictures), and its puzzles.  One fetch per page, shared by
// the player page, About and the print page.
//
// Interface
//   loadSite() -> Promise<{title, named, pictures, hideTitles, collection, puzzles, loaded}>
//       title: the site's name ("Nonogram" unless the build named it; named: whether it did);
//       collection: true for a site built from an author's collections (--collection);
//       loaded: false when library.json could not be read (then no puzzles)
//   pageTitle(part) -> string     "part · <site name>", or the name alone
//   nameHeader(element)           write the site's name into a header element (as text)
// A site's name is text from the author's command line: it is only ever set as text, never markup.

import { displayText } from "./safe-text.js";

export const DEFAULT_NAME = "Nonogram";
const MAX_NAME = 120;

let name = DEFAULT_NAME;
let loading = null;

/** The facts of a parsed library.json (anything malformed reads as the project's defaults). */
export function siteFacts(data, loaded = true) {
  const own = typeof data?.title === "string" ? displayText(data.title).trim().slice(0, MAX_NAME) : "";
  return {
    title: own || DEFAULT_NAME,
    named: Boolean(own),
    pictures: data?.pictures !== false,
    hideTitles: data?.hide_titles === true,
    collection: data?.collection === true,
    puzzles: Array.isArray(data?.puzzles) ? data.puzzles : [],
    loaded,
  };
}

export function loadSite() {
  if (!loading) {
    loading = fetch("library.json")
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((data) => siteFacts(data))
      .catch(() => siteFacts(null, false));
    loading.then((site) => { name = site.title; });
  }
  return loading;
}

export const pageTitle = (part) => (part ? `${part} · ${name}` : name);

export function nameHeader(element) {
  if (element) element.textContent = name;
}
