import { messagingAppOf } from "~/lib/messaging-links";

/** How the URLs screen and the activity figures name a messaging code: the app and who it chats with. `target` is a link `messagingAppOf` accepts. */
export function messagingQrLabel(target: string): string {
  const url = new URL(target);
  return messagingAppOf(target) === "whatsapp" ? `WhatsApp +${url.pathname.slice(1)}` : `Telegram @${url.pathname.slice(1)}`;
}
