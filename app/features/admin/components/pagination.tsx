import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

const linkClass = "inline-flex items-center gap-1 rounded-md border border-neutral-300 bg-white px-2.5 py-1.5 text-sm text-neutral-800 hover:bg-neutral-50";
const disabledClass = "inline-flex items-center gap-1 rounded-md border border-neutral-200 px-2.5 py-1.5 text-sm text-neutral-600";

/** Previous and next links that keep the rest of the address (such as a search). */
export function Pagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4 px-5 py-3 text-sm text-neutral-600">
      <span>
        Page {page} of {pages}
      </span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link to={hrefOf(page - 1)} rel="prev" className={linkClass}>
            <ChevronLeft aria-hidden className="size-4" />
            Previous
          </Link>
        ) : (
          <span className={disabledClass}>
            <ChevronLeft aria-hidden className="size-4" />
            Previous
          </span>
        )}
        {page < pages ? (
          <Link to={hrefOf(page + 1)} rel="next" className={linkClass}>
            Next
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        ) : (
          <span className={disabledClass}>
            Next
            <ChevronRight aria-hidden className="size-4" />
          </span>
        )}
      </span>
    </nav>
  );
}
