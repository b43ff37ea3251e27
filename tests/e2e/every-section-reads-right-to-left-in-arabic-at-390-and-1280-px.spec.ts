import { expect, type Locator, type Page, test } from "@playwright/test";
import path from "node:path";
import { axeFindings, coveredByThePairList } from "./axe";
import { CATALOGUE_ONLY, openCatalogue, PREVIEWS, TINTS } from "./section-catalogue";
import { cataloguePreviewCount } from "./section-registry";

const PREVIEW_COUNT = await cataloguePreviewCount();
// The screenshots in docs/ are rewritten only on request, so a run in CI leaves the docs alone.
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === "1" ? path.resolve("docs/screenshots/rtl") : null;

const preview = (page: Page, type: string, variant = "default") => page.getByTestId(`preview-arabic-${type}-${variant}`);

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number; right: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return { ...found, right: found.x + found.width };
}

/** Where a block's first line of text starts and ends, measured on the text itself rather than its box. */
function firstLine(locator: Locator): Promise<{ left: number; right: number }> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const [line] = range.getClientRects();
    if (!line) throw new Error("no text");
    return { left: line.left, right: line.right };
  });
}

for (const width of [390, 1280]) {
  test(`every section type and variant in Arabic reads right to left and passes axe at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await openCatalogue(page, "fixture=arabic", PREVIEW_COUNT);
    await page.evaluate(() => document.fonts.ready);

    // Every preview is an Arabic site: its language, its direction, and Arabic text in it.
    const previews = page.locator(PREVIEWS);
    expect(await previews.evaluateAll((frames) => frames.filter((frame) => frame.getAttribute("lang") !== "ar" || getComputedStyle(frame.firstElementChild ?? frame).direction !== "rtl").length)).toBe(
      0,
    );
    expect(await previews.evaluateAll((frames) => frames.filter((frame) => !/[\u0600-\u06ff]/.test(frame.textContent ?? "")).map((frame) => frame.dataset.testid))).toEqual([]);

    const findings = await axeFindings(page, { include: PREVIEWS, disable: CATALOGUE_ONLY, explained: (incomplete) => coveredByThePairList(page, incomplete, TINTS) });
    expect(findings.violations).toEqual([]);
    expect(findings.unexplainedIncomplete).toEqual([]);

    // A hero's text starts at the right edge of its column and runs leftwards.
    const hero = preview(page, "hero");
    const heading = await box(hero.getByRole("heading", { level: 2 }));
    const eyebrow = hero.locator("p").first();
    const eyebrowBox = await box(eyebrow);
    const eyebrowLine = await firstLine(eyebrow);
    expect(Math.abs(eyebrowLine.right - eyebrowBox.right)).toBeLessThan(2);
    expect(eyebrowLine.left - eyebrowBox.x).toBeGreaterThan(50);
    expect(Math.abs((await firstLine(hero.getByRole("heading", { level: 2 }))).right - heading.right)).toBeLessThan(2);

    // A rich-text list's bullets hang off the right, where its lines start.
    const item = preview(page, "content").locator("li").first();
    const itemBox = await box(item);
    const listBox = await box(item.locator(".."));
    expect(listBox.right - itemBox.right).toBeGreaterThan(10);
    expect(Math.abs(itemBox.x - listBox.x)).toBeLessThan(2);

    // The kale product list's price badge sits in the card's top right corner.
    const card = preview(page, "product-list", "kale").getByRole("listitem").first();
    const price = await box(card.locator("h3 + p"));
    expect((await box(card)).right - price.right).toBeLessThan(40);

    // The highlighted plan's badge comes after its name, so to its left, with the gap on its name's side.
    const plan = preview(page, "pricing").getByRole("heading", { level: 3 }).filter({ hasText: "الاحترافية" });
    const badge = await box(plan.locator("span"));
    const name = await plan.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents([...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE) ?? element);
      return range.getBoundingClientRect().left;
    });
    expect(name - badge.right).toBeGreaterThan(8);
    expect(name - badge.right).toBeLessThan(16);

    // A number to call reads left to right, its + first, in the contact details and the footer.
    for (const type of ["contact", "footer"]) {
      const plus = await preview(page, type)
        .locator('a[href^="tel:"]')
        .evaluate((link) => {
          const range = document.createRange();
          range.setStart(link.firstChild ?? link, 0);
          range.setEnd(link.firstChild ?? link, 1);
          return range.getBoundingClientRect().left - link.getBoundingClientRect().left;
        });
      expect(plus, type).toBeLessThan(2);
    }

    // The kale testimonial's quotation mark is mirrored.
    expect(
      await preview(page, "testimonial", "kale")
        .locator("svg")
        .first()
        .evaluate((icon) => getComputedStyle(icon).scale),
    ).toMatch(/^-1(00%)? 1(00%)?$/);

    if (width === 1280) {
      // A header reads brand, links, button from the right.
      const header = preview(page, "header");
      const brand = await box(header.getByRole("link", { name: "مخبز الياسمين" }));
      const nav = await box(header.getByRole("navigation"));
      const cta = await box(header.getByRole("link", { name: "تواصل معنا" }));
      expect(brand.x).toBeGreaterThan(nav.right);
      expect(nav.x).toBeGreaterThan(cta.right);

      // The default hero has its text on the right and its picture on the left.
      expect(heading.x).toBeGreaterThan((await box(hero.getByRole("img"))).right);
    }

    // Taken before the carousel is scrolled, so it shows where a visitor starts.
    if (SCREENSHOTS) {
      const types = await page.locator("main > section[id^=type-]").evaluateAll((groups) => groups.map((group) => group.id.replace(/^type-/, "")));
      for (const type of types) {
        await preview(page, type).screenshot({ path: path.join(SCREENSHOTS, `${type}-${width}.png`), animations: "disabled" });
      }
    }

    await expectTheCarouselRunsRightToLeft(page);
    await expectNoSidewaysScrollInARightToLeftDocument(page);
  });
}

/** The carousel starts with its first slide at the right, and its numbered links scroll leftwards to the others. */
async function expectTheCarouselRunsRightToLeft(page: Page): Promise<void> {
  const carousel = preview(page, "carousel");
  const strip = carousel.getByRole("list").first();
  const slides = strip.getByRole("listitem");
  // Right-to-left scrolling runs from 0 at the right edge to negative values; snapping may settle a pixel off.
  expect(Math.abs(await strip.evaluate((element) => element.scrollLeft))).toBeLessThanOrEqual(1);
  const stripBox = await box(strip);
  const first = await box(slides.first());
  const padding = await strip.evaluate((element) => parseFloat(getComputedStyle(element).paddingRight));
  expect(Math.abs(stripBox.right - padding - first.right)).toBeLessThan(2);
  expect((await box(slides.nth(1))).right).toBeLessThan(first.x);

  await carousel.getByRole("navigation").getByRole("link").nth(1).click();
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeLessThan(0);
  await expect
    .poll(async () => {
      const second = await box(slides.nth(1));
      const now = await box(strip);
      return Math.abs(second.x + second.width / 2 - (now.x + now.width / 2));
    })
    .toBeLessThan(2);
}

/**
 * Published right-to-left pages put `dir="rtl"` on the document itself, where anything off the
 * left edge widens what scrolls sideways (the contact form's hidden trap field once did, by 9999 px).
 */
async function expectNoSidewaysScrollInARightToLeftDocument(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    document.documentElement.dir = "rtl";
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    document.documentElement.removeAttribute("dir");
    return sideways;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}
