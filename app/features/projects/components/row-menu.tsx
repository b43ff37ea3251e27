import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { Ellipsis, type LucideIcon } from "lucide-react";
import { Link, useFetcher, type LinkProps } from "react-router";
import { iconButton } from "~/ui/button-styles";
import { useHydrated } from "~/ui/use-hydrated";

/** One entry of a row's menu: a link (usually opening a dialog) or a form post. */
export type RowAction = { label: string; icon: LucideIcon; danger?: boolean } & (
  | { link: Pick<LinkProps, "to" | "state" | "preventScrollReset"> }
  | { post: Record<string, string> }
  /** Why the entry cannot be used here, shown in place of acting. */
  | { unavailable: string }
);

const itemClass =
  "group flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm text-neutral-800 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-neutral-100";

function ItemContent({ action }: { action: RowAction }) {
  const Icon = action.icon;
  return (
    <>
      <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${action.danger ? "text-red-600" : "text-neutral-600"}`} />
      <span>
        <span className={`block ${action.danger ? "text-red-700" : ""}`}>{action.label}</span>
        {"unavailable" in action ? <span className="block text-xs text-neutral-600">{action.unavailable}</span> : null}
      </span>
    </>
  );
}

/**
 * A row's "more actions" menu: a Headless UI Menu once React runs; before that, a native
 * disclosure whose links and buttons work without JavaScript.
 */
export function RowMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: "row-actions" });
  if (!hydrated) {
    return (
      <details className="relative">
        <summary aria-label={label} className={`${iconButton} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          <Ellipsis aria-hidden className="size-4" />
        </summary>
        <div className="absolute right-0 z-20 mt-1 w-52 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg">
          {actions.map((action) =>
            "unavailable" in action ? (
              <p key={action.label} className={`${itemClass} opacity-60`}>
                <ItemContent action={action} />
              </p>
            ) : "link" in action ? (
              <Link key={action.label} {...action.link} className={itemClass}>
                <ItemContent action={action} />
              </Link>
            ) : (
              <form key={action.label} method="post">
                {Object.entries(action.post).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <button type="submit" className={itemClass}>
                  <ItemContent action={action} />
                </button>
              </form>
            ),
          )}
        </div>
      </details>
    );
  }
  return (
    <Menu>
      <MenuButton aria-label={label} className={iconButton}>
        <Ellipsis aria-hidden className="size-4" />
      </MenuButton>
      <MenuItems
        anchor={{ to: "bottom end", gap: 4 }}
        transition
        className="z-30 w-56 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg outline-none transition duration-100 ease-out data-closed:scale-95 data-closed:opacity-0"
      >
        {actions.map((action) => (
          <MenuItem key={action.label} disabled={"unavailable" in action}>
            {"link" in action ? (
              <Link {...action.link} className={itemClass}>
                <ItemContent action={action} />
              </Link>
            ) : (
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  if ("post" in action) void fetcher.submit(action.post, { method: "post", preventScrollReset: true });
                }}
              >
                <ItemContent action={action} />
              </button>
            )}
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
