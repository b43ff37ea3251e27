import { useState, type ReactNode } from "react";
import { Form } from "react-router";
import type { ColourValue } from "~/lib/colour-values";
import { ANSWERS_PAGE_NOT_FOUND, unknownRoute } from "~/lib/route-params";
import { ColourField } from "~/ui/colour-picker/colour-field";
import { ColourPicker } from "~/ui/colour-picker/colour-picker";
import { LinkField } from "~/ui/link-field";
import { ListboxField } from "~/ui/listbox-field";
import { PageHeader } from "~/ui/page-header";
import { RadioGroupField } from "~/ui/radio-group-field";
import { SwitchField } from "~/ui/switch-field";
import { TextField } from "~/ui/text-field";
import { TextareaField } from "~/ui/textarea-field";
import type { Route } from "./+types/widget-gallery";

// Every shared form widget on one page, for the end-to-end tests and for looking at them. It
// exists only when ENABLE_TEST_ROUTES is on; otherwise this is an unknown route like any other.
export const handle = ANSWERS_PAGE_NOT_FOUND;

// Its form submits by GET.
export function action({ context }: Route.ActionArgs) {
  return unknownRoute(context);
}

export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.config.enableTestRoutes) return unknownRoute(context);
  const submitted = [...new URL(request.url).searchParams];
  return { submitted };
}

export function meta() {
  return [{ title: "Widget gallery · Pagewright" }, { name: "robots", content: "noindex" }];
}

const FONTS = [
  { value: "inter", label: "Inter", description: "Neutral sans-serif" },
  { value: "serif", label: "Source Serif", description: "Editorial serif" },
  { value: "mono", label: "JetBrains Mono", description: "For technical products" },
] as const;

const LAYOUTS = [
  { value: "stacked", label: "Stacked", description: "Image above the text" },
  { value: "split", label: "Split", description: "Image beside the text" },
] as const;

const ALIGNMENTS = [
  { value: "left", label: "Left" },
  { value: "center", label: "Centre" },
  { value: "right", label: "Right" },
] as const;

const PAGES = [
  { path: "/", title: "Home" },
  { path: "/pricing", title: "Pricing" },
  { path: "/contact", title: "Contact" },
];

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-neutral-200 bg-white p-6 shadow-xs">
      <h2 className="mb-4 text-sm font-semibold text-neutral-900">{title}</h2>
      {children}
    </section>
  );
}

function ColourReadout({ colour }: { colour: ColourValue | null }) {
  if (colour === null) return <p className="text-sm text-neutral-600">Move the picker to see its values.</p>;
  const { r, g, b, a } = colour.rgba;
  const { h, s, v } = colour.hsv;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 font-mono text-xs text-neutral-700">
      <dt className="text-neutral-600">hex</dt>
      <dd data-testid="readout-hex">{colour.hex}</dd>
      <dt className="text-neutral-600">rgba</dt>
      <dd data-testid="readout-rgba">{`${r}, ${g}, ${b}, ${a}`}</dd>
      <dt className="text-neutral-600">hsv</dt>
      <dd data-testid="readout-hsv">{`${h}, ${s}, ${v}`}</dd>
    </dl>
  );
}

export default function WidgetGallery({ loaderData }: Route.ComponentProps) {
  const [colour, setColour] = useState("#1d4ed8");
  const [readout, setReadout] = useState<ColourValue | null>(null);

  return (
    <main className="mx-auto max-w-5xl px-6 py-10">
      <PageHeader title="Widget gallery" description="The shared form widgets, as every form in the app uses them." />
      <div className="grid items-start gap-6 lg:grid-cols-[auto_1fr]">
        <Card title="Colour picker">
          <ColourPicker
            value={colour}
            label="Gallery colour"
            onChange={(next) => {
              setColour(next.hex);
              setReadout(next);
            }}
          />
          <div className="mt-4 border-t border-neutral-100 pt-4">
            <ColourReadout colour={readout} />
          </div>
        </Card>
        <Card title="Form">
          <Form method="get" className="grid gap-5 sm:grid-cols-2">
            <TextField label="Project name" name="name" defaultValue="Acme launch" description="Shown in the browser tab." />
            <TextField label="Contact email" name="email" type="email" placeholder="name@example.com" error="Enter an email address." />
            <TextareaField
              label="Tagline"
              name="tagline"
              className="sm:col-span-2"
              rows={3}
              defaultValue="Launch pages that load instantly."
            />
            <ColourField label="Primary colour" name="primary" defaultValue="#1d4ed8" />
            <ListboxField label="Font" name="font" options={FONTS} defaultValue="inter" />
            <RadioGroupField label="Layout" name="layout" options={LAYOUTS} defaultValue="stacked" />
            <div className="space-y-5">
              <RadioGroupField label="Alignment" name="align" options={ALIGNMENTS} defaultValue="left" inline />
              <SwitchField label="Published" name="published" description="Visible at the project's public address." />
            </div>
            <LinkField label="Button link" name="href" pages={PAGES} defaultValue="/pricing" className="sm:col-span-2" />
            <div className="flex justify-end sm:col-span-2">
              <button
                type="submit"
                className="rounded-md bg-accent px-4 py-2 text-sm font-medium text-white shadow-xs hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                Submit
              </button>
            </div>
          </Form>
          {loaderData.submitted.length > 0 ? (
            <pre data-testid="submitted" className="mt-5 overflow-x-auto rounded-lg bg-neutral-50 p-3 text-xs text-neutral-700">
              {loaderData.submitted.map(([key, value]) => `${key}=${value}`).join("\n")}
            </pre>
          ) : null}
        </Card>
      </div>
    </main>
  );
}
