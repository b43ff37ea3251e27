import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import fs from "node:fs";
import { createRequire } from "node:module";

// The project's own axe-core (4.14 or later): @axe-core/playwright bundles 4.13, which cannot read
// Tailwind v4's `oklch(… none)` colours and silently skips their contrast.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** An AxeBuilder that runs the project's own axe-core rather than the one @axe-core/playwright bundles. */
export function projectAxeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource });
}

/** WCAG 2.2 A and AA, and axe's best practices. */
export const WCAG_22_AA_AND_BEST_PRACTICE = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

export type AxeFinding = { id: string; help: string; targets: string[] };

/** A colour-contrast result axe could not decide: why (its message key) and the elements it blames. */
export type IncompleteContrast = { target: string; messageKey: string | undefined; related: string[] };

/**
 * Runs axe on the page (or inside `include`) and gives its violations, and the colour-contrast
 * results it could not decide that `explained` does not account for.
 */
export async function axeFindings(
  page: Page,
  options: { include?: string; tags?: string[]; rules?: string[]; disable?: string[]; explained?: (incomplete: IncompleteContrast) => Promise<boolean> | boolean },
): Promise<{ violations: AxeFinding[]; unexplainedIncomplete: AxeFinding[]; version: string }> {
  let builder = projectAxeBuilder(page);
  if (options.include) builder = builder.include(options.include);
  if (options.rules) builder = builder.withRules(options.rules);
  else builder = builder.withTags(options.tags ?? WCAG_22_AA_AND_BEST_PRACTICE);
  if (options.disable) builder = builder.disableRules(options.disable);
  const results = await builder.analyze();
  const toFinding = (result: (typeof results.violations)[number], nodes = result.nodes): AxeFinding => ({
    id: result.id,
    help: result.help,
    targets: nodes.slice(0, 40).map((node) => `${node.target.join(" ")} ${node.any.map((check) => `${check.message} [${(check.data as { messageKey?: string } | null)?.messageKey ?? ""}] ${(check.relatedNodes ?? []).map((related) => related.html.slice(0, 160)).join(" + ")}`).join(" ")}`.trim()),
  });
  const violations = results.violations.map((result) => toFinding(result));
  const unexplainedIncomplete: AxeFinding[] = [];
  for (const result of results.incomplete.filter(({ id }) => id === "color-contrast" || id === "link-in-text-block")) {
    const nodes = [];
    for (const node of result.nodes) {
      const messageKey = node.any.map((check) => (check.data as { messageKey?: string } | null)?.messageKey).find(Boolean);
      const related = node.any.flatMap((check) => check.relatedNodes?.map((relatedNode) => relatedNode.html) ?? []);
      if (!(await options.explained?.({ target: node.target.join(" "), messageKey, related }))) nodes.push(node);
    }
    if (nodes.length > 0) unexplainedIncomplete.push(toFinding(result, nodes));
  }
  return { violations, unexplainedIncomplete, version: results.testEngine.version };
}

/**
 * Why axe could not tell a text's background, when the reason is one the theme's pair list already
 * covers: the text sits over an aria-hidden tint layer or a gradient whose class is a listed
 * tint (`tintClasses`, checked for every primary in app/lib/theme-pairs.test.ts); or it is in a
 * carousel's horizontally scrolled list, where axe meets slides clipped by the scroller (their text
 * sits on the section's own surface, a listed pair, as on the first slide, which axe does decide);
 * or nothing lies over it once it is scrolled into view and axe, asked again there, finds it sufficient.
 */
export async function coveredByThePairList(page: Page, incomplete: IncompleteContrast, tintClasses: readonly string[]): Promise<boolean> {
  const hasTint = (html: string) => tintClasses.some((tint) => html.includes(` ${tint} `) || html.includes(` ${tint}"`));
  if (incomplete.messageKey === "bgGradient") return incomplete.related.length > 0 && incomplete.related.every(hasTint);
  if (incomplete.messageKey !== "bgOverlap" && incomplete.messageKey !== "elmPartiallyObscured") return false;
  const layers = await page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (!element) return null;
    for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
      if (ancestor.scrollWidth > ancestor.clientWidth && /auto|scroll/.test(getComputedStyle(ancestor).overflowX)) return "in a scrolled list";
    }
    element.scrollIntoView({ block: "center" });
    const box = element.getBoundingClientRect();
    const stack = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const start = stack.indexOf(element);
    return stack
      .slice(start + 1)
      .filter((layer) => !layer.contains(element))
      .map((layer) => (layer.getAttribute("aria-hidden") === "true" ? ` ${layer.getAttribute("class") ?? ""} ` : "not a decorative layer"));
  }, incomplete.target);
  if (layers === "in a scrolled list") return true;
  if (layers === null) return false;
  if (layers.length > 0) return layers.every(hasTint);
  // Nothing lies over it once it is in view (axe met it scrolled away in its carousel): ask axe again there.
  const again = await new AxeBuilder({ page, axeSource }).include(incomplete.target).withRules(["color-contrast"]).analyze();
  return again.violations.length === 0 && again.incomplete.length === 0 && again.passes.length > 0;
}
