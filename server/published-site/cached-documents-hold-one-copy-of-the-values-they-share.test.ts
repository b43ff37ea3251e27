import v8 from "node:v8";
import vm from "node:vm";
import { expect, test } from "vitest";
import { documentFields, type DocumentFields } from "./served-document";

v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

const CSP = `default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; ${"x".repeat(300)}`;

/** Each as a database driver gives it: equal values, each its own string. */
function freshFields(index: number): DocumentFields {
  const fresh = (value: string) => Buffer.from(value).toString();
  return { contentType: fresh("text/html; charset=utf-8"), etag: `"etag-${index}"`, csp: fresh(CSP), sourceKind: fresh("page"), sourceId: `page-${index}` };
}

function heapHeldBy(make: (index: number) => DocumentFields): { fields: DocumentFields[]; bytes: number } {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const fields = Array.from({ length: 20_000 }, (_, index) => make(index));
  collectGarbage();
  return { fields, bytes: process.memoryUsage().heapUsed - before };
}

test("20,000 cached documents with one CSP hold it once, not 20,000 times, and keep every value", () => {
  const asRead = heapHeldBy(freshFields);
  const asCached = heapHeldBy((index) => documentFields(freshFields(index)));
  expect(asCached.fields[123]).toEqual(freshFields(123));
  expect(asRead.fields[123]).toEqual(asCached.fields[123]);
  // Each copy of the CSP is about 500 bytes: 20,000 of them about 10 MB.
  expect(asRead.bytes - asCached.bytes).toBeGreaterThan(5_000_000);
});
