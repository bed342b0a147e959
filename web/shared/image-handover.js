// image-handover.js — hands an image file from the player to the editor's image import: the player,
// given a PNG/JPEG/GIF instead of a puzzle, keeps the file here and links to "editor.html#import";
// the editor takes it (once) and opens it in its image import.  IndexedDB, not sessionStorage:
// it keeps a Blob as it is (no data: URL) and holds images larger than sessionStorage's few MB.
//
// Interface
//   IMPORT_HASH                       "import": the editor's route that takes the handed image
//   handOver(file) -> Promise<bool>   keep the file (false when this browser cannot store it)
//   takeHandedOver() -> Promise<File | null>   the kept file, removed from storage (null when none)

export const IMPORT_HASH = "import";
const DB = "nonogram-handover";
const STORE = "files";
const KEY = "image";

function open() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Run one request on the store in a transaction of `mode`; its result once the transaction is done. */
async function run(mode, act) {
  const db = await open();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export async function handOver(file) {
  try {
    const kept = { blob: file.slice(0, file.size, file.type), name: file.name, type: file.type };
    await run("readwrite", (store) => store.put(kept, KEY));
    return true;
  } catch {
    return false;
  }
}

export async function takeHandedOver() {
  try {
    const kept = await run("readonly", (store) => store.get(KEY));
    if (!kept) return null;
    await run("readwrite", (store) => store.delete(KEY));
    return new File([kept.blob], kept.name, { type: kept.type });
  } catch {
    return null;
  }
}
