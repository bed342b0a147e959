"""One small interface to a browser engine, for the engine smoke suites (tests/engines) and
bench/engine_start.py: Firefox ESR (puppeteer-core over WebDriver BiDi, firefox_driver.mjs), WebKit
(selenium's WebKitGTK driver under ``xvfb-run``, webkit_driver.py) and Chromium (Playwright, in
this process).

Each engine runs one browser with one fresh profile, one page at a time:

* ``goto(url)``, ``reload()``, ``new_page()`` (the same profile: a later visit);
* ``evaluate(expression)``: a JavaScript expression's value (JSON);
* ``wait_for(expression, timeout_ms)``: polls the expression until it is truthy -- a state the page
  announces, never a time -- and returns its value;
* ``click(selector)``.

Firefox and WebKit run in a child process speaking one JSON command a line (stdin) and one JSON
reply a line (stdout); ``missing(engine)`` says why an engine cannot run here (None when it can).
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIREFOX = os.environ.get("NONOGRAM_FIREFOX", "/usr/bin/firefox-esr")
MINIBROWSER = os.environ.get("NONOGRAM_MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
ENGINES = ("chromium", "firefox", "webkit")
# How long past a command's own timeout its driver may stay silent before it is taken for hung
# (and the browser, its driver and its display are killed): generous, the machine is shared.
SILENCE_GRACE_S = 120.0
DEFAULT_COMMAND_S = 180.0  # commands without a timeout of their own (goto, reload, evaluate...)


class EngineError(RuntimeError):
    """A command the browser could not carry out (its message says what the engine said)."""


def missing(engine: str) -> str | None:
    """Why ``engine`` cannot run on this machine (what to install), or None when it can."""
    if engine == "firefox":
        if not Path(FIREFOX).exists():
            return f"Firefox ESR not found at {FIREFOX} (apt-get install firefox-esr)"
        if not shutil.which("node"):
            return "node not found (apt-get install nodejs)"
        if not (HERE / "node_modules" / "puppeteer-core").is_dir():
            return "puppeteer-core is not installed (npm ci --prefix tests/engines)"
    elif engine == "webkit":
        if not Path(MINIBROWSER).exists() or not shutil.which("WebKitWebDriver"):
            return "WebKitGTK's MiniBrowser and driver not found (apt-get install webkit2gtk-driver)"
        if not shutil.which("xvfb-run"):
            return "xvfb-run not found (apt-get install xvfb)"
        try:
            import selenium  # noqa: F401
        except ImportError:
            return "selenium is not installed (pip install -e '.[dev]')"
    elif engine == "chromium":
        from tests.browser import CHROMIUM

        if not Path(CHROMIUM).exists():
            return f"Chromium not found at {CHROMIUM} (apt-get install chromium)"
    else:
        return f"unknown engine {engine!r}"
    return None


class Engine:
    """A browser of one engine (use ``open_engine``); every method blocks until the browser answered."""

    name = ""

    def goto(self, url: str) -> None:
        self._call("goto", url=url)

    def reload(self) -> None:
        self._call("reload")

    def new_page(self) -> None:
        self._call("newPage")

    def evaluate(self, expression: str):
        return self._call("evaluate", expression=expression)

    def wait_for(self, expression: str, timeout_ms: float = 60_000):
        return self._call("waitFor", expression=expression, timeout=timeout_ms)

    def click(self, selector: str) -> None:
        self._call("click", selector=selector)

    def version(self) -> str:
        return str(self._call("version"))

    def _call(self, op: str, **args):
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _process_table() -> dict[int, tuple[int, str]]:
    """Every process's parent and start time (which tells a process from a later one given its id)."""
    table = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
                table[int(entry)] = (int(fields[1]), fields[19])
            except (OSError, IndexError, ValueError):
                continue
    return table


def _descendants(root: int) -> dict[int, str]:
    """The processes below ``root`` (children, grandchildren...), each with its start time."""
    table = _process_table()
    found, frontier = {}, {root}
    while frontier:
        below = {pid for pid, (parent, _) in table.items() if parent in frontier}
        found.update({pid: table[pid][1] for pid in below})
        frontier = below
    return found


def _kill(processes: dict[int, str]) -> None:
    """Kills those of ``processes`` still running (the same process: same id, same start time)."""
    table = _process_table()
    for pid, started in processes.items():
        if table.get(pid, (0, ""))[1] == started:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass


class _ChildEngine(Engine):
    """An engine driven through a child process's stdin and stdout.

    The child leads a process group of its own, and its replies are read by a thread, so that a
    hung browser fails its command after the command's timeout plus ``SILENCE_GRACE_S`` instead of
    hanging the run; ``close`` always leaves no process behind (the browser, its driver, Xvfb)."""

    def __init__(self, name: str, command: list[str]):
        self.name = name
        self._process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.DEVNULL, text=True, cwd=HERE,
                                         start_new_session=True)
        self._replies: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read_replies, daemon=True).start()

    def _read_replies(self) -> None:
        assert self._process.stdout
        for line in self._process.stdout:
            self._replies.put(line)
        self._replies.put("")  # the driver exited

    def _call(self, op: str, **args):
        assert self._process.stdin
        try:
            self._process.stdin.write(json.dumps({"op": op, **args}) + "\n")
            self._process.stdin.flush()
        except (OSError, ValueError) as error:  # ValueError: its stdin closed, after a kill
            raise EngineError(f"{self.name}'s driver is gone ({error}) before {op}") from error
        patience = args.get("timeout", DEFAULT_COMMAND_S * 1000) / 1000 + SILENCE_GRACE_S
        try:
            line = self._replies.get(timeout=patience)
        except queue.Empty:
            self._kill_all(_descendants(self._process.pid))
            raise EngineError(f"{self.name}'s driver did not answer {op} within {patience:.0f} s: killed") from None
        if not line:
            raise EngineError(f"{self.name}'s driver exited (status {self._process.wait()}) during {op}")
        reply = json.loads(line)
        if not reply["ok"]:
            raise EngineError(f"{self.name}: {op} failed: {reply['error']}")
        return reply["value"]

    def close(self) -> None:
        """Asks the driver to quit (it closes its browser); whatever is left after 60 s, or after
        the driver exited (a browser it could not close, Xvfb), is killed."""
        below = _descendants(self._process.pid)
        if self._process.poll() is None:
            try:
                assert self._process.stdin
                self._process.stdin.write(json.dumps({"op": "quit"}) + "\n")
                self._process.stdin.close()
                self._process.wait(timeout=60)
            except (OSError, ValueError, subprocess.TimeoutExpired):
                pass
        self._kill_all(below)

    def _kill_all(self, below: dict[int, str]) -> None:
        """Kills the driver's process group and ``below`` (those that left it: a browser launched
        detached), then reaps the driver."""
        try:
            os.killpg(self._process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        _kill(below)  # those that left the group (a browser launched detached)
        if self._process.poll() is None:
            self._process.kill()
        self._process.wait()


class _Chromium(Engine):
    """Chromium through Playwright in this process (CSP bypassed for evaluate, as the others do)."""

    name = "chromium"

    def __init__(self):
        from playwright.sync_api import sync_playwright

        from tests.browser import CHROMIUM, CHROMIUM_ARGS

        self._playwright = sync_playwright().start()
        self._browser = self._playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        self._context = self._browser.new_context(bypass_csp=True)
        self._page = self._context.new_page()

    def _call(self, op: str, **args):
        page = self._page
        if op == "goto":
            page.goto(args["url"], wait_until="domcontentloaded", timeout=DEFAULT_COMMAND_S * 1000)
        elif op == "reload":
            page.reload(wait_until="domcontentloaded", timeout=DEFAULT_COMMAND_S * 1000)
        elif op == "newPage":
            page.close()
            self._page = self._context.new_page()
        elif op == "evaluate":
            return page.evaluate(f"() => ({args['expression']})")
        elif op == "waitFor":  # polled like the other engines' drivers (the expression may be a promise)
            end = time.monotonic() + args["timeout"] / 1000
            while not (value := page.evaluate(f"() => ({args['expression']})")):
                if time.monotonic() > end:
                    raise EngineError(f"timed out after {args['timeout']} ms waiting for {args['expression']}")
                time.sleep(0.05)
            return value
        elif op == "click":
            page.click(args["selector"])
        elif op == "version":
            return self._browser.version
        return None

    def close(self) -> None:
        self._browser.close()
        self._playwright.stop()


def open_engine(engine: str) -> Engine:
    """A fresh browser of ``engine`` ("chromium", "firefox" or "webkit") with an empty profile."""
    if engine == "firefox":
        return _ChildEngine("firefox", ["node", str(HERE / "firefox_driver.mjs")])
    if engine == "webkit":
        return _ChildEngine("webkit", ["xvfb-run", "-a", sys.executable, str(HERE / "webkit_driver.py")])
    if engine == "chromium":
        return _Chromium()
    raise ValueError(f"unknown engine {engine!r}")
