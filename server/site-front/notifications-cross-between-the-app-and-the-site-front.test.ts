import { MessageChannel } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { inProcessNotifications } from "../../db/notifications";
import { relayedNotifications, relayNotificationsTo } from "./relayed-notifications";

const channels: MessageChannel[] = [];
afterEach(() => channels.splice(0).forEach((channel) => channel.port1.close()));

const heard = (listen: (handler: (payload: string) => void) => Promise<unknown>) =>
  new Promise<string>((resolve) => void listen(resolve));

describe("notifications between the app's thread and the site front", () => {
  it("reach the front on the relayed channels only, and the front's reach the app's listeners and come back to the front", async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    const app = inProcessNotifications();
    await relayNotificationsTo(channel.port1, app, ["pagewright_publications"], () => undefined);
    const front = relayedNotifications(channel.port2);

    const published = heard((handler) => front.listen("pagewright_publications", handler));
    let unrelated = false;
    await front.listen("pagewright_other", () => (unrelated = true));
    await app.notify("pagewright_other", "x");
    await app.notify("pagewright_publications", "bakery");
    expect(await published).toBe("bakery");

    const atApp = heard((handler) => app.listen("pagewright_publications", handler));
    const backAtFront = heard((handler) => front.listen("pagewright_publications", handler));
    await front.notify("pagewright_publications", "florist");
    expect(await atApp).toBe("florist");
    expect(await backAtFront).toBe("florist");
    expect(unrelated).toBe(false);
  });
});
