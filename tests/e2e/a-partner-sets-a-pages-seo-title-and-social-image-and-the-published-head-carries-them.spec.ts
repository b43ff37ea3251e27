import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { expectNoSidewaysScrolling, expectReachable, PHONE_WIDTH } from "./phone";
import { signedInPage } from "./sign-in";

/** The `content` of the first `<meta>` whose `attribute` is `value` in a published document's HTML. */
function metaContent(html: string, attribute: "name" | "property", value: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${value.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`));
  return tag?.[1];
}

test("a partner sets a page's SEO title, description and social image in its settings, publishes, and the published head carries them", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "").origin;
  const projectId = `seo${Date.now().toString(36)}`;
  const partner = await signedInPage(browser, `owner-${projectId}@example.com`, "Sam Seo");
  await createProjectFromDashboard(partner, "Spring Sale", projectId);

  // An image in the project's library to share the page with.
  await partner.goto(`/project/${projectId}/assets?modal=upload-images`);
  await waitForHydration(partner);
  const upload = partner.getByRole("dialog", { name: "Upload images" });
  const banner = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#0f766e" } }).png().toBuffer();
  await upload.locator("input[type=file]").setInputFiles({ name: "spring-banner.png", mimeType: "image/png", buffer: banner });
  await expect(upload.getByTestId("upload-row").filter({ hasText: "Uploaded" })).toHaveCount(1, { timeout: 30_000 });

  // The home page's own settings, opened from the editor's page list.
  await partner.goto(`/editor/${projectId}/home`);
  await waitForHydration(partner);
  await partner.getByRole("button", { name: "Actions for Home" }).click();
  await partner.getByRole("menuitem", { name: "Settings…" }).click();
  const settings = partner.getByRole("dialog", { name: "Settings of “Home”" });
  await expect(settings).toBeVisible();
  const settingsAddress = partner.url();
  await settings.getByLabel("SEO title").fill("Spring Sale: half price on every tulip");
  await expect(settings.getByText("38 of 70 characters")).toBeVisible();
  await settings.getByLabel("SEO description").fill("Fresh tulips from the grower, half price until the end of May.");
  await expect(settings.getByRole("figure", { name: "Search result preview" })).toContainText("Spring Sale: half price on every tulip");
  await settings.getByRole("button", { name: /^Social image/ }).click();
  await partner.getByRole("option", { name: /spring-banner\.png/ }).click();
  await expect(settings.getByRole("figure", { name: "Social card preview" })).toBeVisible();
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(settings).toBeHidden();

  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByText("Published as version 1.")).toBeVisible({ timeout: 30_000 });

  // The published document's head: its own title and description, and the social image by its absolute address.
  const published = await partner.request.get(`/${projectId}`);
  expect(published.status()).toBe(200);
  const html = await published.text();
  expect(html).toContain("<title>Spring Sale: half price on every tulip</title>");
  expect(metaContent(html, "name", "description")).toBe("Fresh tulips from the grower, half price until the end of May.");
  expect(metaContent(html, "property", "og:title")).toBe("Spring Sale: half price on every tulip");
  const ogImage = metaContent(html, "property", "og:image") ?? "";
  expect(ogImage.startsWith(`${origin}/`), ogImage).toBe(true);
  expect(metaContent(html, "name", "twitter:image")).toBe(ogImage);
  expect(metaContent(html, "property", "og:image:width")).toBe("1200");
  expect(metaContent(html, "property", "og:image:height")).toBe("630");
  const image = await partner.request.get(ogImage);
  expect(image.status()).toBe(200);
  expect(await sharp(await image.body()).metadata()).toMatchObject({ width: 1200, height: 630 });

  // The same dialog on a phone: it fits the screen and its button takes a tap.
  await partner.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await partner.goto(settingsAddress);
  await waitForHydration(partner);
  const onPhone = partner.getByRole("dialog", { name: "Settings of “Home”" });
  await expect(onPhone.getByLabel("SEO title")).toHaveValue("Spring Sale: half price on every tulip");
  await expectNoSidewaysScrolling(partner, "the page settings dialog");
  await expectReachable(onPhone.getByRole("button", { name: "Save settings" }), "the page settings dialog");
});
