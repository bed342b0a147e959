// shared/storage.js — the one door to localStorage (the boot script that sets the theme before the
// page paints is the only other: boot/theme.js).  Every key carries the prefix "nonogram:", and
// every call survives storage that is missing, blocked (private browsing, a sandboxed frame: reading
// `localStorage` itself throws) or full: a read then finds nothing, a write says false, and the caller
// decides what to tell the player.  The stores of what the pages keep are built on it:
// shared/store.js (progress, puzzles, meta, collections), player/options.js, the editor's autosave
// (editor/startup.js) and drafts (editor/drafts.js).
//
// Interface (keys are given without the prefix)
//   storage.readText(key) -> string | null          storage.writeText(key, text) -> bool
//   storage.readJson(key, fallback = null) -> value (fallback when missing or not JSON)
//   storage.writeJson(key, value) -> bool           storage.remove(key) -> bool
//   storage.ids(kind) -> [id]      the sorted ids of every key "<kind>:<id>"
//   storage.take(keys) -> {key: text}   remove these keys, returning what they held (for putBack)
//   storage.putBack(taken) -> bool      write back what take() removed (an Undo)
//   createStorage(area)  the same over another Storage-like object (area() returns it): the tests'
//                        in-memory one; importing this module touches no browser API

export const PREFIX = "nonogram:";

/** The page's localStorage; null where there is none (node), a throw where it is blocked. */
const pageStorage = () => globalThis.localStorage ?? null;

export function createStorage(area = pageStorage) {
  const full = (key) => PREFIX + key;
  const storage = {
    readText(key) {
      try {
        return area()?.getItem(full(key)) ?? null;
      } catch {
        return null; // blocked: nothing stored
      }
    },

    writeText(key, text) {
      try {
        area().setItem(full(key), text);
        return true;
      } catch {
        return false; // missing, blocked or full
      }
    },

    readJson(key, fallback = null) {
      const text = storage.readText(key);
      if (text === null) return fallback;
      try {
        return JSON.parse(text) ?? fallback;
      } catch {
        return fallback; // corrupt entries read as missing
      }
    },

    writeJson(key, value) {
      let text;
      try {
        text = JSON.stringify(value);
      } catch {
        return false;
      }
      return storage.writeText(key, text);
    },

    remove(key) {
      try {
        area()?.removeItem(full(key));
        return true;
      } catch {
        return false;
      }
    },

    ids(kind) {
      const ids = [];
      const prefix = full(`${kind}:`);
      try {
        const store = area();
        for (let i = 0; i < (store?.length ?? 0); i++) {
          const key = store.key(i);
          if (key?.startsWith(prefix)) ids.push(key.slice(prefix.length));
        }
      } catch {
        // blocked: no ids
      }
      return ids.sort();
    },

    take(keys) {
      const taken = {};
      try {
        const store = area();
        for (const key of keys) {
          const text = store.getItem(full(key));
          if (text === null) continue;
          store.removeItem(full(key));
          taken[key] = text;
        }
      } catch {
        // blocked: what was taken so far is returned, so putBack restores exactly that
      }
      return taken;
    },

    putBack(taken) {
      try {
        for (const [key, text] of Object.entries(taken)) area().setItem(full(key), text);
        return true;
      } catch {
        return false;
      }
    },
  };
  return storage;
}

export const storage = createStorage();
