/**
 * The check a module applies to the font its host says it uses (docs/decisions/0044-embed-colour-scheme-and-host-font.md),
 * as the ES5 source of a function that the module's script embeds: a comma-separated list of at
 * most 16 family names, each a quoted name or a plain name of letters, digits, spaces and `-._+&`,
 * or a generic family, at most 400 characters in all. Anything else (a `url(`, a `;`, braces,
 * backslashes, quotes inside a name) makes the whole list unusable: it gives "". What it gives is
 * the list rewritten with every name quoted and the generic families bare, so the module sets
 * exactly names of fonts, which the frame can only find installed on the visitor's device: the
 * module's CSP allows fonts from its own origin only, and the host's web fonts are not the frame's.
 */
export const SAFE_FONT_FAMILY_SOURCE = String.raw`function(v){if(typeof v!=="string"||v.length>400)return "";var p=v.split(","),o=[],i,n,m,q,L="A-Za-z\u00C0-\u024F\u0370-\u1FFF\u3040-\u9FFF\uAC00-\uD7AF";if(p.length>16)return "";for(i=0;i<p.length;i++){n=p[i].replace(/^\s+|\s+$/g,"");m=/^"([^"]*)"$/.exec(n)||/^'([^']*)'$/.exec(n);q=(m?m[1]:n).replace(/\s+/g," ").replace(/^ | $/g,"");if(!new RegExp("^["+L+"0-9 ._+&-]{1,80}$").test(q))return "";if(!m&&!new RegExp("^-?["+L+"][-"+L+"0-9 _]*$").test(q))return "";o.push(!m&&/^(serif|sans-serif|monospace|cursive|fantasy|system-ui|ui-serif|ui-sans-serif|ui-monospace|ui-rounded|math|emoji|fangsong)$/.test(q)?q:'"'+q+'"')}return o.join(",")}`;
