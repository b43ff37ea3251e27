import { expect, it } from "vitest";
import { MAX_LEAD_BODY_BYTES, readCaptureRequest } from "./read-capture-request.server";

const post = (body: BodyInit, type: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/leads/acme?from=home", { method: "POST", body, headers: { "Content-Type": type, ...headers } });

it("reads a form post and the script's JSON into the same flat answers", async () => {
  expect(await readCaptureRequest(post("name=Ada&email=a%40b.co&name=Second", "application/x-www-form-urlencoded; charset=UTF-8"))).toEqual({
    ok: true,
    answers: { name: "Ada", email: "a@b.co" },
    wantsJson: false,
  });
  expect(await readCaptureRequest(post(JSON.stringify({ name: "Ada", consent: true, age: 3, note: null }), "application/json"))).toEqual({
    ok: true,
    answers: { name: "Ada", consent: "true", age: "3" },
    wantsJson: true,
  });
});

it("refuses other content types, unreadable JSON, nested values, too many fields and oversized bodies", async () => {
  expect(await readCaptureRequest(post("name=Ada", "multipart/form-data; boundary=x"))).toMatchObject({ ok: false, status: 415 });
  expect(await readCaptureRequest(post("name=Ada", "text/plain"))).toMatchObject({ ok: false, status: 415 });
  expect(await readCaptureRequest(post("{", "application/json"))).toMatchObject({ ok: false, status: 400, wantsJson: true });
  expect(await readCaptureRequest(post("[1]", "application/json"))).toMatchObject({ ok: false, status: 400 });
  expect(await readCaptureRequest(post('{"a":{"b":1}}', "application/json"))).toMatchObject({ ok: false, status: 400 });
  const many = Array.from({ length: 41 }, (_, index) => `f${index}=x`).join("&");
  expect(await readCaptureRequest(post(many, "application/x-www-form-urlencoded"))).toMatchObject({ ok: false, status: 400 });
  expect(await readCaptureRequest(post(`name=${"x".repeat(MAX_LEAD_BODY_BYTES)}`, "application/x-www-form-urlencoded"))).toMatchObject({ ok: false, status: 413 });
});
