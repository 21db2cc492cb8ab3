// The browsable reference in a real browser: headless Chromium loads /docs from a running API,
// Swagger UI renders every operation of the v1 document, the version switch shows the v2
// document with every one of its operations, and nothing is loaded from anywhere but the API
// itself (no CDN) or refused by the page's Content-Security-Policy. A screenshot of each
// version is kept in the output directory.
//
// Usage: node tests/browser/docs.mjs <API base URL> <output dir>   (scripts/docs-browser)
// CHROMIUM names the browser binary (default /usr/bin/chromium).

import { createRequire } from "node:module";
import { mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// playwright-core is pinned in tools/reference-ui (`make deps`).
const require = createRequire(new URL("../../tools/reference-ui/package.json", import.meta.url));
const { chromium } = require("playwright-core");

const [base, outDir] = process.argv.slice(2);
if (!base || !outDir) {
  console.error("usage: node tests/browser/docs.mjs <API base URL> <output dir>");
  process.exit(2);
}
// Generous: the machine running this may be loaded; nothing here waits on a fixed delay.
const DEADLINE_MS = 120_000;
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function fail(message) {
  console.error(`docs-browser: FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

function ok(message) {
  console.log(`docs-browser: ok: ${message}`);
}

// Every operation of a document, as Swagger UI names its element: operations-<tag>-<operationId>.
async function operations(version) {
  const response = await fetch(`${base}/${version}/openapi.json`);
  if (!response.ok) fail(`GET /${version}/openapi.json: ${response.status}`);
  const document = await response.json();
  const ids = [];
  for (const item of Object.values(document.paths)) {
    for (const method of ["get", "post", "put", "patch", "delete"]) {
      const operation = item[method];
      if (operation) ids.push(`operations-${operation.tags[0]}-${operation.operationId}`);
    }
  }
  return { title: document.info.title, ids };
}

async function rendered(page, version) {
  const { title, ids } = await operations(version);
  // The page shows this version's document: its title, then every operation.
  await page.locator(".information-container .title", { hasText: title }).waitFor({ timeout: DEADLINE_MS });
  await page.waitForFunction((n) => document.querySelectorAll(".opblock[id^='operations-']").length === n, ids.length, {
    timeout: DEADLINE_MS,
  });
  const shown = await page.$$eval(".opblock[id^='operations-']", (nodes) => nodes.map((n) => n.id));
  const missing = ids.filter((id) => !shown.includes(id));
  if (missing.length) fail(`${version}: not rendered: ${missing.join(", ")}`);
  ok(`${version}: "${title}" with all ${ids.length} operations rendered`);
  await page.screenshot({ path: join(outDir, `docs-${version}.png`), fullPage: false });
}

mkdirSync(outDir, { recursive: true });
const profile = mkdtempSync(join(tmpdir(), "docs-browser-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: FLAGS,
  viewport: { width: 1280, height: 900 },
});
const problems = [];
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const origin = new URL(base).origin;
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:")) problems.push(`loaded from elsewhere: ${url}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));

  const response = await page.goto(`${base}/docs`, { timeout: DEADLINE_MS });
  if (response.status() !== 200) fail(`GET /docs: ${response.status()}`);
  await rendered(page, "v1");

  // The version switch: Swagger UI's top bar lists each version's document.
  await page.selectOption("select#select", { label: "v2" }, { timeout: DEADLINE_MS });
  await rendered(page, "v2");

  // An operation opens to its parameters and responses.
  await page.click("#operations-inventory-listSites .opblock-summary-control", { timeout: DEADLINE_MS });
  await page.locator("#operations-inventory-listSites .parameters-container").waitFor({ timeout: DEADLINE_MS });
  ok("an operation opens to its parameters");

  // An error's doc_url (`/docs#error-<code>`) lands on the code's entry in the error table.
  const linked = await context.newPage();
  await linked.goto(`${base}/docs#error-resource-not-found`, { timeout: DEADLINE_MS });
  const entry = linked.locator("#error-resource-not-found");
  await entry.waitFor({ state: "attached", timeout: DEADLINE_MS });
  const inView = await entry.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
  if (!inView) fail("/docs#error-resource-not-found does not show the code's entry");
  await linked.screenshot({ path: join(outDir, "docs-error-entry.png"), fullPage: false });
  await linked.close();
  ok("an error's doc_url lands on its entry");

  if (problems.length) fail(problems.join("\n"));
  ok("nothing loaded from elsewhere, no console errors");
} catch (error) {
  if (!process.exitCode) console.error(`docs-browser: FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
