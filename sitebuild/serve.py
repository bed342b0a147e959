"""Serve the static site (``web/``) over HTTP, standard library only.

Browsers refuse module workers and WebAssembly from ``file://`` pages, so the player needs a
server, even locally::

    python3 build_wheel.py --serve                  # build, then serve at http://127.0.0.1:8000/
    python3 -m sitebuild.serve                      # serve web/ as it is
    python3 -m sitebuild.serve --prefix /nonogram/  # http://127.0.0.1:8000/nonogram/ (like GitHub Pages)

It sends the MIME types the browser insists on (``application/wasm`` for streaming compilation,
``text/javascript`` for ``.mjs``), and ``--max-age`` mimics a host's caching (GitHub Pages sends
600).  Tests call ``start()`` to run it in a thread on a free port.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
import threading
from pathlib import Path
from typing import Any

from sitebuild.paths import WEB

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".json": "application/json",
    ".non": "text/plain; charset=utf-8",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves ``directory`` under ``prefix``; anything outside the prefix is 404."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    protocol_version = "HTTP/1.1"  # keep-alive: the page makes a few dozen requests

    def __init__(self, *args: Any, prefix: str = "/", max_age: int = 0, quiet: bool = False, **kwargs: Any) -> None:
        self.prefix = prefix
        self.max_age = max_age
        self.quiet = quiet
        super().__init__(*args, **kwargs)

    def translate_path(self, path: str) -> str:
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / ".outside-prefix" / "missing")  # never exists -> 404
        return super().translate_path("/" + path[len(self.prefix):])

    def do_GET(self) -> None:
        if self.path == self.prefix.rstrip("/"):  # /sub/path -> /sub/path/ (relative URLs need it)
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        super().do_GET()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", f"max-age={self.max_age}" if self.max_age else "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (base-class signature)
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    url = ""
    """Where it serves, ``http://host:port/prefix/`` (set by ``make_server``)."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser dropping a kept-alive connection is normal; anything else is reported."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(
    directory: str | Path, host: str = "127.0.0.1", port: int = 8000, prefix: str = "/",
    max_age: int = 0, quiet: bool = False,
) -> SiteServer:
    """A server for ``directory`` at ``http://host:port{prefix}`` (port 0 picks a free one)."""
    prefix = "/" + prefix.strip("/") + "/" if prefix.strip("/") else "/"
    handler = functools.partial(
        SiteHandler, directory=str(directory), prefix=prefix, max_age=max_age, quiet=quiet
    )
    server = SiteServer((host, port), handler)
    server.url = f"http://{host}:{server.server_address[1]}{prefix}"
    return server


def start(directory: str | Path, prefix: str = "/", max_age: int = 0) -> SiteServer:
    """Serve in a background thread on a free port; ``server.url`` says where, ``shutdown()`` stops."""
    server = make_server(directory, port=0, prefix=prefix, max_age=max_age, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the nonogram web app.")
    parser.add_argument("directory", nargs="?", default=str(WEB))
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/", help="serve under this sub-path, e.g. /nonogram/")
    parser.add_argument("--max-age", type=int, default=0, help="Cache-Control max-age (0: no-cache)")
    args = parser.parse_args(argv)
    if not (Path(args.directory) / "index.html").exists():
        print(f"error: no {args.directory}/index.html; run python3 build_wheel.py first", file=sys.stderr)
        return 1
    try:
        server = make_server(args.directory, args.host, args.port, args.prefix, args.max_age)
    except OSError as error:
        print(f"error: cannot listen on {args.host}:{args.port}: {error.strerror}", file=sys.stderr)
        return 1
    print(f"Serving the nonogram app at {server.url}  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
