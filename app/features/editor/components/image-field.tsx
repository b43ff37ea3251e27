import { ImageIcon, Library, Trash2 } from "lucide-react";
import { useState } from "react";
import { TextField } from "~/ui/text-field";
import { pathKey, type PropPath } from "../prop-paths";
import { pixelsToStore } from "../typed-values";
import { useFieldContext, type ImageValue } from "./field-context";
import { TypedValueField } from "./typed-value-field";

/** Reads a picture's size by loading it, so a pasted address gets its width and height. */
function measure(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve(probe.naturalWidth > 0 ? { width: probe.naturalWidth, height: probe.naturalHeight } : null);
    probe.onerror = () => resolve(null);
    probe.src = src;
  });
}

/**
 * A picture: chosen from the project's assets when the asset library is plugged in (`pickAsset`),
 * or given by address, with its text alternative and size.
 */
export function ImageField({
  label,
  description,
  error,
  optional,
  value,
  onChange,
  errorsPath,
}: {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  optional: boolean;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  errorsPath: PropPath;
}) {
  const { errors, pickAsset } = useFieldContext();
  const [measuring, setMeasuring] = useState(false);
  const image = value ?? { src: "", alt: "", width: 1200, height: 800 };
  const errorOf = (name: string) => errors.get(pathKey([...errorsPath, name]));

  async function changeSource(src: string) {
    const { assetId: _fromLibrary, ...rest } = image;
    onChange({ ...rest, src });
    if (!/^https:\/\//.test(src)) return;
    setMeasuring(true);
    const size = await measure(src);
    setMeasuring(false);
    if (size) onChange({ ...rest, src, ...size });
  }

  async function choose() {
    const picked = await pickAsset?.();
    // The text alternative the partner typed describes their page; the library's stored one only fills an empty field.
    if (picked) onChange({ ...picked, alt: image.alt.trim() ? image.alt : picked.alt });
  }

  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-neutral-200 p-3">
      <legend className="px-1 text-sm font-medium text-neutral-800">{label}</legend>
      <div className="flex items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-neutral-100 ring-1 ring-black/5">
          {value?.src ? <img src={value.src} alt="" className="size-full object-cover" /> : <ImageIcon aria-hidden className="size-5 text-neutral-600" />}
        </div>
        <div className="flex flex-wrap gap-2">
          {pickAsset ? (
            <button type="button" onClick={() => void choose()} className="inline-flex items-center gap-1.5 rounded-md border border-neutral-300 bg-white px-2.5 py-1.5 text-xs font-medium hover:bg-neutral-50">
              <Library aria-hidden className="size-3.5" /> Choose from assets
            </button>
          ) : null}
          {optional && value ? (
            <button type="button" onClick={() => onChange(null)} className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-xs text-neutral-600 hover:bg-neutral-100">
              <Trash2 aria-hidden className="size-3.5" /> Remove picture
            </button>
          ) : null}
        </div>
      </div>
      {description ? <p className="text-xs text-neutral-600">{description}</p> : null}
      <TextField
        label="Image address"
        type="url"
        placeholder="https://…"
        value={value?.src ?? ""}
        onChange={(src) => void changeSource(src)}
        error={errorOf("src") ?? error}
        description={measuring ? "Reading the picture's size…" : undefined}
      />
      {value ? (
        <>
          <TextField label="Text alternative" value={image.alt} onChange={(alt) => onChange({ ...image, alt })} error={errorOf("alt")} description="What the picture shows, for people who cannot see it." />
          <div className="grid grid-cols-2 gap-2">
            <TypedValueField label="Width" inputMode="numeric" value={image.width} toStore={pixelsToStore} onChange={(width) => onChange({ ...image, width })} error={errorOf("width")} />
            <TypedValueField label="Height" inputMode="numeric" value={image.height} toStore={pixelsToStore} onChange={(height) => onChange({ ...image, height })} error={errorOf("height")} />
          </div>
        </>
      ) : null}
    </fieldset>
  );
}
