// offline/kept.js — the files kept for offline use by content hash (precache.json's "lazy": the Pyodide
// runtime, the wheel, the picture packs), in the Cache Storage cache that sw.js serves them from.
// Shared by the solver's worker (solver/worker.js), which keeps the runtime as it downloads it on a first
// visit (before any service worker controls it), and the page (offline/register.js), which keeps the rest
// once the solver is ready.
//
// Interface
//   keptFetch(url, hash, fetcher?) -> Promise<Response>   the kept copy, else the network's (kept
//       once its content proves to have the hash: a copy the HTTP cache held from an older deploy
//       is not kept under the new hash)
//   isKept(url, hash) -> Promise<boolean>
//   keepAll(manifest, base) -> Promise<boolean>   keep every file of the manifest's "lazy" (true:
//       all of them are kept now)
// Every function works without Cache Storage (private browsing, storage full): it then fetches
// and keeps nothing.

export const KEPT = "nonogram-lazy"; // sw.js: LAZY

const keyOf = (url, hash) => `${url}?h=${hash}`;

async function keptCache() {
  try {
    return typeof caches === "undefined" ? null : await caches.open(KEPT);
  } catch {
    return null; // storage unavailable
  }
}

export async function isKept(url, hash) {
  const cache = await keptCache();
  return Boolean(cache && (await cache.match(keyOf(url, hash)).catch(() => null)));
}

export async function keptFetch(url, hash, fetcher = fetch) {
  const cache = await keptCache();
  const kept = cache && (await cache.match(keyOf(url, hash)).catch(() => null));
  if (kept) return kept;
  const response = await fetcher(url);
  if (cache && response.ok) keep(cache, url, hash, response.clone()).catch(() => {});
  return response;
}

/** Store a response under its hash once its bytes prove to have it. */
async function keep(cache, url, hash, response) {
  const body = await response.arrayBuffer();
  if ((await hashOf(body)) !== hash) return false;
  const type = response.headers.get("content-type");
  await cache.put(keyOf(url, hash), new Response(body, { headers: type ? { "content-type": type } : {} }));
  return true;
}

async function hashOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Keep every "lazy" file of the manifest that is not kept yet, a few at a time.  A file first comes
 * from the HTTP cache when it is there (the page and the worker fetched most of them moments ago),
 * from the network again when that copy is not the manifest's.
 */
export async function keepAll(manifest, base) {
  const cache = await keptCache();
  if (!cache) return false;
  const queue = Object.entries(manifest.lazy || {});
  let complete = true;
  const next = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [path, hash] = item;
      const url = new URL(path, base).href;
      try {
        if (await cache.match(keyOf(url, hash))) continue;
        const kept = (await keep(cache, url, hash, await fetch(url)))
          || (await keep(cache, url, hash, await fetch(url, { cache: "reload" })));
        complete &&= kept;
      } catch {
        complete = false; // offline, or storage full: the next visit tries again
      }
    }
  };
  await Promise.all([next(), next(), next()]);
  return complete;
}
