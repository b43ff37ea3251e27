import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { secondaryButton } from "~/ui/button-styles";
import { leadSourceLabel, leadSourceValue, type LeadSource } from "../lead-labels";
import { filtersToSearch, LEAD_STATUS_FILTERS, STATUS_FILTER_LABELS, type LeadFilters } from "../lead-filters";
import type { AttributionChoices } from "../list-leads.server";
import { siteLanguageOf } from "~/lib/site-languages";

const input = "rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-accent";

/** A choice among the values the project's leads have; a value from the address that none has still shows as chosen. */
function AttributionSelect({ label, name, all, value, choices }: { label: string; name: string; all: string; value: string; choices: readonly string[] }) {
  const options = value && !choices.includes(value) ? [value, ...choices] : choices;
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-neutral-600">
      {label}
      <select name={name} defaultValue={value} className={`${input} max-w-56`}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The languages the project's leads were sent in, each by its name in itself; a language from the address that none has still shows as chosen. */
function LanguageSelect({ value, languages }: { value: string; languages: readonly string[] }) {
  const options = value && !languages.includes(value) ? [value, ...languages] : languages;
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-neutral-600">
      Language
      <select name="language" defaultValue={value} className={`${input} max-w-56`}>
        <option value="">All languages</option>
        {options.map((tag) => (
          <option key={tag} value={tag} lang={tag}>
            {siteLanguageOf(tag).name}
          </option>
        ))}
      </select>
    </label>
  );
}

type LeadFilterBarProps = { filters: LeadFilters; sources: readonly LeadSource[]; attribution: AttributionChoices; languages: readonly string[] };

/**
 * Status tabs (links that keep the other filters) and the search, page, traffic source, campaign,
 * language and date filters (a GET form, so it works without JavaScript). The language filter is
 * there once leads came in two languages or more (`docs/product.md#lead-capture`).
 */
export function LeadFilterBar({ filters, sources, attribution, languages }: LeadFilterBarProps) {
  return (
    <div className="mb-4 space-y-3">
      <nav aria-label="Lead status" className="flex flex-wrap gap-1 border-b border-neutral-200">
        {LEAD_STATUS_FILTERS.map((status) => {
          const search = filtersToSearch({ ...filters, status }).toString();
          const current = filters.status === status;
          return (
            <Link
              key={status}
              to={`?${search}`}
              aria-current={current ? "page" : undefined}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${current ? "border-accent text-neutral-900" : "border-transparent text-neutral-600 hover:text-neutral-900"}`}
            >
              {STATUS_FILTER_LABELS[status]}
            </Link>
          );
        })}
      </nav>
      <Form method="get" role="search" aria-label="Filter leads" className="flex flex-wrap items-end gap-3">
        {filters.status !== "inbox" ? <input type="hidden" name="status" value={filters.status} /> : null}
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-xs font-medium text-neutral-600">
          Search
          <span className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-neutral-600" />
            <input type="search" name="q" defaultValue={filters.q} placeholder="Name, email, message…" maxLength={200} className={`${input} w-full pl-8`} />
          </span>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-neutral-600">
          Source
          <select name="source" defaultValue={filters.source} className={input}>
            <option value="">All sources</option>
            {sources.map((source) => (
              <option key={leadSourceValue(source)} value={leadSourceValue(source)}>
                {leadSourceLabel(source)}
              </option>
            ))}
          </select>
        </label>
        <AttributionSelect label="Traffic source" name="via" all="All traffic sources" value={filters.via} choices={attribution.sources} />
        <AttributionSelect label="Campaign" name="campaign" all="All campaigns" value={filters.campaign} choices={attribution.campaigns} />
        {languages.length > 1 || filters.language ? <LanguageSelect value={filters.language} languages={languages} /> : null}
        <label className="flex flex-col gap-1 text-xs font-medium text-neutral-600">
          From (UTC)
          <input type="date" name="from" defaultValue={filters.from} className={input} />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-neutral-600">
          To (UTC)
          <input type="date" name="to" defaultValue={filters.to} className={input} />
        </label>
        <button type="submit" className={secondaryButton}>
          Apply
        </button>
        {filters.q || filters.source || filters.from || filters.to || filters.via || filters.campaign || filters.language ? (
          <Link to={`?${filtersToSearch({ ...filters, q: "", source: "", from: "", to: "", via: "", campaign: "", language: "" }).toString()}`} className="py-2 text-sm text-neutral-600 underline-offset-4 hover:underline">
            Clear
          </Link>
        ) : null}
      </Form>
    </div>
  );
}
