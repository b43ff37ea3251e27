import { expect, it } from "vitest";
import { csvCell, csvRow, parseCsv, UTF8_BOM } from "./csv";

it("neutralises cells that a spreadsheet would run as a formula", () => {
  for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}SUM(A1)`).replace(/^"/, "")).toMatch(/^'/);
  expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe(`"'=HYPERLINK(""http://evil"")"`);
  expect(csvCell("a = b")).toBe("a = b");
  expect(csvCell("")).toBe("");
});

it("quotes only cells with commas, quotes or line breaks, doubling quotes, and ends records with CRLF", () => {
  expect(csvRow(["plain", "with, comma", 'say "hi"', "two\nlines", "cr\rhere"])).toBe('plain,"with, comma","say ""hi""","two\nlines","cr\rhere"\r\n');
});

it("reads back exactly what it wrote, BOM, Unicode and all", () => {
  const rows = [
    ["Name", "Message"],
    ["Zoë 日本 🚀", 'He said "yes",\r\nthen left'],
    ["", "-1"],
  ];
  const text = UTF8_BOM + rows.map(csvRow).join("");
  expect(parseCsv(text)).toEqual([rows[0], rows[1], ["", "'-1"]]);
});
