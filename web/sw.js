// sw.js — offline support: precaches every file listed in precache.json (written by
// build_wheel.py: the app, the Pyodide runtime and the wheels) into a cache named after the
// manifest's hash, then answers same-origin GET requests from that cache first.
//
// Updates: the page registers "sw.js?v=<hash>" with updateViaCache: "none", so a redeploy (new
// hash) installs a new worker, which re-downloads everything with cache: "reload" (bypassing the
// HTTP cache: GitHub Pages sends max-age=600) and deletes the old caches once active.
// Requests with "fresh" in the query string always go to the network.

const PREFIX = "nonogram-";
const scope = new URL("./", self.location).href;
const version = new URL(self.location).searchParams.get("v");
const cacheName = (manifest) => PREFIX + (version || manifest.hash);

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const response = await fetch("precache.json", { cache: "reload" });
    const manifest = await response.clone().json();
    const cache = await caches.open(cacheName(manifest));
    const urls = ["./", ...manifest.files];
    await cache.addAll(urls.map((url) => new Request(url, { cache: "reload" })));
    await cache.put("precache.json", response);
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const manifest = version ? null : await (await caches.match("precache.json"))?.json();
    const keep = version ? PREFIX + version : manifest && cacheName(manifest);
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== keep) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || !request.url.startsWith(scope) || url.searchParams.has("fresh")) return;
  event.respondWith((async () => {
    const key = url.origin + url.pathname; // a directory URL is cached as "./" (index.html)
    const cache = version ? await caches.open(PREFIX + version) : caches;
    const cached = await cache.match(key, { ignoreSearch: true });
    return cached || fetch(request);
  })());
});
