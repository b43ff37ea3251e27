import { expect, type Locator, type Page } from "@playwright/test";

/** The phone the `phone` project of playwright.config.ts emulates. */
export const PHONE_WIDTH = 390;

/** What sticks out past the right edge of the screen, for the failure message. */
function describeOverflow(width: number): string[] {
  const describe = (element: Element) => {
    const classes = typeof element.className === "string" ? element.className.split(/\s+/).slice(0, 6).join(".") : "";
    const text = (element.textContent ?? "").trim().slice(0, 30);
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> right=${Math.round(element.getBoundingClientRect().right)} "${text}"`;
  };
  const clipped = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== "visible") return true;
    }
    return false;
  };
  const wide = [...document.body.querySelectorAll("*")].filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element));
  // The innermost offenders say most: drop any that only contain another one.
  return wide.filter((element) => !wide.some((other) => other !== element && element.contains(other))).slice(0, 6).map(describe);
}

/**
 * The screen scrolls only up and down: nothing makes the document wider than the phone. The message
 * names the innermost elements that stick out.
 */
export async function expectNoSidewaysScrolling(page: Page, screen: string): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const offenders = scrollWidth > PHONE_WIDTH ? await page.evaluate(describeOverflow, PHONE_WIDTH) : [];
  expect.soft(scrollWidth, `${screen} is ${scrollWidth} px wide: ${offenders.join("; ")}`).toBeLessThanOrEqual(PHONE_WIDTH);
}

/**
 * A control a partner needs on this screen lies wholly across the screen's width and takes a tap.
 * A re-render (hydration, a dialog's portal mounting) can replace the element between two steps;
 * the locator then finds the new one, so a detached element is tried again rather than failed,
 * whether Playwright says so with an error or with no box. A control that stays hidden still fails.
 */
export async function expectReachable(control: Locator, screen: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await control.scrollIntoViewIfNeeded({ timeout: 10_000 });
      const box = await control.boundingBox();
      // Playwright answers null, not an error, for an element removed while it measures it.
      if (!box && Date.now() < deadline) continue;
      expect.soft(box, `${screen}: ${control} has no box`).not.toBeNull();
      if (!box) return;
      // A trial tap checks that the control is visible, enabled and not covered, without tapping it.
      await control.click({ trial: true, timeout: 10_000 });
      expect.soft(box.x, `${screen}: ${control} starts off the left edge`).toBeGreaterThanOrEqual(0);
      expect.soft(box.x + box.width, `${screen}: ${control} ends past the right edge`).toBeLessThanOrEqual(PHONE_WIDTH);
      return;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message.includes("not attached to the DOM") && Date.now() < deadline) continue;
      expect.soft(message, `${screen}: ${control} cannot be tapped`).toBe("");
      return;
    }
  }
}
