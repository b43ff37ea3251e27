function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#39;");
}

/** A JS string literal that cannot end the surrounding script element. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * The HTML another site pastes to show a module: an iframe plus a small listener that takes the
 * height the module posts (`{pagewrightEmbed, height}`) from that iframe only, at our origin only.
 */
export function embedSnippet(input: { url: string; title: string }): string {
  const origin = new URL(input.url).origin;
  const listener =
    `(function(){var o=${scriptString(origin)};addEventListener("message",function(e){` +
    `if(e.origin!==o||!e.data||typeof e.data.pagewrightEmbed!=="string"||typeof e.data.height!=="number")return;` +
    `var f=document.querySelectorAll("iframe[data-pagewright-embed]");` +
    `for(var i=0;i<f.length;i++)if(f[i].contentWindow===e.source)f[i].style.height=Math.ceil(e.data.height)+"px"})})();`;
  return (
    `<iframe src="${escapeAttribute(input.url)}" title="${escapeAttribute(input.title)}" data-pagewright-embed loading="lazy" ` +
    `style="display:block;width:100%;height:480px;border:0"></iframe>\n<script>${listener}</script>`
  );
}
