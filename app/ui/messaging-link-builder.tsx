import { Download, ExternalLink } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { primaryButton, secondaryButton } from "~/ui/button-styles";
import { buildTelegramLink, buildWhatsAppLink, phoneCountries, type MessagingApp } from "~/lib/messaging-links";
import { qrCodeDataUrls } from "~/lib/qr-code";
import { ListboxField } from "~/ui/listbox-field";
import { RadioGroupField } from "~/ui/radio-group-field";
import { TextareaField } from "~/ui/textarea-field";
import { TextField } from "~/ui/text-field";
import { CopyButton } from "./copy-button";

export type MessagingLinkBuilderProps = {
  /** When given (the editor's button-link field), a "Use in this button" action hands the link over. */
  onUse?: (url: string) => void;
  defaultCountry?: string;
  /**
   * Where to ask for the link's counted scan address (POST `target=…` answers `{ address }`): the
   * QR code encodes that short address, never the link itself (docs/product.md#qr-codes). Without
   * it (a viewer; the editor's button field, where clicks are counted instead) no QR code is shown.
   */
  qrCodesEndpoint?: string;
};

const APPS = [
  { value: "whatsapp" as const, label: "WhatsApp", description: "Opens a chat with your number" },
  { value: "telegram" as const, label: "Telegram", description: "Opens a chat with your username" },
];

// Typing a message changes the link on every key; the counted address is asked for once typing pauses.
const QR_ADDRESS_DELAY_MS = 400;

type CountedQrCode = { link: string; address: string; png: string; svg: string };

/** The QR code of `link`'s short counted scan address, once the server has given it; null before and for no link. */
function useCountedQrCode(link: string | null, endpoint: string | undefined) {
  const [codes, setCodes] = useState<CountedQrCode | null>(null);
  useEffect(() => {
    if (!link || !endpoint) return;
    const aborted = new AbortController();
    const timer = setTimeout(() => {
      void fetch(endpoint, { method: "POST", body: new URLSearchParams({ target: link }), signal: aborted.signal })
        .then(async (response) => (response.ok ? ((await response.json()) as { address?: unknown }) : null))
        .then(async (answer) => {
          if (typeof answer?.address !== "string") return;
          const { png, svg } = await qrCodeDataUrls(answer.address);
          if (!aborted.signal.aborted) setCodes({ link, address: answer.address, png, svg });
        })
        .catch(() => undefined);
    }, QR_ADDRESS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      aborted.abort();
    };
  }, [link, endpoint]);
  return codes && codes.link === link ? codes : null;
}

/**
 * Builds WhatsApp click-to-chat and Telegram links with a live preview, copy and a QR code. It is
 * a plain component, so a dialog on any screen (or the editor's link field) can host it.
 */
export function MessagingLinkBuilder({ onUse, defaultCountry = "US", qrCodesEndpoint }: MessagingLinkBuilderProps) {
  const countries = useMemo(() => phoneCountries().map((country) => ({ value: country.code as string, label: `${country.name} (+${country.callingCode})` })), []);
  const [app, setApp] = useState<MessagingApp>("whatsapp");
  const [country, setCountry] = useState(defaultCountry);
  const [phone, setPhone] = useState("");
  const [message, setMessage] = useState("");
  const [username, setUsername] = useState("");
  const result = app === "whatsapp" ? buildWhatsAppLink({ country, phone, message }) : buildTelegramLink({ username });
  const typed = app === "whatsapp" ? phone.trim() !== "" : username.trim() !== "";
  const error = !result.ok && typed ? result : null;
  const url = result.ok ? result.url : null;
  const qr = useCountedQrCode(url, qrCodesEndpoint);
  return (
    <div className="space-y-4">
      <RadioGroupField label="App" value={app} onChange={setApp} options={APPS} inline />
      {app === "whatsapp" ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <ListboxField label="Country" value={country} onChange={setCountry} options={countries} error={error?.field === "country" ? error.message : undefined} />
            <TextField
              label="Phone number"
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={setPhone}
              placeholder="e.g. 0151 23456789"
              error={error?.field === "phone" ? error.message : undefined}
            />
          </div>
          <TextareaField
            label="Prefilled message"
            description="Optional. Visitors can change it before sending."
            value={message}
            onChange={setMessage}
            rows={3}
            error={error?.field === "message" ? error.message : undefined}
          />
        </>
      ) : (
        <TextField
          label="Telegram username"
          value={username}
          onChange={setUsername}
          placeholder="@yourname"
          autoComplete="off"
          error={error?.field === "username" ? error.message : undefined}
        />
      )}
      <section aria-label="Preview" className="rounded-lg border border-neutral-200 bg-neutral-50 p-3">
        {url ? (
          <div className="flex gap-3">
            {qrCodesEndpoint ? (
              qr ? (
                <img src={qr.png} alt={`QR code of ${qr.address}, which opens ${url}`} className="size-24 shrink-0 rounded border border-neutral-200 bg-white" />
              ) : (
                <div className="size-24 shrink-0 rounded bg-neutral-200" />
              )
            ) : null}
            <div className="min-w-0 flex-1 space-y-2">
              <output aria-label="Link" className="block font-mono text-xs break-all text-neutral-900">
                {url}
              </output>
              {qr ? (
                <p className="text-xs text-neutral-600">
                  QR code opens <span className="font-mono text-neutral-800" data-qr-address>{qr.address}</span>, which counts each scan.
                </p>
              ) : null}
              {app === "whatsapp" && message.trim() ? (
                <p className="max-w-xs rounded-lg rounded-tr-none bg-[#d9fdd3] px-3 py-1.5 text-sm whitespace-pre-wrap text-neutral-900 shadow-xs">{message.trim()}</p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <CopyButton text={url} label="Copy the link" />
                <a href={url} target="_blank" rel="noreferrer" className={secondaryButton}>
                  <ExternalLink aria-hidden className="size-4" />
                  Try it
                </a>
                {qr ? (
                  <>
                    <a href={qr.png} download={`${app}-link-qr.png`} className={secondaryButton}>
                      <Download aria-hidden className="size-4" />
                      PNG
                    </a>
                    <a href={qr.svg} download={`${app}-link-qr.svg`} className={secondaryButton}>
                      <Download aria-hidden className="size-4" />
                      SVG
                    </a>
                  </>
                ) : null}
              </div>
            </div>
          </div>
        ) : (
          <p className="text-sm text-neutral-600">{app === "whatsapp" ? "Enter a phone number to see the link." : "Enter a username to see the link."}</p>
        )}
        {url && !onUse ? (
          <p className="mt-3 border-t border-neutral-200 pt-3 text-xs text-neutral-600">
            Put this link in a button of your pages: once published, clicks on it count as conversions beside leads.
          </p>
        ) : null}
      </section>
      {onUse ? (
        <div className="flex justify-end">
          <button type="button" disabled={!url} onClick={() => url && onUse(url)} className={primaryButton}>
            Use in this button
          </button>
        </div>
      ) : null}
    </div>
  );
}
