import { Image } from "lucide-react";
import { Link } from "react-router";
import { ListboxField } from "~/ui/listbox-field";

/** An image of the project that can be its site's favicon. */
export type FaviconChoice = { id: string; fileName: string; width: number; height: number; thumbnailUrl: string };

const LETTER_ICON = "";

/**
 * The favicon picker: the generated letter icon or one of the project's images
 * (docs/product.md#publishing); with no images yet, where to upload one.
 */
export function FaviconField(props: { projectId: string; choices: readonly FaviconChoice[]; defaultValue: string; error: string | undefined; disabled: boolean }) {
  const assetsLink = (
    <Link to={`/project/${props.projectId}/assets`} className="font-medium text-accent hover:underline">
      Assets
    </Link>
  );
  if (props.choices.length === 0) {
    return (
      <div>
        <p className="text-sm font-medium text-neutral-800">Favicon</p>
        <div className="mt-1.5 flex items-center gap-3 rounded-md border border-dashed border-neutral-300 px-3 py-3 text-sm text-neutral-600">
          <Image aria-hidden className="size-5 shrink-0 text-neutral-600" />
          <span>
            The site shows its letter icon. Upload images in {assetsLink} to choose a favicon.
          </span>
        </div>
        {/* Sent empty on purpose: saving without images keeps the letter icon. */}
        <input type="hidden" name="faviconAssetId" value="" />
      </div>
    );
  }
  const options = [
    { value: LETTER_ICON, label: "Letter icon", description: "The first letter of the site's name on its colour" },
    ...props.choices.map((choice) => ({ value: choice.id, label: choice.fileName, description: `${choice.width} × ${choice.height} px` })),
  ];
  const chosen = props.choices.find((choice) => choice.id === props.defaultValue);
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <ListboxField
          label="Favicon"
          name="faviconAssetId"
          options={options}
          defaultValue={props.defaultValue}
          error={props.error}
          disabled={props.disabled}
          description="Shown in browser tabs, bookmarks and on home screens, in every size they ask for. A square image works best."
        />
        <p className="mt-1.5 text-sm text-neutral-600">Another image? Upload it in {assetsLink}.</p>
      </div>
      {chosen ? <img src={chosen.thumbnailUrl} alt="" width={48} height={48} className="mt-7 size-12 shrink-0 rounded-md border border-neutral-200 object-cover" /> : null}
    </div>
  );
}
