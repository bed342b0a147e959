// firefox_driver.mjs — Firefox ESR (Debian's /usr/bin/firefox-esr) over WebDriver BiDi with
// puppeteer-core, driven by tests/engines/driver.py through one JSON command a line on stdin, one
// JSON reply a line on stdout (driver.py says what each command does; webkit_driver.py answers
// the same commands for WebKit).
//
//   node tests/engines/firefox_driver.mjs
//
// One browser, one profile (a later visit is a reload or a new page of the same profile), one
// page at a time.

import { createInterface } from "node:readline";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";

const EXECUTABLE = process.env.NONOGRAM_FIREFOX || "/usr/bin/firefox-esr";
const profile = mkdtempSync(join(tmpdir(), "nonogram-firefox-"));
let browser = null;
let page = null;

async function launch() {
  browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: EXECUTABLE,
    headless: true,
    userDataDir: profile,
    // a test profile: no first-run pages, no updates, no telemetry asking the network
    extraPrefsFirefox: { "browser.shell.checkDefaultBrowser": false, "app.update.enabled": false },
  });
  await openPage();
}

// Navigations may take long on a loaded machine: the caller's own timeouts decide (driver.py).
async function openPage() {
  page = await browser.newPage();
  page.setDefaultTimeout(180_000);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Poll `expression` in the page until it is truthy (a state the page announces); its value. */
async function waitFor(expression, timeout) {
  const end = Date.now() + timeout;
  for (;;) {
    let value = null;
    try {
      value = await page.evaluate(expression);
    } catch (error) {
      if (!/context|navigat|destroyed|detached/i.test(String(error))) throw error; // a page being replaced
    }
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${expression}`);
    await sleep(50);
  }
}

const COMMANDS = {
  version: async () => browser.version(),
  goto: async ({ url }) => {
    await page.goto(url, { waitUntil: "domcontentloaded" });
    return true;
  },
  reload: async () => {
    await page.reload({ waitUntil: "domcontentloaded" });
    return true;
  },
  newPage: async () => {
    await page.close();
    await openPage();
    return true;
  },
  evaluate: async ({ expression }) => page.evaluate(expression),
  waitFor: async ({ expression, timeout }) => waitFor(expression, timeout),
  click: async ({ selector }) => {
    await page.click(selector);
    return true;
  },
};

await launch();
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const { op, ...args } = JSON.parse(line);
  if (op === "quit") break;
  let reply;
  try {
    reply = { ok: true, value: (await COMMANDS[op](args)) ?? null };
  } catch (error) {
    reply = { ok: false, error: String(error?.message || error) };
  }
  process.stdout.write(JSON.stringify(reply) + "\n");
}
await browser.close().catch(() => {});
rmSync(profile, { recursive: true, force: true });
