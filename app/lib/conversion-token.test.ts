import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildWhatsAppLink } from "~/lib/messaging-links";
import { conversionLinkOfToken, conversionRedirectPath } from "./conversion-token.server";

const secret = randomBytes(32);
const link = buildWhatsAppLink({ country: "GB", phone: "07400 123456", message: "Hello & welcome #1\n🎉" });
const url = link.ok ? link.url : "";

function tokenOf(path: string): string {
  return path.split("/")[3] ?? "";
}

describe("the token of the conversion redirect", () => {
  it("carries a messaging link there and back, signed for its project", () => {
    const path = conversionRedirectPath(secret, "shop", url);
    expect(path).toMatch(/^\/go\/shop\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(conversionLinkOfToken(secret, "shop", tokenOf(path))).toEqual({ url, app: "whatsapp" });
  });

  it("stands for nothing under another project, another installation's key or with any character changed", () => {
    const token = tokenOf(conversionRedirectPath(secret, "shop", url));
    expect(conversionLinkOfToken(secret, "other", token)).toBeNull();
    expect(conversionLinkOfToken(randomBytes(32), "shop", token)).toBeNull();
    for (let index = 0; index < token.length; index += 1) {
      if (token[index] === ".") continue;
      const altered = token.slice(0, index) + (token[index] === "A" ? "B" : "A") + token.slice(index + 1);
      expect(conversionLinkOfToken(secret, "shop", altered), altered).toBeNull();
    }
  });

  it("reads the unsigned form older publications carry, which the redirect accepts only where it is live", () => {
    expect(conversionLinkOfToken(secret, "shop", Buffer.from(url).toString("base64url"))).toEqual({ url, app: "whatsapp" });
  });

  it("stands for nothing when it is not a messaging link, not canonical or not base64url", () => {
    const signedOther = conversionRedirectPath(secret, "shop", "https://evil.example/");
    expect(conversionLinkOfToken(secret, "shop", tokenOf(signedOther))).toBeNull();
    expect(conversionLinkOfToken(secret, "shop", Buffer.from("https://evil.example/").toString("base64url"))).toBeNull();
    expect(conversionLinkOfToken(secret, "shop", `${Buffer.from(url).toString("base64url")}=`)).toBeNull();
    expect(conversionLinkOfToken(secret, "shop", "%%%")).toBeNull();
    expect(conversionLinkOfToken(secret, "shop", "a")).toBeNull();
    expect(conversionLinkOfToken(secret, "shop", `${tokenOf(conversionRedirectPath(secret, "shop", url))}x`)).toBeNull();
  });
});
