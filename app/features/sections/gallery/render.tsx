import type { SectionRenderProps } from "../define-section";
import { cx } from "../shared/class-names";
import { IMAGE_SIZES } from "../shared/image-sizes";
import { Picture } from "../shared/picture";
import { Container, SectionHeading, SectionShell } from "../shared/section-shell";
import { MUTED } from "../shared/surfaces";
import type { GalleryContent } from "./schema";

export function GallerySection({ id, content, headingLevel }: SectionRenderProps<GalleryContent>) {
  return (
    <SectionShell id={id} anchor={content.anchor} title={content.title} surface="light">
      <Container>
        {content.title ? (
          <SectionHeading id={id} level={headingLevel}>
            {content.title}
          </SectionHeading>
        ) : null}
        <ul className={cx("mt-10 grid gap-4 @xl:grid-cols-2", content.columns === "3" && "@4xl:grid-cols-3")}>
          {content.pictures.map((picture) => (
            <li key={picture.id}>
              <figure>
                <Picture image={picture.image} className="aspect-[4/3] w-full rounded-xl object-cover" sizes={IMAGE_SIZES.grid} />
                {picture.caption ? <figcaption className={cx("mt-2 text-sm", MUTED.light)}>{picture.caption}</figcaption> : null}
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </SectionShell>
  );
}
