import { expect, test } from "@playwright/test";
import { countDocumentLoads, waitForHydration } from "./helpers";

test("a failed route-chunk load reloads the page once and not twice", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  // Routes are discovered lazily from the links on the page; wait until About's is known.
  const aboutChunk = await page
    .waitForFunction(
      () =>
        (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } }).__reactRouterManifest
          .routes["routes/about"]?.module,
    )
    .then((handle) => handle.jsonValue());
  await page.route(`**${aboutChunk}`, (route) => route.abort());
  const aboutLoads = countDocumentLoads(page, "/about");

  await page.getByRole("link", { name: "About" }).click();
  await expect.poll(aboutLoads).toBe(1);
  await expect(page).toHaveURL(/\/about$/);

  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { name: "Error occured" })).toBeVisible();
  await page.waitForTimeout(500);
  expect(aboutLoads()).toBe(1);
});

test("a newer build is announced and the next navigation loads it in full", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.route("**/builds/latest.json", (route) =>
    route.fulfill({ json: { id: "a-newer-build", timestamp: Date.now() } }),
  );
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(page.getByRole("status")).toContainText("A new version of Pagewright is available");
  const aboutLoads = countDocumentLoads(page, "/about");
  await page.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(aboutLoads).toBe(1);
});

test("the build files are served from the build without long caching", async ({ request }) => {
  const latest = await request.get("/builds/latest.json");
  expect(latest.status()).toBe(200);
  expect(latest.headers()["cache-control"]).toBe("no-cache");
  const build = (await latest.json()) as { id: string; timestamp: number };
  expect(build.id).toMatch(/^[a-z0-9]+$/);
  expect(build.timestamp).toBeGreaterThan(0);
  const meta = await request.get(`/builds/meta/${build.id}.json`);
  expect(meta.status()).toBe(200);
  expect(((await meta.json()) as { id: string }).id).toBe(build.id);
});
