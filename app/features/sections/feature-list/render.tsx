import type { SectionRenderProps } from "../define-section";
import { cx } from "../shared/class-names";
import { FeatureIcon } from "../shared/icons";
import { Container, SectionIntro, SectionShell } from "../shared/section-shell";
import { MUTED, type Surface } from "../shared/surfaces";
import type { FeatureListContent } from "./schema";

const LOOK = {
  default: {
    surface: "light",
    header: "max-w-2xl",
    eyebrow: "text-sm font-semibold text-site-ink",
    list: "grid gap-6 @xl:grid-cols-2 @4xl:grid-cols-3",
    item: "rounded-2xl border border-neutral-200 p-6",
    icon: "size-10 rounded-lg bg-site-soft p-2 text-site-ink",
  },
  casper: {
    surface: "light",
    header: "mx-auto max-w-2xl text-center",
    eyebrow: "text-xs font-semibold uppercase tracking-[0.3em] text-site-ink",
    list: "grid gap-x-12 border-t border-neutral-900/10 @xl:grid-cols-2",
    item: "flex gap-4 border-b border-neutral-900/10 py-6",
    icon: "size-6 shrink-0 text-site-ink",
  },
  kale: {
    surface: "soft",
    header: "mx-auto max-w-2xl text-center",
    eyebrow: "inline-flex rounded-full bg-site-primary px-4 py-1 text-sm font-semibold text-site-on-primary",
    list: "grid gap-6 @xl:grid-cols-2 @4xl:grid-cols-3",
    item: "rounded-3xl bg-white p-8 text-center shadow-sm",
    icon: "mx-auto size-14 rounded-full bg-site-primary p-3.5 text-site-on-primary",
  },
  studio: {
    surface: "dark",
    header: "max-w-2xl",
    eyebrow: "text-sm font-medium text-site-bright",
    list: "grid gap-px overflow-hidden rounded-2xl bg-white/10 @xl:grid-cols-2 @4xl:grid-cols-3",
    item: "bg-neutral-950 p-8",
    icon: "size-8 text-site-bright",
  },
} satisfies Record<string, { surface: Surface; [key: string]: string }>;

export function FeatureListSection({ id, content, variant, headingLevel }: SectionRenderProps<FeatureListContent>) {
  const look = LOOK[variant];
  return (
    <SectionShell id={id} anchor={content.anchor} title={content.title} surface={look.surface}>
      <Container>
        <SectionIntro
          id={id}
          level={headingLevel}
          className={look.header}
          surface={look.surface}
          serif={variant === "casper"}
          title={content.title}
          intro={content.intro}
          eyebrow={{ text: content.eyebrow, className: look.eyebrow }}
        />
        <ul className={cx("mt-12", look.list)}>
          {content.features.map((feature, index) => (
            <li key={feature.id} className={look.item}>
              {variant === "studio" ? (
                <p aria-hidden="true" className="mb-6 font-mono text-sm text-neutral-400">
                  {String(index + 1).padStart(2, "0")}
                </p>
              ) : null}
              <FeatureIcon name={feature.icon} className={look.icon} />
              <div>
                {/* An empty heading says nothing to a screen reader, so an untitled feature has none. */}
                {feature.title.trim() ? <h3 className={cx("text-lg font-semibold", variant !== "casper" && "mt-4")}>{feature.title}</h3> : null}
                {feature.text ? <p className={cx("mt-2", MUTED[look.surface])}>{feature.text}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </SectionShell>
  );
}
