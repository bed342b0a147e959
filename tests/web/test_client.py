"""web/solver/client.js against a fake worker that speaks the worker's side of the wire protocol: replies
are posted as {id, json} (Python's JSON text, parsed once by the client), and the promise API is
what the player and editor rely on.  No Pyodide: the fake answers at once."""

from __future__ import annotations

import pytest

# A module worker: ready at once, then answers each request with the text in payload.json ("ID"
# replaced by the request's id), or with its object when payload.asObject (as workers did before);
# payload.before is posted first as it is (e.g. a stale reply).
FAKE_WORKER = """
self.postMessage({ kind: "ready", info: { fake: true } });
self.onmessage = ({ data: { id, payload } }) => {
  if (payload.before) self.postMessage(payload.before);
  const json = payload.json.replaceAll("ID", String(id));
  self.postMessage(payload.asObject ? JSON.parse(json) : { id, json });
};
"""

ASK = """async ([fakeWorker, payloads]) => {
  const { SolverClient } = await import("./solver/client.js");
  const workerUrl = URL.createObjectURL(new Blob([fakeWorker], { type: "text/javascript" }));
  const client = new SolverClient({ workerUrl });
  await client.ready;
  const settled = [];
  const late = () => new Promise((_, reject) => setTimeout(() => reject(new Error("no answer in 5 s")), 5000));
  for (const payload of payloads) {
    try {
      settled.push({ result: await Promise.race([client.request("solve", payload), late()]) });
    } catch (error) {
      const { type, message, data } = error;
      settled.push({ error: { name: error.constructor.name, type, message, data } });
    }
  }
  return { settled, busy: client.busy };
}"""


@pytest.fixture
def blank(watched, site_url):
    """A page of the site's origin with nothing on it (solver/client.js is imported from it)."""
    url = f"{site_url}client-test.html"
    page = watched.page
    page.route(url, lambda route: route.fulfill(content_type="text/html", body="<!doctype html><title>client</title>"))
    page.goto(url)
    return page


def test_replies_are_parsed_once_into_the_promise_api(blank):
    payloads = [
        {"json": '{"id": ID, "ok": true, "result": {"status": "unique", "solutions": [["#."]]}}'},
        {"json": '{"id": ID, "ok": false, "error": {"type": "PuzzleFormatError", "message": "bad", '
                 '"data": {"line": 2}}}'},
    ]
    outcome = blank.evaluate(ASK, [FAKE_WORKER, payloads])
    assert outcome["settled"] == [
        {"result": {"status": "unique", "solutions": [["#."]]}},
        {"error": {"name": "WorkerError", "type": "PuzzleFormatError", "message": "bad", "data": {"line": 2}}},
    ]
    assert outcome["busy"] is False


def test_an_unreadable_reply_rejects_its_request_without_an_error_in_the_page(blank):
    # Python's json writes NaN as it is, which JSON.parse refuses: the request must fail visibly,
    # and the page must not throw (``watched`` fails the test on any page error).
    payloads = [
        {"json": '{"id": ID, "ok": true, "result": {"elapsed_ms": NaN}}'},
        {"json": '{"id": ID, "ok": true, "result": 1}'},
    ]
    settled = blank.evaluate(ASK, [FAKE_WORKER, payloads])["settled"]
    error = settled[0]["error"]
    assert error["name"] == "WorkerError" and error["type"] == "WorkerError" and error["data"] is None
    assert "unreadable reply" in error["message"]
    assert settled[1] == {"result": 1}  # the client still works


def test_a_reply_for_no_pending_request_is_dropped(blank):
    stale = {"id": 999, "json": "not even JSON"}
    payloads = [{"before": stale, "json": '{"id": ID, "ok": true, "result": "mine"}'}]
    assert blank.evaluate(ASK, [FAKE_WORKER, payloads])["settled"] == [{"result": "mine"}]


def test_a_worker_that_posts_reply_objects_still_works(blank):
    # Workers before replies were JSON text posted the parsed reply; bench/web_bench.py's
    # --against-worker runs such an old worker.js with today's client.
    payloads = [
        {"asObject": True, "json": '{"id": ID, "ok": true, "result": [1, 2]}'},
        {"asObject": True, "json": '{"id": ID, "ok": false, "error": {"type": "Timeout", "message": "slow"}}'},
    ]
    assert blank.evaluate(ASK, [FAKE_WORKER, payloads])["settled"] == [
        {"result": [1, 2]},
        {"error": {"name": "WorkerError", "type": "Timeout", "message": "slow", "data": None}},
    ]
