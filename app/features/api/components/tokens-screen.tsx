import { Form } from "react-router";
import type { FormFailure } from "~/lib/forms/form-result";
import { secondaryButton } from "~/ui/button-styles";
import { CopyButton } from "~/ui/copy-button";
import { FormBanner } from "~/ui/form-banner";
import { PageHeader } from "~/ui/page-header";
import { SubmitButton } from "~/ui/submit-button";
import { TextField } from "~/ui/text-field";
import { API_SCOPES, SCOPE_LABELS, TOKEN_LIFETIMES_DAYS, TOKEN_NAME_MAX, type ApiScope } from "../schema";

export type TokenRow = { id: string; name: string; tokenHint: string; scopes: ApiScope[]; created: string; expiresAt: string; lastUsedAt: string | null; expired: boolean };

type Props = {
  tokens: TokenRow[];
  created: { name: string; token: string; expiresAt: string } | null;
  notice: string | null;
  refusal: FormFailure | undefined;
};

const day = (iso: string) => iso.slice(0, 10);

/** Personal access tokens (docs/api.md#tokens): make one, copy it once, see when each was used, revoke. */
export function TokensScreen({ tokens, created, notice, refusal }: Props) {
  const createFailure = refusal?.intent === "create" ? refusal : undefined;
  return (
    <div className="space-y-8">
      <PageHeader title="Access tokens" description="Tokens let your own programs and AI assistants use the API and the MCP server as you. Your project roles still apply." />
      {created ? (
        <section aria-labelledby="new-token" className="space-y-2 rounded-lg border border-green-300 bg-green-50 p-4" data-testid="new-token">
          <h2 id="new-token" className="font-medium text-green-900">{`“${created.name}” is ready; copy it now`}</h2>
          <p className="text-sm text-green-900">This is the only time the token is shown. It works until {day(created.expiresAt)}.</p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="rounded bg-white px-2 py-1 font-mono text-sm break-all" data-testid="new-token-value">
              {created.token}
            </code>
            <CopyButton text={created.token} label="Copy token" />
          </div>
        </section>
      ) : null}
      {notice ? <p role="status" className="text-sm text-neutral-700">{notice}</p> : null}
      <FormBanner message={refusal?.intent === "revoke" ? refusal.message : undefined} />

      <section aria-labelledby="make-token" className="space-y-4 rounded-lg border border-neutral-200 bg-white p-4">
        <h2 id="make-token" className="font-medium">New token</h2>
        <Form method="post" className="space-y-4">
          <FormBanner message={createFailure?.message} />
          <TextField label="Name" name="name" maxLength={TOKEN_NAME_MAX} required defaultValue={createFailure?.values.name ?? ""} error={createFailure?.fieldErrors.name} description="Say what uses it, such as “shop sync”." />
          <label className="block text-sm">
            <span className="mb-1 block font-medium text-neutral-800">Expires after</span>
            <select name="expiresInDays" defaultValue="30" className="rounded-md border border-neutral-300 px-2 py-1.5">
              {TOKEN_LIFETIMES_DAYS.map((days) => (
                <option key={days} value={days}>{`${days} days`}</option>
              ))}
            </select>
          </label>
          <fieldset className="space-y-1">
            <legend className="mb-1 text-sm font-medium text-neutral-800">Scopes</legend>
            {API_SCOPES.map((scope) => (
              <label key={scope} className="flex items-start gap-2 text-sm">
                <input type="checkbox" name="scopes" value={scope} defaultChecked={scope === "projects:read"} className="mt-0.5" />
                <span>
                  <code className="font-mono">{scope}</code> · {SCOPE_LABELS[scope]}
                </span>
              </label>
            ))}
            {createFailure?.fieldErrors.scopes ? <p className="text-sm text-red-700">{createFailure.fieldErrors.scopes}</p> : null}
          </fieldset>
          <SubmitButton intent="create" pendingLabel="Creating…">
            Create token
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="your-tokens" className="space-y-2">
        <h2 id="your-tokens" className="font-medium">Your tokens</h2>
        {tokens.length === 0 ? <p className="text-sm text-neutral-600">No tokens yet.</p> : null}
        <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white">
          {tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm" data-testid="token-row">
              <div className="min-w-0 space-y-0.5">
                <p className="font-medium break-words">
                  {token.name} <code className="font-mono text-neutral-600">{`${token.tokenHint}…`}</code>
                </p>
                <p className="text-neutral-600">{token.scopes.join(", ")}</p>
                <p className="text-neutral-600">
                  {token.expired ? `Expired ${day(token.expiresAt)}` : `Expires ${day(token.expiresAt)}`} · {token.lastUsedAt ? `Last used ${day(token.lastUsedAt)}` : "Never used"}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="tokenId" value={token.id} />
                <SubmitButton intent="revoke" pendingLabel="Revoking…" className={secondaryButton}>
                  {`Revoke ${token.name}`}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
