import { Lock, LockOpen } from "lucide-react";
import { Form } from "react-router";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import type { FormFailure } from "~/lib/forms/form-result";
import { SITE_PASSWORD_MAX } from "../site-password-schema";

type Page = { id: string; title: string };

const field = "block w-full rounded-md border border-neutral-300 px-3 py-2 text-sm shadow-xs focus:border-accent focus:outline-2 focus:outline-accent/30";

/**
 * Passwords for the whole site or single pages (docs/product.md#password-protected-pages): a
 * plain form posted to the overview, so it works without JavaScript.
 */
export function ProtectionPanel({ pages, protectedScopes, canEdit, failure }: { pages: readonly Page[]; protectedScopes: readonly string[]; canEdit: boolean; failure: FormFailure | undefined }) {
  const protectedSet = new Set(protectedScopes);
  const targets = [{ id: "", title: "The whole site" }, ...pages];
  const error = failure?.intent === "set-password" ? failure : undefined;
  return (
    <section aria-labelledby="protection-heading" className="rounded-xl border border-neutral-200 bg-white p-5 shadow-xs">
      <h2 id="protection-heading" className="mb-3 text-sm font-medium text-neutral-600">
        Passwords
      </h2>
      <ul className="mb-4 divide-y divide-neutral-100 text-sm" data-testid="protected-list">
        {targets
          .filter((target) => protectedSet.has(target.id))
          .map((target) => (
            <li key={target.id} className="flex items-center justify-between gap-3 py-2">
              <span className="flex items-center gap-2 text-neutral-900">
                <Lock aria-hidden className="size-4 text-amber-600" />
                {target.title}: asks for a password
              </span>
              {canEdit ? (
                <Form method="post">
                  <input type="hidden" name="target" value={target.id} />
                  <button type="submit" name="intent" value="remove-password" className={secondaryButton}>
                    <LockOpen aria-hidden className="size-4" />
                    Remove password
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        {protectedSet.size === 0 ? <li className="py-2 text-neutral-600">Every page is open to everyone.</li> : null}
      </ul>
      {canEdit ? (
        <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <label className="text-sm">
            <span className="mb-1 block font-medium text-neutral-700">Protect</span>
            <select name="target" className={field} defaultValue={error?.values.target ?? ""}>
              {targets.map((target) => (
                <option key={target.id} value={target.id}>
                  {target.title}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            <span className="mb-1 block font-medium text-neutral-700">Password</span>
            <input
              name="password"
              type="password"
              required
              maxLength={SITE_PASSWORD_MAX}
              autoComplete="new-password"
              className={field}
              aria-invalid={error?.fieldErrors.password ? true : undefined}
              aria-describedby={error ? "protection-error" : undefined}
            />
          </label>
          <button type="submit" name="intent" value="set-password" className={primaryButton}>
            <Lock aria-hidden className="size-4" />
            Set password
          </button>
          {error ? (
            <p id="protection-error" role="alert" className="text-sm text-red-700 sm:col-span-3">
              {error.message}
            </p>
          ) : null}
        </Form>
      ) : null}
    </section>
  );
}
