import { Readable } from "node:stream";
import pino from "pino";
import { expect, it } from "vitest";
import { createTestDatabase } from "../../../db/test-database";
import { answerLeadSubmission, FAILED_MESSAGE, type LeadSubmission } from "./answer-lead-submission.server";
import { LEADS_CONFIG, VALID_ANSWERS } from "./test-fixtures";

const submission = (accept: string): LeadSubmission => ({
  projectId: "acme",
  from: "home",
  contentType: "application/x-www-form-urlencoded",
  accept,
  contentLength: undefined,
  body: Readable.from([Buffer.from(new URLSearchParams(VALID_ANSWERS).toString())]),
  clientAddress: "203.0.113.7",
});

it("answers a failure it cannot help (the database gone) with a 500 asking to try again, in the form the sender reads", async () => {
  const database = await createTestDatabase("sqlite");
  await database.close();
  const context = { database, leads: LEADS_CONFIG, logger: pino({ level: "silent" }) };
  const json = await answerLeadSubmission(submission("application/json"), context);
  expect(json.status).toBe(500);
  expect(JSON.parse(json.body)).toEqual({ ok: false, message: FAILED_MESSAGE });
  const page = await answerLeadSubmission(submission("text/html"), context);
  expect(page.status).toBe(500);
  expect(page.headers["Content-Type"]).toBe("text/html; charset=utf-8");
  expect(page.body).toContain(FAILED_MESSAGE);
});
