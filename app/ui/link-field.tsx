import { useState } from "react";
import type { ChoiceOption, FieldProps } from "./field-parts";
import { draftFromHref, hrefFromDraft, linkProblem, type LinkDraft, type LinkKind } from "./link-draft";
import { ListboxField } from "./listbox-field";
import { RadioGroupField } from "./radio-group-field";
import { TextField } from "./text-field";
import { TextareaField } from "./textarea-field";

/** A page the link can point at: `path` is `/` for the home page and `/{page}` otherwise. */
export type LinkPage = { path: string; title: string };

export type LinkFieldProps = FieldProps<string> & {
  /** The project's pages; without them the "Page" kind is not offered. */
  pages?: readonly LinkPage[];
  className?: string;
};

const KINDS: readonly ChoiceOption<LinkKind>[] = [
  { value: "page", label: "Page" },
  { value: "external", label: "Web" },
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone" },
  { value: "messaging", label: "WhatsApp" },
];

/**
 * Edits a link (a button's or a menu item's target): first the kind, then what that kind needs.
 * The value is the href, checked with the shared safe-URL rule; with `name` it is submitted as is,
 * so the server checks it with the same rule.
 */
export function LinkField({ label, name, value, defaultValue = "", onChange, error, description, pages = [], className }: LinkFieldProps) {
  const [state, setState] = useState(() => ({ href: value ?? defaultValue, draft: draftFromHref(value ?? defaultValue) }));
  const [touched, setTouched] = useState(false);
  let draft = state.draft;
  if (value !== undefined && value !== state.href) {
    draft = draftFromHref(value);
    setState({ href: value, draft });
  }

  const kinds = pages.length > 0 ? KINDS : KINDS.filter((kind) => kind.value !== "page");
  const current: LinkDraft = kinds.some((kind) => kind.value === draft.kind) ? draft : { ...draft, kind: "external" };
  const href = hrefFromDraft(current);
  const message = error ?? (touched ? (linkProblem(current) ?? undefined) : undefined);

  function edit(patch: Partial<LinkDraft>) {
    const next = { ...current, ...patch };
    const nextHref = hrefFromDraft(next);
    setState({ href: nextHref, draft: next });
    onChange?.(nextHref);
  }

  const shared = { error: message, description, onBlur: () => setTouched(true), className: "mt-3" };
  return (
    <div className={className}>
      <RadioGroupField label={label} inline options={kinds} value={current.kind} onChange={(kind) => edit({ kind })} />
      {current.kind === "page" ? (
        <ListboxField
          label="Page"
          className="mt-3"
          options={pages.map((page) => ({ value: page.path, label: page.title, description: page.path }))}
          value={current.page === "" ? undefined : current.page}
          onChange={(page) => edit({ page })}
          placeholder="Choose a page"
          error={message}
          description={description}
        />
      ) : null}
      {current.kind === "external" ? (
        <TextField
          {...shared}
          label="Web address"
          type="url"
          inputMode="url"
          placeholder="https://example.com"
          value={current.url}
          onChange={(url) => edit({ url })}
        />
      ) : null}
      {current.kind === "email" ? (
        <TextField
          {...shared}
          label="Email address"
          type="email"
          placeholder="name@example.com"
          value={current.email}
          onChange={(email) => edit({ email })}
        />
      ) : null}
      {current.kind === "phone" ? (
        <TextField
          {...shared}
          label="Phone number"
          type="tel"
          placeholder="+49 30 1234567"
          value={current.phone}
          onChange={(phone) => edit({ phone })}
        />
      ) : null}
      {current.kind === "messaging" ? (
        <>
          <TextField
            {...shared}
            label="WhatsApp number"
            type="tel"
            placeholder="+49 30 1234567"
            value={current.messagingNumber}
            onChange={(messagingNumber) => edit({ messagingNumber })}
          />
          <TextareaField
            label="First message (optional)"
            className="mt-3"
            rows={2}
            value={current.messagingText}
            onChange={(messagingText) => edit({ messagingText })}
          />
        </>
      ) : null}
      {name ? <input type="hidden" name={name} value={href} /> : null}
    </div>
  );
}
