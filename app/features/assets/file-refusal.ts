/** Why one uploaded file was not accepted; the message is shown next to that file. */
export class FileRefusal extends Error {
  override name = "FileRefusal";
}

const UNITS = ["bytes", "KB", "MB", "GB"] as const;

/** 1536 → "1.5 KB"; binary multiples, as file managers show them. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
