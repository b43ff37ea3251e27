import { useCallback, useId, useState } from "react";
import { CopyButton } from "~/ui/copy-button";
import { DEFAULT_EMBED_HEIGHT, DEFAULT_EMBED_LOOK, embedFrameUrl, embedSnippet, type EmbedLook, type EmbedScriptKind } from "../embed-snippet";
import { EmbedPreview, PREVIEW_WIDTHS, type PreviewWidth } from "./embed-preview";

const choice = "flex items-center gap-1.5 text-xs text-neutral-800";

/** One copying option as a radio group: its legend is read once, by screen readers; sighted partners see the same words beside it. */
function OptionGroup<V extends string>({ name, legend, options, value, onChange }: { name: string; legend: string; options: readonly (readonly [V, string])[]; value: V; onChange: (value: V) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden className="text-xs font-medium text-neutral-700">
        {legend}
      </span>
      {options.map(([option, label]) => (
        <label key={option} className={choice}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The embed code of one module with its copying options and what to do with it
 * (docs/product.md#embedding-modules): what each part does, where to paste it in common site
 * tools, and what a strict CSP must allow. While open it previews the module at the chosen width
 * and the code reserves the height the module measured there, 640 px until it has.
 */
export function EmbedSnippetPanel({ url, title, open = true }: { url: string; title: string; open?: boolean }) {
  const [look, setLook] = useState<EmbedLook>(DEFAULT_EMBED_LOOK);
  const [script, setScript] = useState<EmbedScriptKind>("inline");
  const [width, setWidth] = useState<PreviewWidth>(1280);
  const [measured, setMeasured] = useState<{ src: string; width: PreviewWidth; height: number } | null>(null);
  const id = useId();
  const src = embedFrameUrl(url, look);
  const height = measured && measured.src === src && measured.width === width ? measured.height : null;
  const onHeight = useCallback((value: number) => setMeasured({ src, width, height: value }), [src, width]);
  const snippet = embedSnippet({ url, title, ...look, script, height: height ?? DEFAULT_EMBED_HEIGHT });
  const origin = new URL(url).origin;
  const change = <K extends keyof EmbedLook>(key: K) => (value: EmbedLook[K]) => setLook((current) => ({ ...current, [key]: value }));
  return (
    <div className="border-t border-neutral-200 p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-neutral-600">Paste both parts where the module should appear on the other site.</p>
        <CopyButton text={snippet} label={`Copy the embed code of ${title}`} />
      </div>
      <div className="mb-2 flex flex-wrap gap-x-6 gap-y-2">
        <OptionGroup name={`${id}-background`} legend="Background" value={look.background} onChange={change("background")} options={[["themed", "The site's own"], ["transparent", "Transparent"]]} />
        <OptionGroup name={`${id}-scheme`} legend="Colours" value={look.scheme} onChange={change("scheme")} options={[["site", "As designed"], ["light", "Light"], ["dark", "Dark"]]} />
        <OptionGroup name={`${id}-font`} legend="Font" value={look.font} onChange={change("font")} options={[["module", "The module's font"], ["inherit", "The host page's font"]]} />
        <OptionGroup name={`${id}-script`} legend="Script" value={script} onChange={setScript} options={[["inline", "Inline"], ["file", "From our address (strict CSP)"]]} />
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
          the module which page it is on, so its leads say so. Until the module has said its height, and without the script, the frame is as tall as the code says.
        </p>
        <ul className="list-disc space-y-1 pl-4">
          <li>Plain HTML page: paste it into the page's HTML where the module should be.</li>
          <li>WordPress: add a “Custom HTML” block and paste it there.</li>
          <li>Webflow: drag in an “Embed” element and paste it into its code editor.</li>
          <li>Squarespace: add a “Code” block, set it to HTML, and paste it there.</li>
          <li>
            A site with a strict Content Security Policy: choose “From our address”, then add <code>{origin}</code> to its <code>frame-src</code> and <code>script-src</code>.
          </li>
          <li>“The host page's font” uses the font of the element the code is pasted in, when it is installed on the visitor's device; web fonts of the other site stay its own.</li>
        </ul>
      </div>
      {open ? (
        <div className="mt-3 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-width`} className="text-xs font-medium text-neutral-700">
              Width of the column on the other site
            </label>
            <select id={`${id}-width`} value={width} onChange={(event) => setWidth(Number(event.target.value) as PreviewWidth)} className="rounded-md border border-neutral-500 bg-white px-2 py-1 text-xs text-neutral-900">
              {PREVIEW_WIDTHS.map((option) => (
                <option key={option.width} value={option.width}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <p role="status" className="text-xs text-neutral-600">
            {height === null ? `Measuring the module at ${width} px… Until then the code reserves ${DEFAULT_EMBED_HEIGHT} px.` : `The code reserves ${height} px, the module's height at ${width} px.`}
          </p>
          <EmbedPreview key={`${src} ${width}`} src={src} title={title} width={width} height={height ?? DEFAULT_EMBED_HEIGHT} onHeight={onHeight} />
        </div>
      ) : null}
    </div>
  );
}
