// offline/register.js — registers the service worker (sw.js) and keeps the rest of the site for offline
// use; both pages' composition roots call it (app/main.js, editor/main.js).
//
// Interface
//   registerServiceWorker({ onDownloading, after }) -> Promise<boolean>
//     once `after` settles (the page passes its solver's `ready`: nothing competes with the
//     solver's download for the link), registers "sw.js?v=<site hash>"; true once that worker is
//     active (or nothing new was installing), false when offline support is unavailable or the
//     install failed.  onDownloading({ firstVisit, worker }) is called when a new worker starts
//     precaching the app's own files.  Then every file kept by content hash that is not kept yet
//     (the picture packs; the runtime, which the solver's worker keeps itself) is kept (kept.js).
//     Sets <html data-offline="ready"> once a service worker is ready and all of it is kept: from
//     then on the whole site works offline (tests and bench/first_visit.py wait for it).
//
// Why the URL carries the hash: the page fetches precache.json from the network on every visit
// (bypassing the HTTP cache: GitHub Pages sends max-age=600) and registers the service worker
// under a URL naming that hash, with updateViaCache "none", so a redeploy installs a new worker
// at once, which fetches the app's files again (see sw.js).

import { keepAll } from "./kept.js";

const available = () => "serviceWorker" in navigator && location.protocol !== "file:";

export async function registerServiceWorker({ onDownloading, after = null } = {}) {
  if (!available()) return false;
  await Promise.resolve(after).catch(() => {});
  let manifest;
  try {
    manifest = await (await fetch(`precache.json?fresh=${Date.now()}`, { cache: "no-store" })).json();
  } catch {
    return false; // offline: keep the service worker we have
  }
  try {
    const firstVisit = !navigator.serviceWorker.controller;
    const registration = await navigator.serviceWorker.register(`sw.js?v=${manifest.hash}`, { updateViaCache: "none" });
    const kept = keepAll(manifest, document.baseURI);
    Promise.all([navigator.serviceWorker.ready, kept]).then(([, all]) => {
      if (all) document.documentElement.dataset.offline = "ready";
    });
    const installing = registration.installing;
    if (!installing) return true;
    onDownloading?.({ firstVisit, worker: installing });
    return await new Promise((resolve) => {
      installing.addEventListener("statechange", () => {
        if (installing.state === "redundant") resolve(false);
        if (installing.state === "activated") resolve(true);
      });
    });
  } catch (error) {
    console.warn("offline support unavailable:", error);
    return false;
  }
}
