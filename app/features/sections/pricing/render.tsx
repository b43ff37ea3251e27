import { Check } from "lucide-react";
import type { SectionRenderProps } from "../define-section";
import type { Variant } from "../section-types";
import { ButtonLink, type ButtonTone } from "../shared/button-link";
import { cx } from "../shared/class-names";
import { PriceText } from "../shared/price-text";
import { Container, SectionIntro, SectionShell } from "../shared/section-shell";
import { MUTED, type Surface } from "../shared/surfaces";
import type { PricingContent } from "./schema";

type Plan = PricingContent["plans"][number];
type CardLook = { card: string; muted: string; tone: ButtonTone; check: string; badge: string };

const LOOK: Record<Variant, { surface: Surface; header: string; list: string; plain: CardLook; highlighted: CardLook; shape: string }> = {
  default: {
    surface: "light",
    header: "mx-auto max-w-2xl text-center",
    list: "grid items-start gap-6 @3xl:grid-cols-3",
    plain: { card: "rounded-2xl border border-neutral-200 p-8", muted: MUTED.light, tone: "secondary", check: "text-site-ink", badge: "" },
    highlighted: {
      card: "rounded-2xl border-2 border-site-primary p-8 shadow-xl",
      muted: MUTED.light,
      tone: "primary",
      check: "text-site-ink",
      badge: "bg-site-primary text-site-on-primary",
    },
    shape: "rounded-lg",
  },
  casper: {
    surface: "light",
    header: "mx-auto max-w-2xl text-center",
    list: "grid divide-y divide-neutral-900/10 border-y border-neutral-900/10 @3xl:grid-cols-3 @3xl:divide-x @3xl:divide-y-0",
    plain: { card: "px-6 py-10 text-center", muted: MUTED.light, tone: "secondary", check: "text-site-ink", badge: "" },
    highlighted: { card: "px-6 py-10 text-center", muted: MUTED.light, tone: "primary", check: "text-site-ink", badge: "text-site-ink uppercase tracking-widest" },
    shape: "rounded-none",
  },
  kale: {
    surface: "soft",
    header: "mx-auto max-w-2xl text-center",
    list: "grid items-center gap-6 @3xl:grid-cols-3",
    plain: { card: "rounded-3xl bg-white p-8", muted: MUTED.light, tone: "primary", check: "text-site-ink", badge: "" },
    highlighted: {
      card: "rounded-3xl bg-site-primary p-10 text-site-on-primary pw-on-primary",
      muted: MUTED.primary,
      tone: "inverse",
      check: "text-site-on-primary",
      badge: "bg-site-on-primary text-site-primary",
    },
    shape: "rounded-full",
  },
  studio: {
    surface: "dark",
    header: "max-w-2xl",
    list: "grid items-start gap-6 @3xl:grid-cols-3",
    plain: { card: "rounded-2xl border border-white/10 bg-white/5 p-8", muted: MUTED.dark, tone: "outline-dark", check: "text-site-bright", badge: "" },
    highlighted: {
      card: "rounded-2xl border border-site-bright bg-linear-to-b from-site-primary/30 to-white/5 p-8",
      muted: MUTED.dark,
      tone: "primary",
      check: "text-site-bright",
      badge: "bg-white text-neutral-950",
    },
    shape: "rounded-full",
  },
};

function PlanCard({ plan, look, shape, currency, context }: { plan: Plan; look: CardLook; shape: string; currency: string } & Pick<SectionRenderProps<unknown>, "context">) {
  return (
    <li className={cx("flex flex-col", look.card)}>
      {plan.name.trim() || plan.highlighted ? (
        <h3 className="text-lg font-semibold">
          {plan.name}
          {plan.highlighted ? <span className={cx("ms-3 inline-block rounded-full px-3 py-0.5 align-middle text-xs font-semibold", look.badge)}>{context.texts.text("pricingPopular")}</span> : null}
        </h3>
      ) : null}
      {plan.description ? <p className={cx("mt-2 text-sm", look.muted)}>{plan.description}</p> : null}
      <p className="mt-6">
        <span className="text-4xl font-bold tracking-tight"><PriceText amount={plan.price} currency={currency} locale={context.texts.language} /></span>
        {plan.period ? <span className={cx("ms-2 text-sm", look.muted)}>{plan.period}</span> : null}
      </p>
      {plan.features.length > 0 ? (
        <ul className="mt-6 space-y-3 text-start text-sm">
          {plan.features.map((feature) => (
            <li key={feature.id} className="flex gap-3">
              <Check aria-hidden="true" className={cx("size-5 shrink-0", look.check)} />
              {feature.text}
            </li>
          ))}
        </ul>
      ) : null}
      <ButtonLink link={plan.action} context={context} tone={look.tone} className={cx("mt-8 w-full", shape)} />
    </li>
  );
}

export function PricingSection({ id, content, context, variant, headingLevel }: SectionRenderProps<PricingContent>) {
  const look = LOOK[variant];
  return (
    <SectionShell id={id} anchor={content.anchor} title={content.title} surface={look.surface}>
      <Container>
        <SectionIntro id={id} level={headingLevel} className={look.header} surface={look.surface} serif={variant === "casper"} title={content.title} intro={content.intro} />
        <ul className={cx("mt-12", look.list)}>
          {content.plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} look={plan.highlighted ? look.highlighted : look.plain} shape={look.shape} currency={content.currency} context={context} />
          ))}
        </ul>
      </Container>
    </SectionShell>
  );
}
