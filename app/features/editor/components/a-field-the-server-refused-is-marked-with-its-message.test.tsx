import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { SECTION_REGISTRY } from "~/features/sections/registry";
import { SectionPanel } from "./section-panel";

// The browser's URL reader takes some addresses the server refuses; the panel must still mark the field.
it("marks the field the server refused with the server's message, counted in the panel's header", () => {
  const section = { id: "hero1", type: "hero", variant: "default", props: { ...SECTION_REGISTRY.hero.defaults(), primaryAction: { label: "Go", href: "https://example.org" } } };
  const serverErrors = new Map([["primaryAction.href", "Use a page of this project (/ or /page), an anchor (#name), an http(s) address, mailto:, tel: or sms:."]]);
  const props = { section, projectId: "shop", pages: [{ path: "/", title: "Home" }], modules: [], onChangeProp: () => undefined, onChangeVariant: () => undefined, onChangeLanguage: () => undefined };

  const unmarked = renderToStaticMarkup(<SectionPanel {...props} />);
  expect(unmarked).not.toContain('aria-invalid="true"');

  const html = renderToStaticMarkup(<SectionPanel {...props} serverErrors={serverErrors} />);
  expect(html).toContain("1 field needs fixing before this page can be saved.");
  const address = /<input\b[^>]*type="url"[^>]*>/.exec(html)?.[0] ?? "";
  expect(address).toContain('aria-invalid="true"');
  expect(html).toContain("Use a page of this project (/ or /page)");
  expect(html).toContain('data-field-path="primaryAction"');
});
