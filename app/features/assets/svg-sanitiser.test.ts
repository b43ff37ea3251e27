import { describe, expect, it } from "vitest";
import { sanitiseSvg } from "./svg-sanitiser.server";

const drawing = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><defs><linearGradient id="g"/></defs>${inner}<rect width="5" height="5"/></svg>`;

async function sanitised(svg: string): Promise<string> {
  return (await sanitiseSvg(svg)).svg.toString("utf8");
}

// Each of these would make a browser fetch evil.example when the SVG is opened or embedded.
const LOADING_EXTERNAL_FILES: Record<string, string> = {
  "@import url()": drawing(`<style>@import url(http://evil.example/a.css); rect { fill: red }</style>`),
  "@import with a string": drawing(`<style>@import "https://evil.example/a.css";</style>`),
  "url() in a rule": drawing(`<style>rect { fill: url(http://evil.example/p.svg#p) }</style>`),
  "quoted url() in CDATA": drawing(`<style><![CDATA[rect { filter: url("https://evil.example/f.svg#f") }]]></style>`),
  "url() spelled with a CSS escape": drawing(`<style>rect { fill: \\75 rl(http://evil.example/p.svg#p) }</style>`),
  "URL() in capitals": drawing(`<style>rect { fill: URL(//evil.example/p.svg#p) }</style>`),
  "@font-face source": drawing(`<style>@font-face { font-family: x; src: url(//evil.example/f.woff) }</style>`),
  "image-set() with a string": drawing(`<style>rect { fill: image-set("http://evil.example/i.png" 1x) }</style>`),
  "style attribute": drawing(`<rect style="fill: url(http://evil.example/p.svg#p)" width="1" height="1"/>`),
  "style attribute with an entity": drawing(`<rect style="fill: &#117;rl(http://evil.example/p.svg#p)" width="1" height="1"/>`),
  "presentation attribute": drawing(`<rect fill="url('http://evil.example/p.svg#p')" filter="url(https://evil.example/f.svg#f)" width="1" height="1"/>`),
  "<image href>": drawing(`<image href="http://evil.example/i.png" width="1" height="1"/>`),
  "<image xlink:href>": drawing(`<image xlink:href="https://evil.example/i.png" width="1" height="1"/>`),
  "<use href> to another file": drawing(`<use href="http://evil.example/s.svg#i"/>`),
  "<use xlink:href> to another file": drawing(`<use xlink:href="//evil.example/s.svg#i"/>`),
  "<feImage href>": drawing(`<filter id="f"><feImage href="http://evil.example/i.png"/></filter>`),
  "xml-stylesheet instruction": `<?xml version="1.0"?><?xml-stylesheet href="http://evil.example/a.css"?>${drawing(`<?xml-stylesheet href="http://evil.example/b.css"?>`)}`,
};

describe("the SVG sanitiser keeps nothing that loads another file", () => {
  it.each(Object.entries(LOADING_EXTERNAL_FILES))("drops %s", async (_, svg) => {
    const clean = await sanitised(svg);
    expect(clean).not.toMatch(/evil\.example/);
    expect(clean).toContain('<rect width="5" height="5"/>');
  });

  it("keeps styles and references that stay inside the drawing", async () => {
    const pixel = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const clean = await sanitised(
      drawing(
        `<style>.a { fill: url(#g); stroke: #000 } .b { fill: url("${pixel}") }</style><rect class="a" style="fill: url('#g')" fill="url(#g)" width="1" height="1"/>`,
      ),
    );
    expect(clean).toContain(`<style>.a { fill: url(#g); stroke: #000 } .b { fill: url("${pixel}") }</style>`);
    expect(clean).toContain(`<rect class="a" style="fill: url('#g')" fill="url(#g)" width="1" height="1"/>`);
  });
});
