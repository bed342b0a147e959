// sw.js — offline support: precaches the app's own files listed in precache.json's "files"
// (written by build_wheel.py: pages, scripts, styles, the bundled puzzles; a few hundred kB) into a
// cache named after the manifest's hash, then answers same-origin GET requests from the caches first.
//
// Updates: the page registers "sw.js?v=<hash>" with updateViaCache: "none", so a redeploy (new
// hash) installs a new worker, which fetches those files again with cache: "no-cache" (the HTTP
// cache may answer only once the server confirms its copy: GitHub Pages sends max-age=600) and
// deletes the old caches once active.  Requests with "fresh" in the query string always go to the
// network.
//
// Kept by content hash (the manifest's "lazy": the Pyodide runtime and the wheel, which the
// solver's worker keeps as it downloads them, the picture packs, which the page keeps once the
// solver is ready: kept.js): not precached here, but served from the cache LAZY (under
// "<url>?h=<hash>") and kept there when fetched through this worker; an update keeps the entries
// whose hash is unchanged (no second download of an unchanged runtime) and drops the others.
// The cache SNAPSHOTS holds the solver's memory snapshot (worker.js), kept across updates too.

const PREFIX = "nonogram-";
const scope = new URL("./", self.location).href;
const version = new URL(self.location).searchParams.get("v");
const cacheName = (manifest) => PREFIX + (version || manifest.hash);
const LAZY = PREFIX + "lazy"; // kept.js: KEPT
const SNAPSHOTS = PREFIX + "snapshot"; // worker.js: SNAPSHOTS

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const response = await fetch("precache.json", { cache: "reload" });
    const manifest = await response.clone().json();
    const cache = await caches.open(cacheName(manifest));
    const urls = ["./", ...manifest.files];
    await cache.addAll(urls.map((url) => new Request(url, { cache: "no-cache" })));
    await cache.put("precache.json", response);
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const manifest = version ? null : await (await caches.match("precache.json"))?.json();
    const keep = version ? PREFIX + version : manifest && cacheName(manifest);
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && ![keep, LAZY, SNAPSHOTS].includes(name)) await caches.delete(name);
    }
    await pruneLazy();
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || !request.url.startsWith(scope) || url.searchParams.has("fresh")) return;
  event.respondWith((async () => {
    const key = url.origin + url.pathname; // a directory URL is cached as "./" (index.html)
    const lazy = await lazyKey(key);
    if (lazy) return fromLazy(request, lazy);
    const cache = version ? await caches.open(PREFIX + version) : caches;
    const cached = await cache.match(key, { ignoreSearch: true });
    return cached || fetch(request);
  })());
});

let lazyFiles = null; // the manifest's "lazy" ({relative url: hash}) of this worker's version

async function lazyManifest() {
  if (!lazyFiles) {
    const cache = version ? await caches.open(PREFIX + version) : caches;
    const manifest = await (await cache.match("precache.json"))?.json().catch(() => null);
    lazyFiles = manifest?.lazy || {};
  }
  return lazyFiles;
}

/** "<url>?h=<hash>" for a file loaded when needed, else null. */
async function lazyKey(key) {
  if (!key.startsWith(scope)) return null;
  const hash = (await lazyManifest())[key.slice(scope.length)];
  return hash ? `${key}?h=${hash}` : null;
}

async function fromLazy(request, key) {
  const cache = await caches.open(LAZY);
  const cached = await cache.match(key);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(key, response.clone());
  return response;
}

/** Drop the kept files this version no longer ships (or ships changed). */
async function pruneLazy() {
  const files = await lazyManifest();
  const wanted = new Set(Object.entries(files).map(([path, hash]) => `${scope}${path}?h=${hash}`));
  const cache = await caches.open(LAZY);
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }
}
