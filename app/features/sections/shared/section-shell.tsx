import type { ReactNode } from "react";
import { cx } from "./class-names";
import { MUTED, SURFACE, type Surface } from "./surfaces";
import { useSectionLanguage } from "../section-language";

export function titleId(sectionId: string): string {
  return `${sectionId}-title`;
}

/** The outer element of every section: a region named by its heading and a size container. */
export function SectionShell(props: {
  id: string;
  anchor: string;
  title: string;
  surface: Surface;
  className?: string;
  children: ReactNode;
}) {
  const language = useSectionLanguage();
  return (
    <section
      {...language}
      id={props.anchor || undefined}
      aria-labelledby={props.title ? titleId(props.id) : undefined}
      className={cx("@container", SURFACE[props.surface], props.className)}
    >
      {props.children}
    </section>
  );
}

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx("mx-auto w-full max-w-6xl px-5 py-16 @3xl:px-8 @3xl:py-24", className)}>{children}</div>;
}

export function SectionHeading(props: { id: string; level: 1 | 2; className?: string; children: ReactNode }) {
  const Tag = props.level === 1 ? "h1" : "h2";
  return (
    <Tag id={titleId(props.id)} className={cx("text-balance font-bold tracking-tight", props.className ?? "text-3xl @3xl:text-4xl")}>
      {props.children}
    </Tag>
  );
}

/**
 * The heading block most sections open with: an optional eyebrow, the title as the section's
 * heading, and an introduction in the surface's muted colour.
 */
export function SectionIntro(props: {
  id: string;
  level: 1 | 2;
  className: string;
  surface: Surface;
  serif: boolean;
  title: string;
  intro: string;
  eyebrow?: { text: string; className: string };
}) {
  return (
    <div className={props.className}>
      {props.eyebrow?.text ? <p className={props.eyebrow.className}>{props.eyebrow.text}</p> : null}
      {props.title ? (
        <SectionHeading id={props.id} level={props.level} className={cx(props.eyebrow ? "mt-3 text-3xl @3xl:text-4xl" : "text-3xl @3xl:text-4xl", props.serif && "font-serif font-medium")}>
          {props.title}
        </SectionHeading>
      ) : null}
      {props.intro ? <p className={cx("mt-4 text-lg", MUTED[props.surface])}>{props.intro}</p> : null}
    </div>
  );
}
