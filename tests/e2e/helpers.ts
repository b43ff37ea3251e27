import { expect, type Page } from "@playwright/test";

/** Waits until React Router has hydrated the page, so clicks are client-side navigations. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/** Counts full document loads of a path from now on. */
export function countDocumentLoads(page: Page, pathname: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "document" && new URL(request.url()).pathname === pathname) count += 1;
  });
  return () => count;
}

/** Where the global setup writes the hostile sections (the catalogue's ?fixture=xss view shows them). */
export function hostileSectionsFile(): string {
  const file = process.env.E2E_HOSTILE_SECTIONS_FILE;
  if (!file) throw new Error("E2E_HOSTILE_SECTIONS_FILE is unset: run the end-to-end tests through playwright.config.ts");
  return file;
}

/**
 * Makes a project the way a partner does, from the dashboard's “New project” dialog, and waits for
 * its overview; it starts from the dialog's default (the starter landing page) unless `start` names another.
 */
export async function createProjectFromDashboard(page: Page, name: string, projectId: string, { start }: { start?: "Blank" | "Starter" } = {}): Promise<void> {
  await page.goto("/?modal=new-project");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Project id").fill(projectId);
  if (start) await page.getByRole("radio", { name: new RegExp(`^${start}`) }).check();
  await page.getByRole("button", { name: "Create project" }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}$`));
}
