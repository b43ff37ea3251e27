import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

/**
 * Current CSS the Nu HTML checker does not know yet, by name, with the exact messages it gives about
 * each: they are gaps in the validator, not errors in the pages. Nothing broader is forgiven.
 */
export const KNOWN_VALIDATOR_GAPS: readonly { name: string; messages: readonly RegExp[] }[] = [
  { name: "@property", messages: [/^CSS: Unrecognized at-rule “@property”\.?$/] },
  { name: "@container", messages: [/^CSS: Unrecognized at-rule “@container”\.?$/] },
  { name: "container-type", messages: [/^CSS: “container-type”: Property “container-type” doesn't exist\.$/] },
  { name: "margin-trim", messages: [/^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/] },
  // Tailwind asks `@supports (background-image: linear-gradient(in lab, red, red))` before it
  // interpolates gradients in oklab (CSS Images 4); the checker reads `in` as a colour, then fails to parse.
  { name: "linear-gradient(in …)", messages: [/^CSS: “background-image”: “in” is not a “color” value\.$/] },
  // CSS Transitions allows any custom property name; Tailwind's transition-colors lists its gradient stops.
  { name: "custom properties in transition-property", messages: [/^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.$/] },
];

/** The parse error the checker adds after each `linear-gradient(in …)` it misreads, forgiven only where that gap was met. */
const GRADIENT_FOLLOW_ON = /^CSS: “background-image”: Parse Error\.$/;

export type MarkupError = { document: string; line: number | undefined; message: string; extract: string };

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message?: string; extract?: string };

/** The known gap a message is about, if it is one. */
export function knownValidatorGap(message: string): string | undefined {
  return KNOWN_VALIDATOR_GAPS.find((gap) => gap.messages.some((pattern) => pattern.test(message)))?.name;
}

/**
 * Checks many HTML documents with one run of the Nu HTML checker (one JVM start for all of them:
 * a start costs seconds) and gives every error it reports, apart from the known validator gaps.
 */
export async function markupErrors(documents: Record<string, string>): Promise<{ errors: MarkupError[]; forgiven: string[] }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-vnu-"));
  const nameOf = new Map<string, string>();
  Object.entries(documents).forEach(([name, html], index) => {
    const file = path.join(folder, `${index}.html`);
    fs.writeFileSync(file, html);
    nameOf.set(`${index}.html`, name);
  });
  const { stdout, stderr } = await promisify(execFile)("java", ["-jar", vnuJar, "--format", "json", "--exit-zero-always", "--errors-only", "--stdout", folder], { maxBuffer: 64 * 1024 * 1024 });
  fs.rmSync(folder, { recursive: true, force: true });
  const messages = (JSON.parse(stdout || stderr) as { messages: VnuMessage[] }).messages;
  const errors: MarkupError[] = [];
  const forgiven = new Set<string>();
  const metGradientGap = new Set(messages.filter((message) => knownValidatorGap(message.message ?? "") === "linear-gradient(in …)").map((message) => message.url));
  for (const message of messages) {
    if (message.type !== "error" && message.subType !== "fatal") continue;
    const text = message.message ?? "";
    const gap = knownValidatorGap(text) ?? (GRADIENT_FOLLOW_ON.test(text) && metGradientGap.has(message.url) ? "linear-gradient(in …)" : undefined);
    if (gap) {
      forgiven.add(gap);
      continue;
    }
    errors.push({ document: nameOf.get(path.basename(message.url ?? "")) ?? message.url ?? "?", line: message.lastLine, message: text, extract: (message.extract ?? "").slice(0, 200) });
  }
  return { errors, forgiven: [...forgiven] };
}
