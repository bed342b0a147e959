"""A local stand-in for GitHub Pages on a mobile network, for bench/first_visit.py and the test of
the first visit (tests/site/test_first_visit.py): serves a built site on 127.0.0.1 gzipped as
Pages does (what is already compressed is sent as it is), with Pages' caching (max-age=600,
Last-Modified and ETag, 304 to a conditional request), each request answered after ``latency``
seconds, and every response's bytes sharing one downlink of ``bits_per_second`` (sent in 16 kB
slices, in turn).  Counts the bytes it sends (headers too), with the time and path of each response.
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import io
import threading
import time
from dataclasses import dataclass, field
from email.utils import formatdate, parsedate_to_datetime
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from sitebuild import serve

SLICE = 16 * 1024
# Sent as they are (Pages compresses text, scripts, JSON, WebAssembly, SVG).
COMPRESSED = (".zip", ".whl", ".png", ".gz", ".jpg", ".jpeg", ".webp", ".woff2", ".ico")


class Link:
    """One downlink shared by every response: each slice waits for the link to be free."""

    def __init__(self, bits_per_second: float):
        self.bytes_per_second = bits_per_second / 8
        self.lock = threading.Lock()
        self.free_at = 0.0

    def send(self, wfile: io.BufferedIOBase, data: bytes) -> None:
        for start in range(0, len(data), SLICE):
            piece = data[start:start + SLICE]
            with self.lock:
                begin = max(time.monotonic(), self.free_at)
                self.free_at = begin + len(piece) / self.bytes_per_second
                done = self.free_at
            pause = done - time.monotonic()
            if pause > 0:
                time.sleep(pause)
            wfile.write(piece)


# An init script for the measured page: when it says its solver is ready, it notes the time
# (Date.now()), so that "bytes until ready" stops there, not when a poll from outside next looks
# (the page starts keeping the site for offline use at once, and a late look counts that too).
READY_AT = """new MutationObserver((_, observer) => {
  if (document.documentElement?.dataset.solver !== 'ready') return;
  window.solverReadyAt = Date.now();
  observer.disconnect();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-solver'] });"""


def monotonic_of(epoch_ms: float) -> float:
    """A page's Date.now() on this process's monotonic clock (``Traffic``'s): the same machine's clock."""
    return epoch_ms / 1000 - (time.time() - time.monotonic())


@dataclass
class Traffic:
    """What the server sent: (monotonic time, bytes, status, path) per response."""

    sent: list[tuple[float, int, int, str]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, nbytes: int, status: int, path: str) -> None:
        with self.lock:
            self.sent.append((time.monotonic(), nbytes, status, path))

    def total(self, until: float | None = None) -> int:
        with self.lock:
            return sum(n for t, n, _, _ in self.sent if until is None or t <= until)

    def last_at(self) -> float:
        with self.lock:
            return self.sent[-1][0] if self.sent else 0.0


_GZIPPED: dict[tuple[str, float], bytes] = {}


def _gzipped(path: Path) -> bytes:
    key = (str(path), path.stat().st_mtime)
    if key not in _GZIPPED:
        _GZIPPED[key] = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
    return _GZIPPED[key]


class PacedHandler(serve.SiteHandler):
    link: Link
    traffic: Traffic
    latency: float

    def do_GET(self) -> None:  # noqa: N802 (base-class name)
        time.sleep(self.latency)
        target = self.translate_path(urlsplit(self.path).path)
        path = Path(target)
        if path.is_dir():
            path = path / "index.html"
        if not path.is_file():
            self._answer(404, b"not found", {"Content-Type": "text/plain"})
            return
        stat = path.stat()
        etag = '"' + hashlib.sha1(f"{stat.st_mtime_ns}-{stat.st_size}".encode()).hexdigest()[:16] + '"'
        modified = formatdate(stat.st_mtime, usegmt=True)
        if self._fresh(etag, stat.st_mtime):
            self._answer(304, b"", {"ETag": etag, "Last-Modified": modified})
            return
        headers = {"Content-Type": self.guess_type(str(path)), "ETag": etag, "Last-Modified": modified}
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if accepts and not path.name.endswith(COMPRESSED):
            body = _gzipped(path)
            headers["Content-Encoding"] = "gzip"
            headers["Vary"] = "Accept-Encoding"
        else:
            body = path.read_bytes()
        self._answer(200, body, headers)

    def _fresh(self, etag: str, mtime: float) -> bool:
        if self.headers.get("If-None-Match"):
            return self.headers["If-None-Match"] == etag
        since = self.headers.get("If-Modified-Since")
        try:
            return since is not None and int(mtime) <= parsedate_to_datetime(since).timestamp()
        except (TypeError, ValueError):
            return False

    def _answer(self, status: int, body: bytes, headers: dict[str, str]) -> None:
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", f"max-age={self.max_age}")
        header_bytes = sum(map(len, getattr(self, "_headers_buffer", []))) + 2
        super(serve.SiteHandler, self).end_headers()  # without SiteHandler's no-cache header
        self.link.send(self.wfile, body)
        self.traffic.add(header_bytes + len(body), status, unquote(urlsplit(self.path).path))


def start(directory: str | Path, *, prefix: str = "/", latency: float = 0.040,
          bits_per_second: float = 10e6, max_age: int = 600) -> serve.SiteServer:
    """Serve ``directory`` in a thread; returns the server (``url``, ``traffic``, ``shutdown()``)."""
    traffic = Traffic()
    for path in Path(directory).rglob("*"):  # gzipped now, not while the clock runs
        if path.is_file() and not path.name.endswith(COMPRESSED):
            _gzipped(path)
    handler = type("Paced", (PacedHandler,), {
        "link": Link(bits_per_second), "traffic": traffic, "latency": latency,
    })
    server = serve.make_server(directory, port=0, prefix=prefix, max_age=max_age, quiet=True)
    server.RequestHandlerClass = _bind(handler, server.RequestHandlerClass)
    server.traffic = traffic  # type: ignore[attr-defined]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _bind(handler: type[PacedHandler], factory: Any) -> functools.partial[PacedHandler]:
    """serve.make_server's handler factory (a partial: directory, prefix, ...) with the paced class."""
    return functools.partial(handler, *factory.args, **factory.keywords)
