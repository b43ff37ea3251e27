import { describe, expect, it } from "vitest";
import { embedSnippet } from "./embed-snippet";

describe("the module embed snippet", () => {
  it("is an iframe of the module plus a listener that trusts only our origin and the frame that posted", () => {
    const snippet = embedSnippet({ url: "https://sites.example.com/shop/footer/module", title: "Footer" });
    expect(snippet).toContain('<iframe src="https://sites.example.com/shop/footer/module" title="Footer" data-pagewright-embed');
    expect(snippet).toContain('var o="https://sites.example.com"');
    expect(snippet).toContain("e.origin!==o");
    expect(snippet).toContain("f[i].contentWindow===e.source");
    expect(snippet).toContain("e.data.pagewrightEmbed");
  });

  it("escapes a hostile title in the attribute and keeps the script element closed only where it ends", () => {
    const snippet = embedSnippet({ url: "https://sites.example.com/shop/footer/module", title: `"><script>alert('x')</script>&` });
    expect(snippet).toContain('title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;"');
    expect(snippet.match(/<script>/g)).toHaveLength(1);
    expect(snippet.match(/<\/script>/g)).toHaveLength(1);
    expect(snippet.endsWith("</script>")).toBe(true);
  });

  it("runs in a page: the listener sets the height of the frame that posted", () => {
    const snippet = embedSnippet({ url: "https://sites.example.com/shop/footer/module", title: "Footer" });
    const script = /<script>([\s\S]*)<\/script>/.exec(snippet)?.[1] ?? "";
    const frameWindow = {};
    const frame = { contentWindow: frameWindow, style: { height: "" } };
    const otherFrame = { contentWindow: {}, style: { height: "" } };
    let listener: ((event: { origin: string; source: unknown; data: unknown }) => void) | undefined;
    const run = new Function("addEventListener", "document", script) as (add: unknown, doc: unknown) => void;
    run(
      (_type: string, handler: typeof listener) => {
        listener = handler;
      },
      { querySelectorAll: () => [otherFrame, frame] },
    );
    listener?.({ origin: "https://evil.example", source: frameWindow, data: { pagewrightEmbed: "/shop/footer/module", height: 999 } });
    expect(frame.style.height).toBe("");
    listener?.({ origin: "https://sites.example.com", source: frameWindow, data: { pagewrightEmbed: "/shop/footer/module", height: 321.2 } });
    expect(frame.style.height).toBe("322px");
    expect(otherFrame.style.height).toBe("");
  });
});
