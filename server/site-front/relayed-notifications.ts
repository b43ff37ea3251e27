import { EventEmitter } from "node:events";
import type { DatabaseNotifications } from "../../db/notifications";

/** Either end of the channel between the two threads: the worker's `parentPort`, or the `Worker` itself. */
export type MessageChannelEnd = {
  on: (event: "message", listener: (message: unknown) => void) => unknown;
  postMessage: (message: unknown) => void;
};

/** What the app's thread and the site front's thread say to each other about notifications. */
export type NotificationMessage = { kind: "notification"; channel: string; payload: string };

export function isNotificationMessage(message: unknown): message is NotificationMessage {
  if (typeof message !== "object" || message === null) return false;
  const { kind, channel, payload } = message as Record<string, unknown>;
  return kind === "notification" && typeof channel === "string" && typeof payload === "string";
}

/**
 * The site front's notifications (decision 0048): everything it hears comes from the app's thread,
 * which relays what it hears itself, from this node at once and from other nodes through
 * PostgreSQL; what the front sends goes to the app's thread, which notifies for it. So the front
 * opens no listener of its own, and hears a partner's publish before that partner's next request.
 */
export function relayedNotifications(port: MessageChannelEnd): DatabaseNotifications {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  port.on("message", (message: unknown) => {
    if (isNotificationMessage(message)) local.emit(message.channel, message.payload);
  });
  return {
    notify: async (channel, payload) => {
      const message: NotificationMessage = { kind: "notification", channel, payload };
      port.postMessage(message);
    },
    listen: async (channel, handler) => {
      local.on(channel, handler);
      return async () => void local.off(channel, handler);
    },
  };
}

/** The app's side: relays `channels` to the front, and notifies for the front; returns the function that stops relaying. */
export async function relayNotificationsTo(
  port: MessageChannelEnd,
  notifications: DatabaseNotifications,
  channels: readonly string[],
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  port.on("message", (message: unknown) => {
    if (isNotificationMessage(message)) notifications.notify(message.channel, message.payload).catch(onError);
  });
  const stops = await Promise.all(
    channels.map((channel) =>
      notifications.listen(channel, (payload) => {
        const message: NotificationMessage = { kind: "notification", channel, payload };
        port.postMessage(message);
      }),
    ),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
