/**
 * The SVG sanitiser's worker, as CommonJS source: bundlers do not ship separate worker files, so
 * it runs through `new Worker(source, { eval: true })` with its modules' paths in workerData.
 * It posts "ready" once its modules are loaded, then answers `{ svg, width, height }`, `{ refusal }`
 * or `{ error }` for each SVG text it gets.
 */
export const SVG_SANITISER_WORKER_SOURCE = String.raw`
// A block, so these names stay out of the global scope the libraries also see.
{
const { parentPort, workerData } = require("node:worker_threads");
const { JSDOM } = require(workerData.jsdom);
const createDOMPurify = require(workerData.dompurify);

const SVG_NS = "http://www.w3.org/2000/svg";
const { window: svgWindow } = new JSDOM("");
const purify = createDOMPurify(svgWindow);
const RASTER_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/=\s]*$/;

// Links may only point inside the drawing; <image> may also embed a bitmap. No javascript:,
// no external files, no nested SVG documents.
purify.addHook("uponSanitizeAttribute", (node, data) => {
  const name = data.attrName.toLowerCase();
  if (name !== "href" && name !== "xlink:href") return;
  const value = data.attrValue.trim();
  const allowed = value.startsWith("#") || (node.nodeName.toLowerCase() === "image" && RASTER_DATA_URL.test(value));
  if (!allowed) data.keepAttr = false;
});

// CSS can load files too: @import, url() and the functions that take a URL as a string. Escapes
// are decoded first, so "\75 rl(" is seen as "url("; a comment inside a name splits it for CSS
// too, so after decoding only these spellings can load anything.
const CSS_ESCAPE = /\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|([\s\S]))/g;
const CSS_LOADING_FUNCTION = /(?:image-set|image|cross-fade|element|src)\(/;
const CSS_URL = /url\(\s*["']?([^"')\s]*)/g;
const LOCAL_CSS_URL = /^(?:#|data:image\/(?:png|jpeg|gif|webp|avif);base64,)/;

function decodeCssEscapes(css) {
  return css.replace(CSS_ESCAPE, (_, hex, character) => {
    if (character !== undefined) return character;
    const code = parseInt(hex, 16);
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? "\ufffd" : String.fromCodePoint(code);
  });
}

function cssLoadsFiles(css) {
  const text = decodeCssEscapes(css).toLowerCase();
  if (text.includes("@import") || CSS_LOADING_FUNCTION.test(text)) return true;
  for (const [, target] of text.matchAll(CSS_URL)) if (!LOCAL_CSS_URL.test(target)) return true;
  return false;
}

// On the document that is served: a <style> that could load a file goes, and so does any
// attribute whose value could (style="…", fill="url(…)", filter, mask, cursor…).
function removeExternalCss(root) {
  for (const element of [root, ...root.getElementsByTagName("*")]) {
    if (element.localName.toLowerCase() === "style") {
      if (cssLoadsFiles(element.textContent || "")) element.remove();
      continue;
    }
    for (const attribute of [...element.attributes]) {
      if (cssLoadsFiles(attribute.value)) element.removeAttributeNode(attribute);
    }
  }
}

function parse(text) {
  const document = new svgWindow.DOMParser().parseFromString(text, "image/svg+xml");
  const root = document.documentElement;
  if (document.getElementsByTagName("parsererror").length || !root || root.localName !== "svg" || root.namespaceURI !== SVG_NS) return null;
  return root;
}

function length(value) {
  const match = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(value || "");
  return match ? Number(match[1]) : null;
}

function size(root) {
  const box = (root.getAttribute("viewBox") || "").trim().split(/[\s,]+/).map(Number);
  const boxWidth = box.length === 4 && box[2] > 0 ? box[2] : null;
  const boxHeight = box.length === 4 && box[3] > 0 ? box[3] : null;
  let width = length(root.getAttribute("width"));
  let height = length(root.getAttribute("height"));
  if (width === null && height === null) {
    width = boxWidth || 300;
    height = boxHeight || 150;
  } else if (width === null) {
    width = boxWidth && boxHeight ? (height * boxWidth) / boxHeight : height;
  } else if (height === null) {
    height = boxWidth && boxHeight ? (width * boxHeight) / boxWidth : width;
  }
  const clamp = (value) => Math.min(20000, Math.max(1, Math.round(value)));
  return { width: clamp(width), height: clamp(height) };
}

function sanitise(text) {
  if (/<!ENTITY/i.test(text)) return { refusal: "This SVG declares XML entities, which are refused." };
  const input = parse(text);
  if (!input) return { refusal: "This SVG is not well-formed: it could not be read as an SVG document." };
  const cleaned = purify.sanitize(new svgWindow.XMLSerializer().serializeToString(input), {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ["use"],
    FORBID_TAGS: ["script", "foreignObject", "foreignobject", "iframe", "embed", "object"],
  });
  const output = parse(cleaned);
  if (!output) return { refusal: "Nothing drawable is left of this SVG after removing scripts and external content." };
  removeExternalCss(output);
  return { svg: new svgWindow.XMLSerializer().serializeToString(output), ...size(output) };
}

parentPort.on("message", (text) => {
  try {
    parentPort.postMessage(sanitise(text));
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.stack ? error.stack : error) });
  }
});
parentPort.postMessage("ready");
}
`;
