import { expect, test, type Page } from "@playwright/test";
import { createProjectFromDashboard } from "./helpers";
import { signIn } from "./sign-in";

const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

/** Every request the page makes to an origin other than the app's. */
function thirdPartyRequests(page: Page, origin: string): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== origin) requests.push(request.url());
  });
  return requests;
}

for (const size of SIZES) {
  test(`on a ${size.name}, a partner's starter site has its own fonts, description, icon and not-found page`, async ({ browser, baseURL }) => {
    // Sign-in, creation, settings, editor, publishing and four visitor pages: 16 s on a quiet machine, over 30 s on a busy one.
    test.setTimeout(60_000);
    const origin = new URL(baseURL ?? "").origin;
    const partner = await (await browser.newContext({ viewport: size.viewport })).newPage();
    const projectId = `own${size.name}${Date.now().toString(36)}`;
    await signIn(partner, `owner-${projectId}@example.com`, "Olive Owner");

    await createProjectFromDashboard(partner, "Olive Grove", projectId);

    await partner.goto(`/project/${projectId}/settings`);
    await expect(partner.getByText("Upload images in Assets to choose a favicon.")).toBeVisible();
    await partner.getByRole("button", { name: /Typefaces/ }).click();
    await partner.getByRole("option", { name: /^Lora/ }).click();
    await partner.getByRole("button", { name: "Save settings" }).click();
    await expect(partner.getByText("Settings saved.")).toBeVisible();

    // The editor's preview is set in the chosen typefaces too.
    await partner.goto(`/editor/${projectId}/home`);
    // On a phone the preview is one of the editor's tabs.
    if (size.name === "phone") await partner.getByRole("tablist", { name: "Editor panels" }).getByRole("tab", { name: "Preview" }).click();
    const previewHeading = partner.frameLocator('[data-testid="preview-frame"]').locator(".pw-site h1").first();
    await expect(previewHeading).toBeVisible();
    expect(await previewHeading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("Lora");

    await partner.goto(`/project/${projectId}`);
    await partner.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");

    const visitor = await (await browser.newContext({ viewport: size.viewport })).newPage();
    const foreign = thirdPartyRequests(visitor, origin);
    const fonts: string[] = [];
    visitor.on("response", (response) => {
      if (response.request().resourceType() === "font") fonts.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await visitor.goto(`/${projectId}`);
    await expect(visitor.locator("h1")).toHaveText("Olive Grove, made simple");
    await visitor.evaluate(() => document.fonts.ready);
    expect(await visitor.locator("h1").evaluate((element) => getComputedStyle(element).fontFamily)).toContain("Lora");
    expect(await visitor.evaluate(() => document.fonts.check('700 16px "Lora"'))).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.startsWith("200 /site-fonts/"))).toBe(true);
    expect(await visitor.locator('meta[name="description"]').getAttribute("content")).toContain("Tell visitors in one sentence");
    await expect(visitor.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", `/${projectId}/apple-touch-icon.png`);
    // Chromium reads the site's web app manifest (the page's policy lets it): the site's name, home and icons.
    const devtools = await visitor.context().newCDPSession(visitor);
    await expect.poll(async () => (await devtools.send("Page.getAppManifest")).url).toBe(`${origin}/${projectId}/manifest.webmanifest`);
    const manifest = await devtools.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({ name: "Olive Grove", start_url: `/${projectId}/`, display: "standalone" });
    expect(await visitor.context().cookies()).toEqual([]);

    const missing = await visitor.goto(`/${projectId}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Page not found: /${projectId}/no-such-page`);
    await expect(visitor).toHaveTitle("Page not found · Olive Grove");
    await visitor.getByRole("link", { name: "Go to the home page of Olive Grove" }).click();
    await expect(visitor).toHaveURL(new RegExp(`/${projectId}$`));
    expect(foreign).toEqual([]);
    const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(size.viewport.width);
  });
}
