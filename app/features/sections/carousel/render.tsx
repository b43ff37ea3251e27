import type { SectionRenderProps } from "../define-section";
import { cx } from "../shared/class-names";
import { IMAGE_SIZES } from "../shared/image-sizes";
import { Picture } from "../shared/picture";
import { Container, SectionHeading, SectionShell } from "../shared/section-shell";
import { MUTED } from "../shared/surfaces";
import type { CarouselContent } from "./schema";

// Scrolls with CSS scroll snap and the numbered links jump to a slide, so it works without JavaScript.
export function CarouselSection({ id, content, context, headingLevel }: SectionRenderProps<CarouselContent>) {
  const slideId = (slide: string) => `${id}-slide-${slide}`;
  const count = content.slides.length;
  const title = content.title || context.texts.text("carouselSlides");
  return (
    <SectionShell id={id} anchor={content.anchor} title={content.title} surface="light">
      <Container>
        {content.title ? (
          <SectionHeading id={id} level={headingLevel}>
            {content.title}
          </SectionHeading>
        ) : null}
        <ul
          tabIndex={0}
          aria-label={context.texts.text("carouselStrip", { title, count })}
          className="-mx-5 mt-10 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth px-5 pb-4 @3xl:-mx-8 @3xl:px-8"
        >
          {content.slides.map((slide, index) => (
            <li key={slide.id} id={slideId(slide.id)} className="w-[85%] shrink-0 snap-center @3xl:w-[70%]">
              <figure>
                <Picture image={slide.image} eager={index === 0} className="aspect-[16/9] w-full rounded-2xl object-cover" sizes={IMAGE_SIZES.container} />
                {slide.title || slide.text ? (
                  <figcaption className="mt-4">
                    {slide.title ? <span className="block text-lg font-semibold">{slide.title}</span> : null}
                    {slide.text ? <span className={cx("mt-1 block", MUTED.light)}>{slide.text}</span> : null}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <nav aria-label={context.texts.text("carouselChoose", { title })} className="mt-4 flex justify-center gap-2">
            {content.slides.map((slide, index) => (
              <a
                key={slide.id}
                href={`#${slideId(slide.id)}`}
                className="grid size-11 place-items-center rounded-full text-sm font-semibold text-neutral-700 hover:bg-neutral-100"
              >
                <span className="sr-only">{context.texts.text("carouselSlideOf", { number: index + 1, count })}</span>
                <span aria-hidden="true">{(index + 1).toLocaleString(context.texts.language)}</span>
              </a>
            ))}
          </nav>
        ) : null}
      </Container>
    </SectionShell>
  );
}
