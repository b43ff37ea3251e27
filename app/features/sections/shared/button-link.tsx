import type { Link } from "../content-fields";
import { type RenderContext, resolveHref } from "../render-context";
import { cx } from "./class-names";

const TONES = {
  primary: "bg-site-primary text-site-on-primary hover:bg-site-primary-alt hover:text-site-on-primary-alt",
  secondary: "border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100",
  inverse: "bg-site-on-primary text-site-primary hover:opacity-90",
  "outline-inverse": "border-2 border-current text-inherit hover:bg-site-primary-alt hover:text-site-on-primary-alt",
  "outline-dark": "border border-white/40 text-white hover:bg-white/10",
} as const;

export type ButtonTone = keyof typeof TONES;

export function ButtonLink(props: { link: Link | null; context: RenderContext; tone: ButtonTone; className?: string }) {
  if (!props.link) return null;
  const href = resolveHref(props.link.href, props.context);
  if (!href) return null;
  return (
    <a
      href={href}
      className={cx(
        "inline-flex min-h-11 items-center justify-center px-5 py-2.5 text-center text-base font-semibold transition-colors",
        TONES[props.tone],
        props.className ?? "rounded-lg",
      )}
    >
      {props.link.label}
    </a>
  );
}
