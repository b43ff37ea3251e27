import { Mail, MapPin, Phone } from "lucide-react";
import type { SectionRenderProps } from "../define-section";
import type { Variant } from "../section-types";
import { cx } from "../shared/class-names";
import { Container, SectionHeading, SectionShell } from "../shared/section-shell";
import { MUTED, type Surface } from "../shared/surfaces";
import { type FormLook, LeadForm } from "./lead-form";
import { phoneToCall } from "./phone-link";
import type { LeadFormState } from "./lead-form-fields";
import type { ContactContent } from "./schema";

type Look = FormLook & { surface: Surface; layout: string; details: string };

const LOOK: Record<Variant, Look> = {
  default: {
    surface: "light",
    layout: "grid gap-12 @3xl:grid-cols-2",
    form: "rounded-2xl border border-neutral-200 p-6 @xl:p-8",
    label: "text-sm font-medium",
    input: "rounded-lg border border-neutral-500 bg-white px-3 py-2.5",
    button: "rounded-lg bg-site-primary text-site-on-primary hover:bg-site-primary-alt hover:text-site-on-primary-alt",
    error: "text-red-700",
    success: "border-s-4 border-s-site-primary",
    details: "space-y-3",
  },
  casper: {
    surface: "light",
    layout: "mx-auto max-w-xl text-center",
    form: "mt-10 text-start",
    label: "text-xs font-semibold uppercase tracking-widest",
    input: "border-0 border-b border-neutral-900 bg-transparent px-0 py-2.5",
    button: "rounded-none bg-neutral-950 text-white uppercase tracking-widest text-sm hover:bg-neutral-800",
    error: "text-red-700",
    success: "border-t border-neutral-900 pt-6 text-center",
    details: "mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2",
  },
  kale: {
    surface: "soft",
    layout: "grid items-start gap-10 @3xl:grid-cols-[2fr_3fr]",
    form: "rounded-[2rem] bg-white p-6 shadow-sm @xl:p-10",
    label: "text-sm font-semibold",
    input: "rounded-2xl border-2 border-neutral-500 bg-white px-4 py-3",
    button: "rounded-full bg-site-primary text-site-on-primary hover:bg-site-primary-alt hover:text-site-on-primary-alt",
    error: "text-red-700",
    success: "text-center",
    details: "space-y-3",
  },
  studio: {
    surface: "dark",
    layout: "grid gap-12 @3xl:grid-cols-2",
    form: "rounded-2xl border border-white/10 bg-white/5 p-6 @xl:p-8",
    label: "text-sm font-medium text-neutral-200",
    input: "rounded-lg border border-neutral-500 bg-neutral-900 px-3 py-2.5 text-white",
    button: "rounded-full bg-site-primary text-site-on-primary hover:bg-site-primary-alt hover:text-site-on-primary-alt",
    error: "text-red-300",
    success: "border-s-4 border-s-site-primary",
    details: "space-y-3",
  },
};

function telHref(shown: string): string | null {
  const number = phoneToCall(shown);
  return number ? `tel:${number.e164}` : null;
}

function Details({ content, look }: { content: ContactContent; look: Look }) {
  const rows = [
    content.email ? { key: "email", Icon: Mail, label: content.email, href: `mailto:${content.email}` } : null,
    content.phone ? { key: "phone", Icon: Phone, label: content.phone, href: telHref(content.phone) } : null,
    content.address ? { key: "address", Icon: MapPin, label: content.address, href: null } : null,
  ].filter((row) => row !== null);
  if (rows.length === 0) return null;
  return (
    <ul className={cx("mt-8", look.details)}>
      {rows.map(({ key, Icon, label, href }) => (
        <li key={key} className="flex items-center gap-3">
          <Icon aria-hidden="true" className={cx("size-5 shrink-0", look.surface === "dark" ? "text-site-bright" : "text-site-ink")} />
          {href ? (
            // A number to call reads left to right in every language; in right-to-left text its + would move to its end.
            <a href={href} dir={href.startsWith("tel:") ? "ltr" : undefined} className="underline-offset-4 hover:underline">
              {label}
            </a>
          ) : (
            <span>{label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function ContactSection(props: SectionRenderProps<ContactContent>) {
  return <ContactSectionView {...props} />;
}

/** The section with a form state: the published page has none; a refused submission shows the visitor's answers and the errors. */
export function ContactSectionView({ id, content, context, variant, headingLevel, formState }: SectionRenderProps<ContactContent> & { formState?: LeadFormState }) {
  const look = LOOK[variant];
  return (
    <SectionShell id={id} anchor={content.anchor} title={content.title} surface={look.surface}>
      <Container className={look.layout}>
        <div>
          {content.title ? (
            <SectionHeading id={id} level={headingLevel} className={cx("text-3xl @3xl:text-4xl", variant === "casper" && "font-serif font-medium")}>
              {content.title}
            </SectionHeading>
          ) : null}
          {content.text ? <p className={cx("mt-4 text-lg", MUTED[look.surface])}>{content.text}</p> : null}
          <Details content={content} look={look} />
        </div>
        <LeadForm sectionId={id} content={content} action={context.formAction} look={look} texts={context.texts} state={formState} />
      </Container>
    </SectionShell>
  );
}
