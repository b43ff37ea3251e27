import { ModalActions, ModalCancel, UrlModal } from "~/ui/url-modal";
import { MessagingLinkBuilder, type MessagingLinkBuilderProps } from "~/ui/messaging-link-builder";

export const MESSAGING_LINK_MODAL = "messaging-link";

/** The global "messaging-app link" dialog (docs/product.md#dialogs), opened by `?modal=messaging-link` on the screen that renders it. */
export function MessagingLinkModal(props: MessagingLinkBuilderProps) {
  return (
    <UrlModal title="Messaging-app link" description="A link that opens a chat with you in WhatsApp or Telegram, with a QR code for print that counts scans.">
      <MessagingLinkBuilder {...props} />
      <ModalActions>
        <ModalCancel label="Done" />
      </ModalActions>
    </UrlModal>
  );
}
