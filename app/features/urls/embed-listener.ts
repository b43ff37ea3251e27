/**
 * The script a page embedding modules runs (docs/product.md#embedding-modules): it takes the height
 * a module posts (`{pagewrightEmbed, height}`) from one of its frames, at our origin only, sets that
 * frame to it, and answers with the embedding page's address (`{pagewrightHost}`, to our origin
 * only) so a lead sent through the module says where it was embedded, and with the font the host
 * gives the frame's parent element (`{pagewrightFont}`), which the module uses when copied with the
 * host's font (docs/decisions/0044-embed-colour-scheme-and-host-font.md). `originExpression` is the
 * JavaScript expression of our origin: a literal in the pasted snippet, or read from the script's
 * own address when served as a file (`/embed.js`). Written by hand, ES5, so it runs on any host.
 */
export function embedListenerSource(originExpression: string): string {
  return (
    `(function(){var o=${originExpression};addEventListener("message",function(e){var d=e.data;` +
    `if(e.origin!==o||!d||typeof d.pagewrightEmbed!=="string"||typeof d.height!=="number")return;` +
    `var f=document.querySelectorAll("iframe[data-pagewright-embed]");` +
    `for(var i=0;i<f.length;i++)if(f[i].contentWindow===e.source){f[i].style.height=Math.ceil(d.height)+"px";` +
    `e.source.postMessage({pagewrightHost:location.href,pagewrightFont:getComputedStyle(f[i].parentElement||f[i]).fontFamily},o)}})})();`
  );
}

/** The path our origin serves the listener at, for hosts whose CSP forbids inline scripts. */
export const EMBED_SCRIPT_PATH = "/embed.js";

/** The listener as a file: it trusts the origin it was loaded from. */
export const EMBED_SCRIPT_FILE = embedListenerSource("document.currentScript&&new URL(document.currentScript.src).origin");
