import { describe, expect, it } from "vitest";
import { MODULE_EMBED_SCRIPT } from "./module-embed-script";

type MessageHandler = (event: { source: unknown; origin: string; data: unknown }) => void;

/** Runs the module's script with fake globals: a module root, the frame's address and its parent. */
function runModule(search: string) {
  const attributes: Record<string, string> = {};
  const root = { style: { background: "", fontFamily: "" }, setAttribute: (name: string, value: string) => (attributes[name] = value), getBoundingClientRect: () => ({ height: 356 }) };
  const parent = { postMessage: () => undefined };
  let onMessage: MessageHandler | undefined;
  const run = new Function("document", "location", "parent", "ResizeObserver", "addEventListener", MODULE_EMBED_SCRIPT) as (...globals: unknown[]) => void;
  run(
    { querySelector: () => root, querySelectorAll: () => [] },
    { search, pathname: "/shop/cta/module" },
    parent,
    class {
      observe() {}
    },
    (_type: string, handler: MessageHandler) => (onMessage = handler),
  );
  const fromParent = (pagewrightFont: unknown) => onMessage?.({ source: parent, origin: "https://bakery.example", data: { pagewrightHost: "https://bakery.example/visit", pagewrightFont } });
  return { root, attributes, parent, fromParent, send: (event: Parameters<MessageHandler>[0]) => onMessage?.(event) };
}

describe("a published module's script and the copying options in its address", () => {
  it("marks the module with the light or dark scheme the address asks for, and with nothing else", () => {
    expect(runModule("?scheme=dark").attributes).toEqual({ "data-scheme": "dark" });
    expect(runModule("?background=transparent&scheme=light").attributes).toEqual({ "data-scheme": "light" });
    expect(runModule("?scheme=purple").attributes).toEqual({});
    expect(runModule("").attributes).toEqual({});
  });

  it("sets the host's font its parent sends, as quoted names, only when the address asks for it", () => {
    const inheriting = runModule("?font=inherit");
    inheriting.fromParent(`Georgia, "Times New Roman", serif`);
    expect([inheriting.root.style.fontFamily, inheriting.attributes["data-font"]]).toEqual([`"Georgia","Times New Roman",serif`, "inherit"]);
    const own = runModule("?scheme=dark");
    own.fromParent("Georgia, serif");
    expect(own.root.style.fontFamily).toBe("");
  });

  it("ignores a font that is not a plain list of names, and one sent by anyone but its parent or for another origin", () => {
    const module = runModule("?font=inherit");
    module.fromParent(`Georgia; background: url(https://evil.example/x)`);
    module.fromParent(`Georgia, url(https://evil.example/font.woff2)`);
    expect(module.root.style.fontFamily).toBe("");
    module.send({ source: {}, origin: "https://bakery.example", data: { pagewrightHost: "https://bakery.example/visit", pagewrightFont: "Georgia" } });
    module.send({ source: module.parent, origin: "https://evil.example", data: { pagewrightHost: "https://bakery.example/visit", pagewrightFont: "Georgia" } });
    expect(module.root.style.fontFamily).toBe("");
    expect(module.attributes).toEqual({});
  });
});
