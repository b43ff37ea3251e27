import { useId, useState } from "react";
import { CopyButton } from "~/ui/copy-button";
import { embedSnippet, type EmbedBackground, type EmbedScriptKind } from "../embed-snippet";

const choice = "flex items-center gap-1.5 text-xs text-neutral-800";

/**
 * The embed code of one module with its copying options and what to do with it
 * (docs/product.md#embedding-modules): what each part does, where to paste it in common site
 * tools, and what a strict CSP must allow.
 */
export function EmbedSnippetPanel({ url, title }: { url: string; title: string }) {
  const [background, setBackground] = useState<EmbedBackground>("themed");
  const [script, setScript] = useState<EmbedScriptKind>("inline");
  const id = useId();
  const snippet = embedSnippet({ url, title, background, script });
  const origin = new URL(url).origin;
  return (
    <div className="border-t border-neutral-200 p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-neutral-600">Paste both parts where the module should appear on the other site.</p>
        <CopyButton text={snippet} label={`Copy the embed code of ${title}`} />
      </div>
      <div className="mb-2 flex flex-wrap gap-x-6 gap-y-2">
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="sr-only">Background</legend>
          <span aria-hidden className="text-xs font-medium text-neutral-700">Background</span>
          {(["themed", "transparent"] as const).map((value) => (
            <label key={value} className={choice}>
              <input type="radio" name={`${id}-background`} value={value} checked={background === value} onChange={() => setBackground(value)} />
              {value === "themed" ? "The site's own" : "Transparent"}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="sr-only">Script</legend>
          <span aria-hidden className="text-xs font-medium text-neutral-700">Script</span>
          {(["inline", "file"] as const).map((value) => (
            <label key={value} className={choice}>
              <input type="radio" name={`${id}-script`} value={value} checked={script === value} onChange={() => setScript(value)} />
              {value === "inline" ? "Inline" : "From our address (strict CSP)"}
            </label>
          ))}
        </fieldset>
      </div>
      <textarea
        readOnly
        value={snippet}
        rows={4}
        aria-label={`Embed code of ${title}`}
        className="w-full resize-y rounded-md border border-neutral-200 bg-white p-2 font-mono text-xs text-neutral-800"
      />
      <div className="mt-2 space-y-1.5 text-xs text-neutral-600">
        <p>
          The <code>&lt;iframe&gt;</code> shows the module. The <code>&lt;script&gt;</code> makes the frame exactly as tall as the module, growing and shrinking with it, and tells
          the module which page it is on, so its leads say so. Without the script the frame stays 640 px tall.
        </p>
        <ul className="list-disc space-y-1 pl-4">
          <li>Plain HTML page: paste it into the page's HTML where the module should be.</li>
          <li>WordPress: add a “Custom HTML” block and paste it there.</li>
          <li>Webflow: drag in an “Embed” element and paste it into its code editor.</li>
          <li>Squarespace: add a “Code” block, set it to HTML, and paste it there.</li>
          <li>
            A site with a strict Content Security Policy: choose “From our address”, then add <code>{origin}</code> to its <code>frame-src</code> and <code>script-src</code>.
          </li>
        </ul>
      </div>
    </div>
  );
}
