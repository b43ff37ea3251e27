import { describe, expect, it } from "vitest";
import { FileRefusal } from "./file-refusal";
import { countSvgMarkup, readSvgWithinLimits, SVG_MARKUP_LIMITS } from "./svg-markup-limits.server";

const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${inner}</svg>`;
const nested = (depth: number) => svg("<g>".repeat(depth - 1) + "</g>".repeat(depth - 1));

function refusalOf(text: string): string {
  try {
    readSvgWithinLimits(Buffer.from(text));
  } catch (error) {
    expect(error).toBeInstanceOf(FileRefusal);
    return (error as FileRefusal).message;
  }
  throw new Error("expected the SVG to be refused");
}

describe("counting an SVG's markup", () => {
  it("counts elements, depth and attributes the way an XML parser sees them", () => {
    const text = `<?xml version="1.0"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<!-- <g><g><g> in a comment -->
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
  <?inkscape <g><g>?>
  <g id="a" data-note='1 > 0 and a="b"'><g><path d="M0 0" data-x="/>"/></g></g>
  <style><![CDATA[ <g a="1"><g> ]]></style>
</svg>`;
    expect(countSvgMarkup(text)).toEqual({ elements: 5, depth: 4, attributes: 6, attributesPerElement: 2, dtdDeclarations: false });
  });

  it("sees DTD declarations, whatever the DOCTYPE's quoted parts hold", () => {
    expect(countSvgMarkup(`<!DOCTYPE svg [<!ATTLIST svg a CDATA "x">]>${svg("")}`).dtdDeclarations).toBe(true);
    expect(countSvgMarkup(`<!DOCTYPE svg SYSTEM "a[b].dtd">${svg("")}`).dtdDeclarations).toBe(false);
  });

  it("scans a 2 MB drawing within the limits in well under a second", () => {
    const path = `<path d="M${"10 20 L 30 40 C 1 2 3 4 5 6 ".repeat(8)}Z" fill="#123456" stroke="#abcdef"/>`;
    const text = svg(path.repeat(Math.floor((2 * 1024 * 1024) / path.length)));
    const started = performance.now();
    expect(readSvgWithinLimits(Buffer.from(text))).toBe(text);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("refusing SVGs too complex to sanitise", () => {
  it("refuses 20,000 nested groups at once, with what to do about it", () => {
    const started = performance.now();
    expect(refusalOf(nested(20_000))).toBe("This SVG nests elements more than 100 levels deep. Flatten its groups or save it as PNG or WebP.");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(() => readSvgWithinLimits(Buffer.from(nested(SVG_MARKUP_LIMITS.depth)))).not.toThrow();
  });

  it("refuses too many elements, too many attributes, and too many on one element", () => {
    expect(() => readSvgWithinLimits(Buffer.from(svg("<g/>".repeat(SVG_MARKUP_LIMITS.elements - 1))))).not.toThrow();
    expect(refusalOf(svg("<g/>".repeat(SVG_MARKUP_LIMITS.elements)))).toBe("This SVG has more than 10,000 elements. Simplify it or save it as PNG or WebP.");
    const attributes = (count: number) => Array.from({ length: count }, (_, index) => `a${index}="1"`).join(" ");
    expect(refusalOf(svg(`<g ${attributes(101)}/>`))).toBe("This SVG has an element with more than 100 attributes. Simplify it or save it as PNG or WebP.");
    expect(refusalOf(svg(`<g ${attributes(50)}/>`.repeat(601)))).toBe("This SVG has more than 30,000 attributes. Simplify it or save it as PNG or WebP.");
  });

  it("refuses DTD declarations and text that is not UTF-8", () => {
    expect(refusalOf(`<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]>${svg("")}`)).toBe("This SVG declares XML entities or other DTD declarations (<!DOCTYPE svg [ … ]>), which are refused.");
    expect(() => readSvgWithinLimits(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff]))).toThrow("This SVG is not UTF-8 text.");
  });
});
