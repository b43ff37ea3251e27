import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { MessagingLinkBuilder } from "~/ui/messaging-link-builder";
import { LinkField } from "~/ui/link-field";
import { SwitchField } from "~/ui/switch-field";
import { TextField } from "~/ui/text-field";
import { pathKey, type PropPath } from "../prop-paths";
import { useFieldContext } from "./field-context";

type LinkValue = { label: string; href: string };

function asLink(value: unknown): LinkValue | null {
  if (typeof value !== "object" || value === null) return null;
  const { label, href } = value as Partial<LinkValue>;
  return { label: typeof label === "string" ? label : "", href: typeof href === "string" ? href : "" };
}

/** A button: its label and where it goes; an optional one can be switched off. */
export function LinkValueField({
  label,
  description,
  error,
  optional,
  value,
  onChange,
  errorsPath,
}: {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  optional: boolean;
  value: unknown;
  onChange: (value: LinkValue | null) => void;
  errorsPath: PropPath;
}) {
  const { errors, pages } = useFieldContext();
  const link = asLink(value);
  const [building, setBuilding] = useState(false);
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-neutral-200 p-3">
      <legend className="px-1 text-sm font-medium text-neutral-800">{label}</legend>
      {optional ? (
        <SwitchField label="Show this button" value={link !== null} onChange={(on) => onChange(on ? { label: "Learn more", href: "#" } : null)} />
      ) : null}
      {description ? <p className="text-xs text-neutral-600">{description}</p> : null}
      {link ? (
        <>
          <TextField label="Button text" value={link.label} onChange={(text) => onChange({ ...link, label: text })} error={errors.get(pathKey([...errorsPath, "label"])) ?? error} />
          <LinkField label="Goes to" pages={pages} value={link.href} onChange={(href) => onChange({ ...link, href })} error={errors.get(pathKey([...errorsPath, "href"]))} />
          <button type="button" onClick={() => setBuilding(true)} className="inline-flex items-center gap-1.5 text-xs font-medium text-accent hover:underline">
            <MessageCircle aria-hidden className="size-3.5" /> WhatsApp or Telegram link…
          </button>
          <Dialog open={building} onClose={() => setBuilding(false)} className="relative z-50">
            <div aria-hidden className="fixed inset-0 bg-neutral-900/30" />
            <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
              <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl">
                <DialogTitle className="mb-4 text-base font-semibold text-neutral-900">Messaging-app link</DialogTitle>
                {/* Published pages count clicks on these links themselves; the button keeps the plain address. */}
                <MessagingLinkBuilder
                  onUse={(url) => {
                    onChange({ ...link, href: url });
                    setBuilding(false);
                  }}
                />
              </DialogPanel>
            </div>
          </Dialog>
        </>
      ) : null}
    </fieldset>
  );
}
