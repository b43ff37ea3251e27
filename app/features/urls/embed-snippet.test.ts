import { describe, expect, it } from "vitest";
import { EMBED_SCRIPT_FILE } from "./embed-listener";
import { embedFrameUrl, embedSnippet } from "./embed-snippet";

type Listener = (event: { origin: string; source: unknown; data: unknown }) => void;

/** Runs a listener's source with fake globals: one frame that posts, one that does not. */
function runListener(script: string, currentScript: { src: string } | null = null) {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const frameWindow = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  const frame = { contentWindow: frameWindow, style: { height: "" }, parentElement: { tagName: "DIV" } };
  const otherFrame = { contentWindow: {}, style: { height: "" } };
  let listener: Listener | undefined;
  const run = new Function("addEventListener", "document", "location", "getComputedStyle", script) as (add: unknown, doc: unknown, location: unknown, computed: unknown) => void;
  run(
    (_type: string, handler: Listener) => {
      listener = handler;
    },
    { querySelectorAll: () => [otherFrame, frame], currentScript },
    { href: "https://partner.example/contact?x=1" },
    (element: unknown) => ({ fontFamily: element === frame ? "the frame's own font" : "Georgia, serif" }),
  );
  return { frame, otherFrame, frameWindow, posted, send: (event: Parameters<Listener>[0]) => listener?.(event) };
}

describe("the module embed snippet", () => {
  it("is an iframe of the module plus a listener that trusts only our origin and the frame that posted", () => {
    const snippet = embedSnippet({ url: "https://sites.example.com/shop/footer/module", title: "Footer" });
    expect(snippet).toContain('<iframe src="https://sites.example.com/shop/footer/module" title="Footer" data-pagewright-embed');
    expect(snippet).toContain('var o="https://sites.example.com"');
    expect(snippet).toContain("e.origin!==o");
    expect(snippet).toContain("f[i].contentWindow===e.source");
  });

  it("reserves the height it is given as the frame's first height, and a height that shows a whole form without one", () => {
    expect(embedSnippet({ url: "https://sites.example.com/shop/cta/module", title: "Join", height: 356.4 })).toContain("height:356px");
    expect(embedSnippet({ url: "https://sites.example.com/shop/cta/module", title: "Join" })).toContain("height:640px");
  });

  it("asks the module for a transparent background in the frame's address when copied so", () => {
    const snippet = embedSnippet({ url: "https://sites.example.com/shop/cta/module", title: "Join", background: "transparent" });
    expect(snippet).toContain('src="https://sites.example.com/shop/cta/module?background=transparent"');
    expect(snippet).toContain("background:transparent");
  });

  it("asks the module for a light or dark scheme and for the host's font in the frame's address, and adds nothing for the defaults", () => {
    const snippet = embedSnippet({ url: "https://sites.example.com/shop/cta/module", title: "Join", scheme: "dark", font: "inherit" });
    expect(snippet).toContain('src="https://sites.example.com/shop/cta/module?scheme=dark&amp;font=inherit"');
    expect(embedSnippet({ url: "https://sites.example.com/shop/cta/module", title: "Join", scheme: "light", background: "transparent" })).toContain(
      'src="https://sites.example.com/shop/cta/module?background=transparent&amp;scheme=light"',
    );
    expect(embedFrameUrl("https://sites.example.com/shop/cta/module", { background: "themed", scheme: "site", font: "module" })).toBe("https://sites.example.com/shop/cta/module");
  });

  it("loads the listener from our origin instead of inline when the host forbids inline scripts", () => {
    const snippet = embedSnippet({ url: "https://sites.example.com/shop/cta/module", title: "Join", script: "file" });
    expect(snippet).toContain('<script src="https://sites.example.com/embed.js" async></script>');
    expect(snippet).not.toContain("addEventListener");
  });

  it("escapes a hostile title in the attribute and keeps the script element closed only where it ends", () => {
    const snippet = embedSnippet({ url: "https://sites.example.com/shop/footer/module", title: `"><script>alert('x')</script>&` });
    expect(snippet).toContain('title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;"');
    expect(snippet.match(/<script>/g)).toHaveLength(1);
    expect(snippet.match(/<\/script>/g)).toHaveLength(1);
    expect(snippet.endsWith("</script>")).toBe(true);
  });

  it("runs in a page: the listener sets the height of the frame that posted and tells only it, at our origin, the page's address and the font of the frame's parent", () => {
    const snippet = embedSnippet({ url: "https://sites.example.com/shop/footer/module", title: "Footer" });
    const page = runListener(/<script>([\s\S]*)<\/script>/.exec(snippet)?.[1] ?? "");
    page.send({ origin: "https://evil.example", source: page.frameWindow, data: { pagewrightEmbed: "/shop/footer/module", height: 999 } });
    expect(page.frame.style.height).toBe("");
    expect(page.posted).toEqual([]);
    page.send({ origin: "https://sites.example.com", source: page.frameWindow, data: { pagewrightEmbed: "/shop/footer/module", height: 321.2 } });
    expect(page.frame.style.height).toBe("322px");
    expect(page.otherFrame.style.height).toBe("");
    expect(page.posted).toEqual([{ message: { pagewrightHost: "https://partner.example/contact?x=1", pagewrightFont: "Georgia, serif" }, targetOrigin: "https://sites.example.com" }]);
  });

  it("runs as a file: the served listener trusts the origin it was loaded from", () => {
    const page = runListener(EMBED_SCRIPT_FILE, { src: "https://sites.example.com/embed.js" });
    page.send({ origin: "https://evil.example", source: page.frameWindow, data: { pagewrightEmbed: "/shop/footer/module", height: 999 } });
    expect(page.frame.style.height).toBe("");
    page.send({ origin: "https://sites.example.com", source: page.frameWindow, data: { pagewrightEmbed: "/shop/footer/module", height: 200 } });
    expect(page.frame.style.height).toBe("200px");
  });
});
