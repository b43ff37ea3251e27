import { Readable } from "node:stream";
import { expect, it } from "vitest";
import { MAX_LEAD_BODY_BYTES, readCaptureRequest, type CaptureHttpRequest } from "./read-capture-request.server";

/** A request whose body arrives in 1 KiB chunks, as a socket delivers it, with no declared length unless given. */
const post = (body: string, contentType: string, extra: Partial<CaptureHttpRequest> = {}): CaptureHttpRequest => {
  const bytes = Buffer.from(body);
  const chunks = Array.from({ length: Math.ceil(bytes.length / 1024) }, (_, index) => bytes.subarray(index * 1024, (index + 1) * 1024));
  return { contentType, accept: undefined, contentLength: undefined, body: Readable.from(chunks), ...extra };
};

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
  const manyThenObjectNames = Array.from({ length: 40 }, (_, index) => `f${index}=x`).concat(["constructor=x", "toString=x"]).join("&");
  expect(await readCaptureRequest(post(manyThenObjectNames, "application/x-www-form-urlencoded"))).toMatchObject({ ok: false, status: 400 });
  expect(await readCaptureRequest(post(`name=${"x".repeat(MAX_LEAD_BODY_BYTES)}`, "application/x-www-form-urlencoded"))).toMatchObject({ ok: false, status: 413 });
  const declaredTooLarge = post("name=Ada", "application/x-www-form-urlencoded", { contentLength: String(MAX_LEAD_BODY_BYTES + 1) });
  expect(await readCaptureRequest(declaredTooLarge)).toMatchObject({ ok: false, status: 413 });
});

it("answers in JSON when the script asks for it, whatever it sent", async () => {
  expect(await readCaptureRequest(post("name=Ada", "application/x-www-form-urlencoded", { accept: "application/json" }))).toMatchObject({ ok: true, wantsJson: true });
  expect(await readCaptureRequest(post("name=Ada", "text/plain", { accept: "application/json" }))).toMatchObject({ ok: false, status: 415, wantsJson: true });
});
