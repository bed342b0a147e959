// offline.js — registers the service worker (sw.js), shared by the player (app.js) and the editor.
//
// Interface
//   registerServiceWorker({ onDownloading }) -> Promise<boolean>
//     registers "sw.js?v=<site hash>"; true once that worker is active (or nothing new was
//     installing), false when offline support is unavailable or the install failed.
//     onDownloading({ firstVisit }) is called when a new worker starts precaching the site.
//     Sets <html data-offline="ready"> once a service worker is ready (tests wait for it).
//   whenSolverMayStart({ onDownloading }) -> Promise
//     registers as above and resolves when the solver's worker should start (see below).
//
// Why the URL carries the hash: the page fetches precache.json from the network on every visit
// (bypassing the HTTP cache: GitHub Pages sends max-age=600) and registers the service worker
// under a URL naming that hash, with updateViaCache "none", so a redeploy installs a new worker
// at once, which re-downloads everything with cache: "reload" (see sw.js).

const available = () => "serviceWorker" in navigator && location.protocol !== "file:";

export async function registerServiceWorker({ onDownloading } = {}) {
  if (!available()) return false;
  let version;
  try {
    const manifest = await (await fetch(`precache.json?fresh=${Date.now()}`, { cache: "no-store" })).json();
    version = manifest.hash;
  } catch {
    return false; // offline: keep the service worker we have
  }
  try {
    const firstVisit = !navigator.serviceWorker.controller;
    const registration = await navigator.serviceWorker.register(`sw.js?v=${version}`, { updateViaCache: "none" });
    navigator.serviceWorker.ready.then(() => {
      document.documentElement.dataset.offline = "ready";
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

/**
 * Register the service worker; resolve when the solver may start: at once when a service worker
 * already controls the page (it checks for a redeploy in the background), else once the new one
 * has precached the site and taken control, or has failed, or after 60 s.  On a first visit this
 * makes the solver read the 21 MB runtime from the fresh cache instead of downloading it twice.
 */
export function whenSolverMayStart(options = {}) {
  if (!available()) return Promise.resolve();
  const registered = registerServiceWorker(options);
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true });
    registered.then((ok) => (ok ? setTimeout(resolve, 1000) : resolve())); // in case no claim comes
    setTimeout(resolve, 60_000);
  });
}
