import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { signIn } from "./sign-in";

type Violation = { directive: string; blocked: string; source: string; page: string };

/**
 * Records every CSP violation of every frame and document from the first script on, including
 * ones a library provokes on purpose and catches (a caught `new Function` still fires the event).
 */
async function recordCspViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push({ directive: message.text(), blocked: "", source: message.location().url, page: page.url() });
  });
  await page.exposeFunction("reportCspViolation", (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: Violation) => void }).reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}`, page: location.href });
    });
  });
  return violations;
}

/** Loads a screen as a document, so every module it needs is evaluated from scratch, up to hydration. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

test("every app screen runs under the content security policy without a single violation", async ({ browser }) => {
  test.setTimeout(90_000);
  const partner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const partnerViolations = await recordCspViolations(partner);
  await visit(partner, "/signin");
  const stamp = Date.now().toString(36);
  const projectId = `csp${stamp}`;
  await signIn(partner, `csp-${stamp}@example.com`, "Casey");
  await visit(partner, "/");
  await visit(partner, "/?modal=new-project");
  await partner.getByLabel("Name").fill("Policy check");
  await partner.getByLabel("Project id").fill(projectId);
  await partner.getByRole("button", { name: "Create project" }).click();
  await expect(partner).toHaveURL(new RegExp(`/project/${projectId}$`));

  await visit(partner, `/project/${projectId}`);
  await visit(partner, `/editor/${projectId}/home`);
  await visit(partner, `/project/${projectId}/leads`);
  await visit(partner, `/project/${projectId}/assets`);
  await visit(partner, `/project/${projectId}/urls`);
  await visit(partner, `/project/${projectId}/settings`);
  await visit(partner, `/project/${projectId}/settings/domains`);
  await visit(partner, `/project/${projectId}/members`);
  await visit(partner, `/project/${projectId}/ab-tests`);
  expect(partnerViolations).toEqual([]);

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const adminViolations = await recordCspViolations(admin);
  await signIn(admin, "admin@e2e.example", "Admin");
  await visit(admin, "/admin");
  await visit(admin, "/admin/users");
  await visit(admin, "/admin/audit");
  await visit(admin, "/admin/templates");
  expect(adminViolations).toEqual([]);
});
