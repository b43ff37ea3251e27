import { Quote } from "lucide-react";
import type { SectionRenderProps } from "../define-section";
import type { Variant } from "../section-types";
import { cx } from "../shared/class-names";
import { IMAGE_SIZES } from "../shared/image-sizes";
import { Picture } from "../shared/picture";
import { Container, SectionHeading, SectionShell } from "../shared/section-shell";
import { MUTED, type Surface } from "../shared/surfaces";
import type { TestimonialContent } from "./schema";

type Testimonial = TestimonialContent["testimonials"][number];

const LOOK: Record<Variant, { surface: Surface; title: string; list: string; item: string; quote: string; caption: string; photo: string }> = {
  default: {
    surface: "light",
    title: "text-center",
    list: "grid gap-6 @3xl:grid-cols-3",
    item: "flex flex-col justify-between gap-6 rounded-2xl border border-neutral-200 p-6",
    quote: "text-base",
    caption: "flex items-center gap-3",
    photo: "size-11 rounded-full object-cover",
  },
  casper: {
    surface: "light",
    title: "text-center font-serif font-medium",
    list: "mx-auto max-w-3xl divide-y divide-neutral-900/10",
    item: "py-12 text-center",
    quote: "font-serif text-2xl leading-snug @3xl:text-3xl",
    caption: "mt-6 flex flex-col items-center gap-3",
    photo: "size-14 rounded-full object-cover grayscale",
  },
  kale: {
    surface: "soft",
    title: "text-center font-extrabold",
    list: "grid gap-6 @3xl:grid-cols-3",
    item: "flex flex-col gap-6 rounded-3xl bg-white p-8 shadow-sm",
    quote: "text-lg font-medium",
    caption: "flex items-center gap-3",
    photo: "size-12 rounded-2xl object-cover",
  },
  studio: {
    surface: "dark",
    title: "",
    list: "-mx-5 flex snap-x snap-mandatory gap-6 overflow-x-auto px-5 pb-4 @3xl:-mx-8 @3xl:px-8",
    item: "flex w-[85%] shrink-0 snap-start flex-col justify-between gap-8 rounded-2xl border border-white/10 bg-white/5 p-8 @3xl:w-[40%]",
    quote: "text-xl leading-relaxed",
    caption: "flex items-center gap-3",
    photo: "size-11 rounded-full object-cover ring-2 ring-site-bright",
  },
};

function Item({ testimonial, variant }: { testimonial: Testimonial; variant: Variant }) {
  const look = LOOK[variant];
  return (
    <li className={look.item}>
      <figure className="contents">
        {/* An opening quotation mark points into the text, so it is mirrored where the text runs right to left. */}
        {variant === "kale" ? <Quote aria-hidden="true" className="size-8 text-site-ink rtl:-scale-x-100" /> : null}
        <blockquote className={look.quote}>
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption className={look.caption}>
          <Picture image={testimonial.photo} decorative className={look.photo} sizes={IMAGE_SIZES.avatar} />
          <span>
            <span className="block font-semibold">{testimonial.name}</span>
            {testimonial.role ? <span className={cx("block text-sm", MUTED[look.surface])}>{testimonial.role}</span> : null}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

export function TestimonialSection({ id, content, variant, headingLevel }: SectionRenderProps<TestimonialContent>) {
  const look = LOOK[variant];
  return (
    <SectionShell id={id} anchor={content.anchor} title={content.title} surface={look.surface}>
      <Container>
        {content.title ? (
          <SectionHeading id={id} level={headingLevel} className={cx("text-3xl @3xl:text-4xl", look.title)}>
            {content.title}
          </SectionHeading>
        ) : null}
        <ul className={cx("mt-12", look.list)} {...(variant === "studio" ? { tabIndex: 0, "aria-label": "Testimonials, scroll sideways for more" } : {})}>
          {content.testimonials.map((testimonial) => (
            <Item key={testimonial.id} testimonial={testimonial} variant={variant} />
          ))}
        </ul>
      </Container>
    </SectionShell>
  );
}
