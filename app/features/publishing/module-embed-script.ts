import { LEAD_FORM_ATTRIBUTE, LEAD_FORM_CONTROLS } from "~/features/sections/contact/lead-form-fields";

const EMBEDDED_ON_FIELD = LEAD_FORM_CONTROLS.embeddedOn;

/**
 * A published module's only script besides the lead form's (docs/product.md#embedding-modules):
 * it reports the height of the module's own content (not the document's, which cannot fall below
 * the frame's) on every change, so the frame shrinks as well as grows; it takes the embedding
 * page's address only from its parent and only when that address is of the origin the browser
 * says sent it, and puts it in the lead forms; and it clears the background when the snippet asks
 * for a transparent one. Written by hand and kept tiny: published pages must stay light.
 */
export const MODULE_EMBED_SCRIPT =
  `(function(){var r=document.querySelector(".pw-embed"),h=-1;if(!r)return;` +
  `if(/[?&]background=transparent(&|$)/.test(location.search))r.style.background="transparent";` +
  `function s(){var n=Math.ceil(r.getBoundingClientRect().height);if(n!==h){h=n;parent.postMessage({pagewrightEmbed:location.pathname,height:n},"*")}}` +
  `new ResizeObserver(s).observe(r);addEventListener("message",function(e){var d=e.data,u;` +
  `if(e.source!==parent||!d||typeof d.pagewrightHost!=="string")return;try{u=new URL(d.pagewrightHost)}catch(x){return}if(u.origin!==e.origin)return;` +
  `document.querySelectorAll("form[${LEAD_FORM_ATTRIBUTE}]").forEach(function(f){var i=f.elements.${EMBEDDED_ON_FIELD};` +
  `if(!i){i=document.createElement("input");i.type="hidden";i.name="${EMBEDDED_ON_FIELD}";f.appendChild(i)}i.value=u.href.slice(0,2000)})})})();`;
