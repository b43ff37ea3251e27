import { QrCode } from "lucide-react";
import { Link } from "react-router";
import { modalLink } from "~/ui/modal-state";
import type { ProjectQrCode } from "../read-qr-codes-of-addresses.server";
import { DELETE_QR_CODE_INTENT, RETARGET_QR_CODE_INTENT } from "../qr-code-change-schema";

const actionLink = "rounded-md px-2 py-1 text-xs font-medium text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-accent";

/**
 * Every QR code of the project that still answers, printed ones included whatever they open now,
 * with what each opens and, for owners and editors, “Retarget” and “Delete” (docs/product.md#qr-codes).
 */
export function QrCodesPanel({ codes, canEdit, search }: { codes: readonly ProjectQrCode[]; canEdit: boolean; search: URLSearchParams }) {
  return (
    <section aria-labelledby="qr-codes-heading" className="mt-4 rounded-xl border border-neutral-200 bg-white">
      <h2 id="qr-codes-heading" className="border-b border-neutral-100 px-5 py-3 text-sm font-semibold text-neutral-900">
        QR codes
      </h2>
      {codes.length === 0 ? (
        <p className="px-5 py-6 text-sm text-neutral-600">No QR codes yet.</p>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {[...codes]
            .sort((a, b) => a.code.localeCompare(b.code))
            .map((code) => (
              <li key={code.code} data-qr-code={code.code} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3">
                <QrCode aria-hidden className="size-4 shrink-0 text-neutral-600" />
                <div className="min-w-0 flex-1 basis-64 text-sm">
                  <span className="font-mono break-all text-neutral-900">{code.address}</span>
                  <p className="mt-0.5 text-xs text-neutral-600">
                    Opens <span data-qr-target={code.target}>{code.label}</span>
                    {code.target.startsWith("/") ? <span className="font-mono"> ({code.target})</span> : null}
                    {code.retargeted ? " · retargeted" : ""} · {code.scans === 1 ? "1 scan" : `${code.scans} scans`} in 30 days
                  </p>
                </div>
                {canEdit ? (
                  <div className="flex items-center gap-1">
                    <Link {...modalLink(search, RETARGET_QR_CODE_INTENT, { qrCode: code.code })} className={actionLink} aria-label={`Retarget the QR code ${code.address}`}>
                      Retarget
                    </Link>
                    <Link {...modalLink(search, DELETE_QR_CODE_INTENT, { qrCode: code.code })} className={`${actionLink} text-red-700`} aria-label={`Delete the QR code ${code.address}`}>
                      Delete
                    </Link>
                  </div>
                ) : null}
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
