import { useState } from "react";
import { DownloadButton } from "./download-button";

/** The settings' portability panel (docs/product.md#portability), shown to the owner only. */
export function TakeYourSiteWithYou({ projectId }: { projectId: string }) {
  const [base, setBase] = useState("");
  const siteHref = `/project/${projectId}/export/site${base.trim() ? `?${new URLSearchParams({ base: base.trim() })}` : ""}`;
  return (
    <section aria-labelledby="portability" className="mt-8 rounded-xl border border-neutral-200 bg-white shadow-xs">
      <div className="space-y-5 px-5 py-5 sm:px-6">
        <div>
          <h2 id="portability" className="text-sm font-semibold text-neutral-900">
            Take your site with you
          </h2>
          <p className="mt-1 text-sm text-neutral-600">
            Export the whole project (pages, modules, settings and images) to import it on any Pagewright installation, or download the live site as plain files for any static host.
          </p>
        </div>
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start">
          <DownloadButton href={`/project/${projectId}/export`} label="Export project" busyLabel="Preparing the export…" fallbackName={`${projectId}-export.zip`} />
          <DownloadButton href={siteHref} label="Download the live site" busyLabel="Preparing the files…" fallbackName={`${projectId}-site.zip`} />
        </div>
        <div className="max-w-md">
          <label htmlFor="static-base" className="block text-sm font-medium text-neutral-800">
            Where the downloaded site will live <span className="font-normal text-neutral-600">(optional)</span>
          </label>
          <input
            id="static-base"
            type="url"
            inputMode="url"
            placeholder="https://www.example.com/"
            value={base}
            onChange={(event) => setBase(event.target.value)}
            aria-describedby="static-base-help"
            className="mt-1 block w-full rounded-md border border-neutral-300 px-3 py-2 text-sm shadow-xs focus:border-accent focus:outline-2 focus:outline-accent"
          />
          <p id="static-base-help" className="mt-1 text-sm text-neutral-600">
            Used for the sitemap and canonical addresses. Forms keep sending leads here: see the read-me in the download.
          </p>
        </div>
      </div>
    </section>
  );
}
