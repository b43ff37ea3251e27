import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { buildDir } from "../../../server/testing/test-server";
import { ARABIC_SITE_NAME } from "./fixtures/arabic-content";
import { XSS_CORPUS_MARKER } from "./fixtures/xss-corpus";

const TEXT_FILE = /\.(m?js|cjs|map|json|css|html|txt)$/;

function builtTextFiles(): { file: string; text: string }[] {
  if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) throw new Error("Run `npm run build` before the integration tests (npm test does).");
  return fs
    .readdirSync(buildDir, { recursive: true, encoding: "utf8" })
    .filter((file) => TEXT_FILE.test(file))
    .map((file) => ({ file, text: fs.readFileSync(path.join(buildDir, file), "utf8") }));
}

test("no file of the production build holds the XSS test corpus", () => {
  const files = builtTextFiles();
  // The search must see the real bundles: the section catalogue's heading is in them.
  expect(files.filter(({ text }) => text.includes("Section catalogue")).length).toBeGreaterThan(0);
  expect(files.filter(({ text }) => text.includes(XSS_CORPUS_MARKER)).map(({ file }) => file)).toEqual([]);
});

test("no file of the production build holds the catalogue's Arabic fixture either", () => {
  expect(builtTextFiles().filter(({ text }) => text.includes(ARABIC_SITE_NAME)).map(({ file }) => file)).toEqual([]);
});
