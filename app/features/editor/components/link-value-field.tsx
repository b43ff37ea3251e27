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
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-neutral-200 p-3">
      <legend className="px-1 text-sm font-medium text-neutral-800">{label}</legend>
      {optional ? (
        <SwitchField label="Show this button" value={link !== null} onChange={(on) => onChange(on ? { label: "Learn more", href: "#" } : null)} />
      ) : null}
      {description ? <p className="text-xs text-neutral-500">{description}</p> : null}
      {link ? (
        <>
          <TextField label="Button text" value={link.label} onChange={(text) => onChange({ ...link, label: text })} error={errors.get(pathKey([...errorsPath, "label"])) ?? error} />
          <LinkField label="Goes to" pages={pages} value={link.href} onChange={(href) => onChange({ ...link, href })} error={errors.get(pathKey([...errorsPath, "href"]))} />
        </>
      ) : null}
    </fieldset>
  );
}
