// Unit tests of shared/storage.js over an in-memory Storage (node --test; no browser).
import assert from "node:assert/strict";
import test from "node:test";

import { PREFIX, createStorage } from "./storage.js";

/** What localStorage does, in memory; `room` entries at most (a full store refuses the next). */
class MemoryStorage {
  constructor(room = Infinity) {
    this.map = new Map();
    this.room = room;
  }
  get length() {
    return this.map.size;
  }
  key(i) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(key) {
    return this.map.has(key) ? this.map.get(key) : null;
  }
  setItem(key, value) {
    if (!this.map.has(key) && this.map.size >= this.room) throw new Error("QuotaExceededError");
    this.map.set(key, String(value));
  }
  removeItem(key) {
    this.map.delete(key);
  }
}

const blocked = () => {
  throw new Error("SecurityError: storage is blocked");
};

test("every key carries the prefix, and JSON comes back as it went in", () => {
  const area = new MemoryStorage();
  const storage = createStorage(() => area);
  assert.equal(storage.writeJson("meta:u1", { grade: "easy", bestMs: 4100 }), true);
  assert.deepEqual([...area.map.keys()], [`${PREFIX}meta:u1`]);
  assert.deepEqual(storage.readJson("meta:u1"), { grade: "easy", bestMs: 4100 });
  assert.equal(storage.writeText("option:auto-cross", "on"), true);
  assert.equal(area.getItem("nonogram:option:auto-cross"), "on"); // text stays text, no quotes
});

test("a missing or corrupt entry reads as the fallback", () => {
  const area = new MemoryStorage();
  area.setItem("nonogram:broken", "{not json");
  area.setItem("nonogram:nothing", "null");
  const storage = createStorage(() => area);
  assert.equal(storage.readJson("absent"), null);
  assert.deepEqual(storage.readJson("absent", []), []);
  assert.deepEqual(storage.readJson("broken", []), []);
  assert.deepEqual(storage.readJson("nothing", []), []);
  assert.equal(storage.readJson("nothing"), null);
});

test("blocked storage reads nothing and refuses writes without throwing", () => {
  const storage = createStorage(blocked);
  assert.equal(storage.readText("a"), null);
  assert.deepEqual(storage.readJson("a", { x: 1 }), { x: 1 });
  assert.equal(storage.writeJson("a", 1), false);
  assert.equal(storage.writeText("a", "1"), false);
  assert.equal(storage.remove("a"), false);
  assert.deepEqual(storage.ids("progress"), []);
  assert.deepEqual(storage.take(["a"]), {});
  assert.equal(storage.putBack({ a: "1" }), false);
});

test("no storage at all (node has no localStorage) is the same as blocked", () => {
  const storage = createStorage(() => null);
  assert.equal(storage.readText("a"), null);
  assert.equal(storage.writeText("a", "x"), false);
  assert.deepEqual(storage.ids("puzzle"), []);
});

test("a full store refuses a new entry but keeps the old ones", () => {
  const area = new MemoryStorage(1);
  const storage = createStorage(() => area);
  assert.equal(storage.writeJson("progress:a", { cells: ["#"] }), true);
  assert.equal(storage.writeJson("progress:b", { cells: ["x"] }), false);
  assert.deepEqual(storage.readJson("progress:a"), { cells: ["#"] });
  assert.equal(storage.writeJson("progress:a", { cells: ["?"] }), true); // replacing needs no room
});

test("a value JSON cannot write is refused, not thrown", () => {
  const storage = createStorage(() => new MemoryStorage());
  const loop = {};
  loop.self = loop;
  assert.equal(storage.writeJson("loop", loop), false);
});

test("ids lists one kind's ids, sorted, and nothing of other kinds or other sites' keys", () => {
  const area = new MemoryStorage();
  for (const key of ["nonogram:progress:b", "nonogram:progress:a", "nonogram:puzzle:c", "other:progress:d",
    "nonogram:progress-x:e"]) area.setItem(key, "1");
  const storage = createStorage(() => area);
  assert.deepEqual(storage.ids("progress"), ["a", "b"]);
  assert.deepEqual(storage.ids("puzzle"), ["c"]);
});

test("take removes what is there and putBack restores exactly that", () => {
  const area = new MemoryStorage();
  area.setItem("nonogram:puzzle:p", '{"rows":[]}');
  area.setItem("nonogram:meta:p", '{"grade":"hard"}');
  const storage = createStorage(() => area);
  const taken = storage.take(["puzzle:p", "progress:p", "meta:p"]);
  assert.deepEqual(taken, { "puzzle:p": '{"rows":[]}', "meta:p": '{"grade":"hard"}' });
  assert.equal(area.length, 0);
  assert.equal(storage.putBack(taken), true);
  assert.equal(area.getItem("nonogram:meta:p"), '{"grade":"hard"}');
  assert.equal(area.getItem("nonogram:progress:p"), null);
});
