import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { loadConfig } from "../../../server/config";
import { startSmtpTestServer, type SmtpTestServer } from "../../../server/testing/smtp-test-server";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { mailOwnerWhenDisabled } from "./webhook-worker.server";

// The message goes out through nodemailer to a real SMTP server listening on loopback.
describe.each(testDialects())("the mail about a webhook turned off, on %s", (dialect) => {
  let f: Fixture;
  let smtp: SmtpTestServer;

  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    f = await createFixture(dialect);
    await createProject(f.db, f.owner, { name: "Acme", id: "acme" });
  });
  afterEach(async () => {
    await smtp.close();
    await f.database.close();
  });

  it("reaches the project's owner with the endpoint and where to turn it on again, and none is sent without SMTP", async () => {
    const env = { PUBLIC_URL: "https://pages.example.com", SMTP_URL: smtp.url, SMTP_FROM: "Pagewright <hello@pages.example.com>" };
    const tell = mailOwnerWhenDisabled(f.database, loadConfig(env), pino({ level: "silent" }));
    await tell?.({ id: "ep_1", projectId: "acme", url: "https://hooks.example.net/catch" });
    expect(smtp.received).toHaveLength(1);
    const owner = await f.db.selectFrom("users").select("email").where("id", "=", f.owner.userId).executeTakeFirstOrThrow();
    expect(smtp.received[0]?.to).toEqual([owner.email]);
    const body = (smtp.received[0]?.data ?? "").replace(/=\r\n/g, "");
    expect(body).toContain("The webhook https://hooks.example.net/catch of Acme failed for 5 days");
    expect(body).toContain("https://pages.example.com/project/acme/settings/integrations");
    expect(mailOwnerWhenDisabled(f.database, loadConfig({ PUBLIC_URL: "https://pages.example.com" }), pino({ level: "silent" }))).toBeUndefined();
  });
});
