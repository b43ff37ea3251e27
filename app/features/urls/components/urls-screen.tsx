import { MessageCircle } from "lucide-react";
import { Link, useLocation } from "react-router";
import { secondaryButton } from "~/ui/button-styles";
import { failureOf, type Flash, type FormFailure } from "~/lib/forms/form-result";
import { FlashToaster } from "~/ui/flash-toaster";
import { FormBanner } from "~/ui/form-banner";
import { modalLink, useModalState } from "~/ui/modal-state";
import { ProjectHeader, type HeaderAccessView } from "~/ui/project-header";
import type { PublicAddress } from "../list-public-addresses.server";
import { DELETE_QR_CODE_INTENT, RETARGET_QR_CODE_INTENT } from "../qr-code-change-schema";
import type { AddressQrCode, ProjectQrCode } from "../read-qr-codes-of-addresses.server";
import { AddressRow } from "./address-row";
import type { ModuleEmbedding } from "./embed-hosts-form";
import { DeleteQrCodeModal } from "./delete-qr-code-modal";
import { QrCodesPanel } from "./qr-codes-panel";
import { RetargetQrCodeModal } from "./retarget-qr-code-modal";
import { MESSAGING_LINK_MODAL, MessagingLinkModal } from "./messaging-link-modal";

export type UrlsScreenData = {
  project: { id: string; name: string; primaryColor: string };
  canEdit: boolean;
  access: HeaderAccessView;
  isLive: boolean;
  publicHost: string;
  /** PUBLIC_URL's host name, which the embedding allow-list needs no entry for. */
  appHostname: string;
  defaultCountry: string;
  addresses: (PublicAddress & { snippet: string | null; qrCode: AddressQrCode | null; embedding: ModuleEmbedding | null })[];
  /** Every code that still answers, to retarget or delete (decision 0045). */
  qrCodes: ProjectQrCode[];
  /** What a code may be pointed at: the project's addresses and the messaging links its codes open. */
  qrTargets: { target: string; label: string }[];
};

export function UrlsScreen({ screen, flash, failure }: { screen: UrlsScreenData; flash: Flash | null; failure: FormFailure | undefined }) {
  const location = useLocation();
  const { modal, search } = useModalState();
  const chosenCode = screen.qrCodes.find((code) => code.code === search.get("qrCode"));
  const deleteFailure = failureOf(failure, DELETE_QR_CODE_INTENT);
  const retargetFailure = failureOf(failure, RETARGET_QR_CODE_INTENT);
  const opener = modalLink(new URLSearchParams(location.search), MESSAGING_LINK_MODAL);
  const pages = screen.addresses.filter((address) => address.kind !== "module");
  const modules = screen.addresses.filter((address) => address.kind === "module");
  return (
    <>
      <FlashToaster flash={flash} />
      <ProjectHeader
        project={screen.project}
        publicHost={screen.publicHost}
        screen="URLs"
        canEdit={screen.canEdit}
        access={screen.access}
        actions={
          <Link {...opener} className={secondaryButton}>
            <MessageCircle aria-hidden className="size-4" />
            Messaging link
          </Link>
        }
      />
      <FormBanner message={failure && !(chosenCode && (deleteFailure || retargetFailure)) ? failure.message : undefined} className="mb-4" />
      {screen.isLive ? null : (
        <p role="note" className="mb-4 rounded-lg border border-neutral-200 bg-white px-4 py-3 text-sm text-neutral-600">
          This project is not published, so none of these addresses answers yet.{" "}
          <Link to={`/project/${screen.project.id}`} className="font-medium text-accent hover:underline">
            Publish it from the overview
          </Link>
          .
        </p>
      )}
      <section aria-labelledby="pages-heading" className="rounded-xl border border-neutral-200 bg-white">
        <h2 id="pages-heading" className="border-b border-neutral-100 px-5 py-3 text-sm font-semibold text-neutral-900">
          Pages
        </h2>
        <ul className="divide-y divide-neutral-100">
          {pages.map((address) => (
            <AddressRow key={address.path} address={address} projectId={screen.project.id} snippet={null} qrCode={address.qrCode} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="modules-heading" className="mt-4 rounded-xl border border-neutral-200 bg-white">
        <h2 id="modules-heading" className="border-b border-neutral-100 px-5 py-3 text-sm font-semibold text-neutral-900">
          Modules
        </h2>
        {modules.length === 0 ? (
          <p className="px-5 py-6 text-sm text-neutral-600">No modules yet. Modules get their own address and can be embedded on other sites.</p>
        ) : (
          <ul className="divide-y divide-neutral-100">
            {modules.map((address) => (
              <AddressRow
                key={address.path}
                address={address}
                projectId={screen.project.id}
                snippet={address.snippet}
                qrCode={address.qrCode}
                embedding={address.embedding ? { ...address.embedding, canEdit: screen.canEdit, appHostname: screen.appHostname } : null}
              />
            ))}
          </ul>
        )}
      </section>
      <QrCodesPanel codes={screen.qrCodes} canEdit={screen.canEdit} search={search} />
      {modal === MESSAGING_LINK_MODAL ? <MessagingLinkModal defaultCountry={screen.defaultCountry} qrCodesEndpoint={screen.canEdit ? `/project/${screen.project.id}/urls/qr` : undefined} /> : null}
      {screen.canEdit && chosenCode && modal === DELETE_QR_CODE_INTENT ? <DeleteQrCodeModal code={chosenCode} failure={deleteFailure} /> : null}
      {screen.canEdit && chosenCode && modal === RETARGET_QR_CODE_INTENT ? <RetargetQrCodeModal code={chosenCode} targets={screen.qrTargets} failure={retargetFailure} /> : null}
    </>
  );
}
