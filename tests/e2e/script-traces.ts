import type { Frame, Page } from "@playwright/test";
import { XSS_CORPUS_MARKER } from "../../app/features/sections/fixtures/xss-corpus";

// What the hostile-content specs check: that the XSS corpus, rendered anywhere, leaves no trace of
// a script that ran and nothing a script could run from.

/** Collects what a run script would leave behind: dialogs, console errors, page errors. */
export function watchForScript(page: Page): string[] {
  const problems: string[] = [];
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("Failed to load resource")) problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Takes the Content-Security-Policy away from documents, so the test proves the markup is safe on its own. */
export async function withoutContentSecurityPolicy(page: Page, documentPath: string) {
  await page.route(`**${documentPath}`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-security-policy"];
    await route.fulfill({ response, headers });
  });
}

/** Opens every disclosure and hovers every interactive element among the rendered sections, then lists what script could have left. */
export async function scriptTraces(frame: Frame, sectionsSelector: string) {
  for (const details of await frame.locator(`${sectionsSelector} details`).all()) await details.evaluate((element) => element.setAttribute("open", ""));
  for (const element of await frame.locator(`${sectionsSelector} :is(a, button, summary, img)`).all()) await element.hover({ force: true, timeout: 1_000 }).catch(() => undefined);
  await frame.waitForTimeout(500);
  return frame.evaluate(
    ({ selector, marker }) => {
      const elements = [...document.querySelectorAll(`${selector} *`)];
      const flag = (target: Window) => (target as unknown as { __xss?: unknown }).__xss ?? null;
      return {
        xss: flag(window) ?? flag(window.parent),
        injectedElements: document.querySelectorAll(`#${marker}`).length,
        scripts: document.querySelectorAll(`${selector} :is(script, iframe, object, embed, style)`).length,
        eventHandlers: elements.flatMap((element) => [...element.attributes].filter((attribute) => attribute.name.startsWith("on")).map((attribute) => attribute.name)),
        badUrls: elements.flatMap((element) =>
          ["href", "src", "action", "formaction"].flatMap((name) => {
            const value = element.getAttribute(name) ?? "";
            // Browsers ignore control characters and spaces in a URL's scheme, so the check does too.
            // eslint-disable-next-line no-control-regex
            return /^(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020]/g, "")) ? [value] : [];
          }),
        ),
      };
    },
    { selector: sectionsSelector, marker: XSS_CORPUS_MARKER },
  );
}

export const NO_TRACES = { xss: null, injectedElements: 0, scripts: 0, eventHandlers: [], badUrls: [] };
