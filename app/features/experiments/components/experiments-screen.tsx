import { FlaskConical } from "lucide-react";
import { Form, Link } from "react-router";
import { failureOf, type Flash, type FormFailure } from "~/lib/forms/form-result";
import { secondaryButton } from "~/ui/button-styles";
import { FlashToaster } from "~/ui/flash-toaster";
import { FormBanner } from "~/ui/form-banner";
import { ListboxField } from "~/ui/listbox-field";
import { ProjectHeader } from "~/ui/project-header";
import { RadioGroupField } from "~/ui/radio-group-field";
import { SubmitButton } from "~/ui/submit-button";
import { TextField } from "~/ui/text-field";
import { warningText } from "../experiment-results";
import type { ExperimentsScreenData } from "../experiments-screen.server";
import type { ExperimentDetails } from "../get-experiments.server";
import { ConversionRateChart } from "./conversion-rate-chart";

const STATUS_TEXT = { draft: "Draft: edit the copies, then start", running: "Running", ended: "Ended" } as const;
const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;

function StartTestForm({ screen, failure }: { screen: ExperimentsScreenData; failure: FormFailure | undefined }) {
  const values = failure?.values ?? {};
  return (
    <Form method="post" replace noValidate className="mb-8 grid max-w-2xl grid-cols-1 gap-4 rounded-xl border border-neutral-200 bg-white p-5">
      <h2 className="text-base font-semibold text-neutral-900">Start an A/B test</h2>
      <ListboxField
        label="Page"
        name="pageId"
        defaultValue={values.pageId ?? screen.startOnPage ?? screen.pages[0]?.id ?? ""}
        options={screen.pages.map((page) => ({ value: page.id, label: page.title }))}
        error={failure?.fieldErrors.pageId}
      />
      <RadioGroupField
        label="Variants"
        name="variants"
        inline
        defaultValue={values.variants ?? "2"}
        options={[
          { value: "2", label: "A and B" },
          { value: "3", label: "A, B and C" },
        ]}
      />
      <TextField label="Split" name="split" defaultValue={values.split ?? ""} description="Percent per variant, A first: 50/50 when left empty (34/33/33 for three)." error={failure?.fieldErrors.split} />
      <RadioGroupField
        label="Goal"
        name="goal"
        defaultValue={values.goal ?? "lead"}
        options={[
          { value: "lead", label: "A lead from any form on the page" },
          { value: "click", label: "A click on a WhatsApp or Telegram button" },
        ]}
      />
      <TextField label="Button link (for a click goal)" name="goalUrl" defaultValue={values.goalUrl ?? ""} description="The wa.me or t.me link of the button whose clicks count." error={failure?.fieldErrors.goalUrl} />
      <div>
        <SubmitButton intent="create-test" pendingLabel="Copying the page…">
          Copy the page into variants
        </SubmitButton>
      </div>
    </Form>
  );
}

function Results({ experiment, screen }: { experiment: ExperimentDetails; screen: ExperimentsScreenData }) {
  const { results } = experiment;
  const challengers = experiment.variants.filter((variant) => variant.label !== "A");
  return (
    <section aria-labelledby="results-title" className="min-w-0 rounded-xl border border-neutral-200 bg-white p-5">
      <h2 id="results-title" className="text-base font-semibold text-neutral-900">
        {experiment.pageTitle}: {STATUS_TEXT[experiment.status]}
        {experiment.winner ? `, ${experiment.winner} promoted` : ""}
      </h2>
      <p className="mt-2 text-lg font-medium text-neutral-900" data-testid="results-sentence">
        {results.sentence}
      </p>
      {results.warnings.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-amber-800">
          {results.warnings.map((warning) => (
            <li key={`${warning.kind}-${"label" in warning ? warning.label : ""}`}>{warningText(warning)}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Results per variant</caption>
          <thead className="text-xs text-neutral-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-4">Variant</th>
              <th scope="col" className="py-2 pr-4">Split</th>
              <th scope="col" className="py-2 pr-4">Visitors</th>
              <th scope="col" className="py-2 pr-4">Conversions</th>
              <th scope="col" className="py-2 pr-4">Rate (95% interval)</th>
              <th scope="col" className="py-2">Beats A</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {results.variants.map((variant) => (
              <tr key={variant.label} className="border-t border-neutral-100">
                <th scope="row" className="py-2 pr-4 font-medium">{variant.label === "A" ? "A (original)" : variant.label}</th>
                <td className="py-2 pr-4">{variant.weight}%</td>
                <td className="py-2 pr-4">{variant.visitors}</td>
                <td className="py-2 pr-4">{variant.conversions}</td>
                <td className="py-2 pr-4">
                  {percent(variant.rate)} ({percent(variant.interval.low)}–{percent(variant.interval.high)})
                </td>
                <td className="py-2">{variant.probabilityToBeatControl === null ? "–" : percent(variant.probabilityToBeatControl, 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-5">
        <ConversionRateChart days={experiment.days} labels={experiment.variants.map((variant) => variant.label)} />
      </div>
      {screen.canEdit && experiment.status !== "ended" ? (
        <div className="mt-5 flex flex-wrap gap-3">
          {challengers.map((variant) =>
            variant.pageId ? (
              <Link key={variant.label} to={`/editor/${screen.project.id}/${screen.pageSlugs[variant.pageId] ?? ""}`} className={secondaryButton}>
                Edit {variant.label}
              </Link>
            ) : null,
          )}
          {experiment.status === "running"
            ? challengers.map((variant) => (
                <Form key={variant.label} method="post" replace>
                  <input type="hidden" name="experimentId" value={experiment.id} />
                  <input type="hidden" name="promote" value={variant.label} />
                  <SubmitButton intent="promote" pendingLabel="Publishing…">
                    Promote {variant.label}
                  </SubmitButton>
                </Form>
              ))
            : null}
          <Form method="post" replace className="contents">
            <input type="hidden" name="experimentId" value={experiment.id} />
            {experiment.status === "draft" ? (
              <SubmitButton intent="start-test" pendingLabel="Starting…">
                Start the test
              </SubmitButton>
            ) : null}
            <SubmitButton intent="stop-test" pendingLabel="Stopping…" className={secondaryButton}>
              {experiment.status === "draft" ? "Discard the test" : "Stop the test"}
            </SubmitButton>
          </Form>
        </div>
      ) : null}
    </section>
  );
}

/** `/project/{id}/ab-tests`: A/B tests of the project's pages and their results (docs/product.md#ab-tests). */
export function ExperimentsScreen({ screen, flash, failure }: { screen: ExperimentsScreenData; flash: Flash | null; failure: FormFailure | undefined }) {
  const { project, experiments, selected, canEdit } = screen;
  const createFailure = failureOf(failure, "create-test");
  return (
    <section>
      <FlashToaster flash={flash} />
      <ProjectHeader project={project} publicHost={screen.publicHost} screen="A/B tests" canEdit={canEdit} />
      <p className="mb-6 max-w-2xl text-sm text-neutral-600">
        Show visitors a copy of a page and see which one brings more leads or clicks. Visitors are split on the server, without cookies or scripts; each sees the same variant all day.
      </p>
      {canEdit && screen.pages.length > 0 ? <StartTestForm screen={screen} failure={createFailure} /> : null}
      <FormBanner message={failure && !createFailure ? failure.message : undefined} className="mb-4" />
      {experiments.length === 0 ? (
        <div className="rounded-xl border border-dashed border-neutral-300 bg-white px-6 py-10 text-center">
          <FlaskConical aria-hidden className="mx-auto size-8 text-neutral-400" />
          <h2 className="mt-3 text-sm font-semibold text-neutral-900">No A/B tests yet</h2>
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <nav aria-label="A/B tests">
            <ul className="space-y-1 text-sm">
              {experiments.map((experiment) => (
                <li key={experiment.id}>
                  <Link to={`?test=${experiment.id}`} aria-current={experiment.id === selected?.id ? "page" : undefined} className="block rounded-md px-3 py-2 hover:bg-neutral-100 aria-[current=page]:bg-neutral-100 aria-[current=page]:font-medium">
                    {experiment.pageTitle} · {STATUS_TEXT[experiment.status].split(":")[0]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {selected ? <Results experiment={selected} screen={screen} /> : null}
        </div>
      )}
    </section>
  );
}
