import { describe, expect, it } from "vitest";
import { siteFrame } from "./site-frame";

const NAV = [
  { label: "Menu", href: "/menu" },
  { label: "Visit us", href: "/#visit" },
];

describe("siteFrame", () => {
  it("names the business in the header and the footer, one variant for both, the footer leading home then the navigation", () => {
    const { header, footer } = siteFrame({ name: "Crumb & Co.", variant: "kale", nav: NAV, cta: { label: "Order", href: "/#order" }, phone: "+44 20 7946 0321" });
    expect(header).toEqual({ type: "header", variant: "kale", props: { siteName: "Crumb & Co.", links: NAV, cta: { label: "Order", href: "/#order" } } });
    expect(footer).toEqual({
      type: "footer",
      variant: "kale",
      props: { siteName: "Crumb & Co.", links: [{ label: "Home", href: "/" }, ...NAV], phone: "+44 20 7946 0321", copyright: "Crumb & Co." },
    });
  });

  it("leaves the navigation out of a one-page site's footer and keeps a copyright of its own", () => {
    const { footer } = siteFrame({ name: "Severn Plumbing", variant: "default", nav: NAV, cta: NAV[0] ?? { label: "", href: "" }, address: "Bristol", copyright: "Severn Plumbing Ltd", footerNav: false });
    expect(footer.props).toEqual({ siteName: "Severn Plumbing", address: "Bristol", copyright: "Severn Plumbing Ltd" });
  });
});
