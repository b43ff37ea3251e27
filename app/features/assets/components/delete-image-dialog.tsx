import { TriangleAlert } from "lucide-react";
import { dangerButton, secondaryButton } from "~/ui/button-styles";
import { FormBanner } from "~/ui/form-banner";
import type { LibraryAsset } from "../list-assets.server";
import { UsageList } from "./image-details-dialog";
import { DialogFrame } from "~/ui/dialog-frame";
import { useBackgroundAction } from "./use-background-action";

/** Confirms deleting an image; when pages or modules use it, lists them and asks to delete anyway. */
export function DeleteImageDialog({ projectId, asset, onClose }: { projectId: string; asset: LibraryAsset; onClose: () => void }) {
  const { fetcher, failure, pending } = useBackgroundAction(onClose);
  const inUse = asset.usage.length > 0;
  return (
    <DialogFrame title={`Delete “${asset.fileName}”?`} description="The image and all its sizes are removed from the library. This cannot be undone." onClose={onClose}>
      <fetcher.Form method="post">
        <input type="hidden" name="assetId" value={asset.id} />
        {inUse ? <input type="hidden" name="confirm" value="1" /> : null}
        <FormBanner message={failure?.message} className="mb-4" />
        {inUse ? (
          <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p className="flex items-center gap-2 font-medium">
              <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-600" />
              This image is in use
            </p>
            <p className="mt-1">These places will show no image until you choose another one:</p>
            <UsageList projectId={projectId} usage={asset.usage} />
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" name="intent" value="delete-asset" disabled={pending} className={dangerButton}>
            {pending ? "Deleting…" : inUse ? "Delete anyway" : "Delete"}
          </button>
        </div>
      </fetcher.Form>
    </DialogFrame>
  );
}
