/** The byte-order mark that makes spreadsheet programs read the file as UTF-8. */
export const UTF8_BOM = "\ufeff";

// Spreadsheets run cells that start with these as formulas (CSV injection); tab and carriage
// return too, since some programs strip them before looking.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starts neutralised with a leading apostrophe, then quoted when RFC 4180 needs it. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRow(values: readonly string[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * Reads RFC 4180 text back into rows (the tests use it to prove a round trip). Quoted fields may
 * hold commas, quotes and line breaks.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const input = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  for (let index = 0; index < input.length; index += 1) {
    const character = input[index];
    if (quoted) {
      if (character === '"' && input[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && input[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += character;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
