import { LEAD_FORM_ATTRIBUTE } from "./lead-form-fields";

/**
 * Progressive enhancement for published lead forms (inline, its hash allowed by the page's CSP):
 * a random idempotency key per message, a signed start time fetched when the visitor first
 * focuses the form, and an inline submit with the button disabled while sending that fills the
 * server-rendered error slots or shows the success message through the same :target as without
 * JavaScript. It also fills the attribution fields from the address the visitor arrived at: this
 * page's, or the page of this site that linked here when this one carries no campaign parameters,
 * and the referring site's host (decision 0019; no cookies, no storage). Written by hand so it
 * needs no build step; keep it under 2 KB.
 */
export const LEAD_FORM_SCRIPT = `(function(){function K(){var a=new Uint8Array(16);crypto.getRandomValues(a);return Array.prototype.join.call(a,"-")}document.querySelectorAll("form[${LEAD_FORM_ATTRIBUTE}]").forEach(function(f){var E=f.elements,s=f.querySelector("[type=submit]"),m=f.querySelector("[data-form-error]"),k=E.idempotencyKey,t=E.token,asked;k.value=K();var u,L=location;try{u=new URL(document.referrer)}catch(e){}if(u&&u.origin==L.origin&&!/[?&](utm_|gclid=|fbclid=)/.test(L.search))E.landing.value=u.pathname+u.search;else{E.landing.value=L.pathname+L.search;if(u)E.referrer.value=u.hostname}function show(e,g){f.querySelectorAll("[data-error-for]").forEach(function(p){var n=p.getAttribute("data-error-for"),x=E[n];p.textContent=e[n]||"";p.hidden=!e[n];if(x){if(e[n])x.setAttribute("aria-invalid","true");else x.removeAttribute("aria-invalid")}});m.textContent=g;m.hidden=!g;var i=f.querySelector("[aria-invalid]");if(i)i.focus()}f.addEventListener("focusin",function(){if(asked)return;asked=1;fetch("/api/lead-token").then(function(r){return r.json()}).then(function(j){t.value=j.token}).catch(function(){})});f.addEventListener("submit",function(v){v.preventDefault();if(s.disabled)return;s.disabled=true;var b={};new FormData(f).forEach(function(x,n){b[n]=x});fetch(f.action,{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify(b)}).then(function(r){return r.json()}).then(function(j){if(!j.ok)return show(j.errors||{},j.message||"");show({},"");k.value=K();if(j.redirect)return location.assign(j.redirect);f.reset();var id="lead-sent-"+f.getAttribute("${LEAD_FORM_ATTRIBUTE}");location.hash=id;document.getElementById(id).focus()}).catch(function(){show({},f.getAttribute("data-not-sent"))}).finally(function(){s.disabled=false})})})})();`;
