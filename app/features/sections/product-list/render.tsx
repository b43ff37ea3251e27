import type { SectionRenderProps } from "../define-section";
import type { Variant } from "../section-types";
import { ButtonLink, type ButtonTone } from "../shared/button-link";
import { cx } from "../shared/class-names";
import { Picture } from "../shared/picture";
import { PriceText } from "../shared/price-text";
import { Container, SectionIntro, SectionShell } from "../shared/section-shell";
import { MUTED, type Surface } from "../shared/surfaces";
import type { ProductListContent } from "./schema";

type Look = { surface: Surface; header: string; list: string; item: string; image: string; body: string; price: string; tone: ButtonTone; button: string };

const LOOK: Record<Variant, Look> = {
  default: {
    surface: "light",
    header: "max-w-2xl",
    list: "grid gap-8 @xl:grid-cols-2 @4xl:grid-cols-3",
    item: "flex flex-col overflow-hidden rounded-2xl border border-neutral-200",
    image: "aspect-square w-full object-cover",
    body: "flex flex-1 flex-col p-6",
    price: "mt-1 text-lg font-semibold text-site-ink",
    tone: "primary",
    button: "mt-6 rounded-lg",
  },
  casper: {
    surface: "light",
    header: "mx-auto max-w-2xl text-center",
    list: "divide-y divide-neutral-900/10 border-y border-neutral-900/10",
    item: "grid grid-cols-[6rem_1fr] items-center gap-5 py-6 @3xl:grid-cols-[10rem_1fr_auto] @3xl:gap-8",
    image: "aspect-square w-full object-cover",
    body: "flex flex-col",
    price: "mt-1 font-serif text-xl",
    tone: "secondary",
    button: "col-span-2 rounded-none @3xl:col-span-1",
  },
  kale: {
    surface: "soft",
    header: "mx-auto max-w-2xl text-center",
    list: "grid gap-6 @xl:grid-cols-2 @4xl:grid-cols-3",
    item: "relative flex flex-col rounded-[2rem] bg-white p-4",
    image: "aspect-square w-full rounded-3xl object-cover",
    body: "flex flex-1 flex-col px-3 pb-3 pt-5",
    price: "absolute inset-s-7 top-7 rounded-full bg-site-primary px-4 py-1 text-sm font-bold text-site-on-primary",
    tone: "primary",
    button: "mt-6 rounded-full",
  },
  studio: {
    surface: "dark",
    header: "max-w-2xl",
    list: "grid gap-6 @xl:grid-cols-2 @4xl:grid-cols-3",
    item: "group flex flex-col rounded-2xl border border-white/10 bg-white/5 p-3",
    image: "aspect-[4/3] w-full rounded-xl object-cover",
    body: "flex flex-1 flex-col px-3 pb-3 pt-5",
    price: "mt-1 font-mono text-site-bright",
    tone: "primary",
    button: "mt-6 rounded-full",
  },
};

export function ProductListSection({ id, content, context, variant, headingLevel }: SectionRenderProps<ProductListContent>) {
  const look = LOOK[variant];
  return (
    <SectionShell id={id} anchor={content.anchor} title={content.title} surface={look.surface}>
      <Container>
        <SectionIntro id={id} level={headingLevel} className={look.header} surface={look.surface} serif={variant === "casper"} title={content.title} intro={content.intro} />
        <ul className={cx("mt-12", look.list)}>
          {content.products.map((product) => (
            <li key={product.id} className={look.item}>
              <Picture image={product.image} className={look.image} />
              <div className={look.body}>
                {product.name.trim() ? <h3 className="text-lg font-semibold">{product.name}</h3> : null}
                <p className={look.price}><PriceText amount={product.price} currency={content.currency} locale={context.texts.language} /></p>
                {product.description ? <p className={cx("mt-2 text-sm", MUTED[variant === "kale" ? "light" : look.surface])}>{product.description}</p> : null}
                {variant === "casper" ? null : <ButtonLink link={product.orderAction} context={context} tone={look.tone} className={cx("mt-auto", look.button)} />}
              </div>
              {variant === "casper" ? <ButtonLink link={product.orderAction} context={context} tone={look.tone} className={look.button} /> : null}
            </li>
          ))}
        </ul>
      </Container>
    </SectionShell>
  );
}
