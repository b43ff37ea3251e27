import { MessageCircle } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Toaster } from "sonner";
import { secondaryButton } from "~/ui/button-styles";
import { modalLink, useModalState } from "~/ui/modal-state";
import { ProjectHeader, type HeaderAccessView } from "~/ui/project-header";
import type { PublicAddress } from "../list-public-addresses.server";
import type { AddressQrCode } from "../read-qr-codes-of-addresses.server";
import { AddressRow } from "./address-row";
import { MESSAGING_LINK_MODAL, MessagingLinkModal } from "./messaging-link-modal";

export type UrlsScreenData = {
  project: { id: string; name: string; primaryColor: string };
  canEdit: boolean;
  access: HeaderAccessView;
  isLive: boolean;
  publicHost: string;
  defaultCountry: string;
  addresses: (PublicAddress & { snippet: string | null; qrCode: AddressQrCode | null })[];
};

export function UrlsScreen({ screen }: { screen: UrlsScreenData }) {
  const location = useLocation();
  const { modal } = useModalState();
  const opener = modalLink(new URLSearchParams(location.search), MESSAGING_LINK_MODAL);
  const pages = screen.addresses.filter((address) => address.kind !== "module");
  const modules = screen.addresses.filter((address) => address.kind === "module");
  return (
    <>
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
              <AddressRow key={address.path} address={address} projectId={screen.project.id} snippet={address.snippet} qrCode={address.qrCode} />
            ))}
          </ul>
        )}
      </section>
      {modal === MESSAGING_LINK_MODAL ? <MessagingLinkModal defaultCountry={screen.defaultCountry} qrCodesEndpoint={screen.canEdit ? `/project/${screen.project.id}/urls/qr` : undefined} /> : null}
      <Toaster position="bottom-right" closeButton toastOptions={{ className: "font-sans" }} />
    </>
  );
}
