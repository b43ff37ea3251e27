import { SAFE_FONT_FAMILY_SOURCE } from "./safe-font-family";
import { LEAD_FORM_ATTRIBUTE, LEAD_FORM_CONTROLS } from "~/features/sections/contact/lead-form-fields";

const EMBEDDED_ON_FIELD = LEAD_FORM_CONTROLS.embeddedOn;

/**
 * A published module's only script besides the lead form's (docs/product.md#embedding-modules):
 * it reports the height of the module's own content (not the document's, which cannot fall below
 * the frame's) on every change, so the frame shrinks as well as grows; it takes the embedding
 * page's address only from its parent and only when that address is of the origin the browser
 * says sent it, and puts it in the lead forms; it clears the background when the snippet asks
 * for a transparent one, marks the root with the colour scheme asked for (`?scheme=light|dark`,
 * which the module's stylesheet applies, `module-look-css.ts`), and with `?font=inherit` sets the
 * host's font, from that same checked message, only when it is a safe list of family names
 * (docs/decisions/0044-embed-colour-scheme-and-host-font.md). Written by hand and kept tiny:
 * published pages must stay light.
 */
export const MODULE_EMBED_SCRIPT =
  `(function(){var r=document.querySelector(".pw-embed"),h=-1;if(!r)return;` +
  `var q=location.search,k=/[?&]scheme=(light|dark)(&|$)/.exec(q),w=/[?&]font=inherit(&|$)/.test(q),F=${SAFE_FONT_FAMILY_SOURCE};` +
  `if(/[?&]background=transparent(&|$)/.test(q))r.style.background="transparent";if(k)r.setAttribute("data-scheme",k[1]);` +
  `function s(){var n=Math.ceil(r.getBoundingClientRect().height);if(n!==h){h=n;parent.postMessage({pagewrightEmbed:location.pathname,height:n},"*")}}` +
  `new ResizeObserver(s).observe(r);addEventListener("message",function(e){var d=e.data,u,x;` +
  `if(e.source!==parent||!d||typeof d.pagewrightHost!=="string")return;try{u=new URL(d.pagewrightHost)}catch(x){return}if(u.origin!==e.origin)return;` +
  `if(w&&(x=F(d.pagewrightFont))){r.style.fontFamily=x;r.setAttribute("data-font","inherit")}` +
  `document.querySelectorAll("form[${LEAD_FORM_ATTRIBUTE}]").forEach(function(f){var i=f.elements.${EMBEDDED_ON_FIELD};` +
  `if(!i){i=document.createElement("input");i.type="hidden";i.name="${EMBEDDED_ON_FIELD}";f.appendChild(i)}i.value=u.href.slice(0,2000)})})})();`;
