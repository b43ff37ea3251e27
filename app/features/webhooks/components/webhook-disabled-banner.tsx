import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";

/** Tells the owner that the app turned webhooks off for failing (docs/product.md#webhooks), on the inbox and the settings. */
export function WebhookDisabledBanner({ projectId, disabled }: { projectId: string; disabled: readonly { id: string; url: string }[] }) {
  if (disabled.length === 0) return null;
  return (
    <div role="status" className="mb-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0">
        {disabled.length === 1 ? "A webhook was" : `${disabled.length} webhooks were`} turned off after failing for 5 days:{" "}
        <span className="break-all">{disabled.map((endpoint) => endpoint.url).join(", ")}</span>. Leads are safe in the inbox.{" "}
        <Link to={`/project/${projectId}/settings/integrations`} className="font-medium underline">
          Fix it in Integrations
        </Link>
      </p>
    </div>
  );
}
