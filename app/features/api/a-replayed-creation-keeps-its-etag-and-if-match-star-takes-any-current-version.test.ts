import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createModule } from "../projects/create-module.server";
import { startApiContract, type ApiContract } from "./test-fixtures";

describe.each(testDialects())("a replayed creation keeps its ETag, and If-Match: * takes any current version, on %s", (dialect) => {
  let api: ApiContract;
  const sections = [{ id: "hero1", type: "hero", variant: "default", props: { title: "Hello" } }];

  beforeAll(async () => {
    api = await startApiContract(dialect);
    await createModule(api.server.database.db, { userId: api.idOf("owner"), isAdmin: false }, { projectId: "shop", name: "Banner", slug: "banner" });
  }, 120_000);
  afterAll(() => api.server.stop());

  it("a POST sent again with its Idempotency-Key answers the first answer's status, body and ETag", async () => {
    const headers = { "Idempotency-Key": "winter-1" };
    const first = await api.call("owner", "POST", "/projects/shop/pages", { body: { title: "Winter", slug: "winter" }, headers });
    expect([first.status, first.headers.get("ETag"), first.headers.get("Idempotent-Replayed")]).toEqual([201, '"1"', null]);
    const again = await api.call("owner", "POST", "/projects/shop/pages", { body: { title: "Winter", slug: "winter" }, headers });
    expect([again.status, again.body, again.headers.get("ETag"), again.headers.get("Idempotent-Replayed")]).toEqual([201, first.body, '"1"', "true"]);
  });

  it("If-Match: * replaces a page's or a module's sections at whatever version they are, and moves the ETag on", async () => {
    for (const path of ["/projects/shop/pages/home", "/projects/shop/modules/banner"]) {
      const before = await api.call("owner", "GET", path);
      const saved = await api.call("owner", "PUT", `${path}/sections`, { body: { sections }, headers: { "If-Match": "*" } });
      expect(saved.status, path).toBe(200);
      expect(saved.headers.get("ETag")).toBe(`"${Number(before.body.version) + 1}"`);
      expect((await api.call("owner", "PUT", `${path}/sections`, { body: { sections }, headers: { "If-Match": String(before.headers.get("ETag")) } })).status).toBe(412);
    }
  });

  it("If-Match: * on a page or module that does not exist is a 404, and changes nothing", async () => {
    for (const path of ["/projects/shop/pages/nowhere/sections", "/projects/shop/modules/nowhere/sections"]) {
      const answer = await api.call("owner", "PUT", path, { body: { sections }, headers: { "If-Match": "*" } });
      expect([answer.status, answer.body.error], path).toEqual([404, "not_found"]);
    }
    expect(await api.server.database.db.selectFrom("pages").select("id").where("slug", "=", "nowhere").execute()).toEqual([]);
  });
});
