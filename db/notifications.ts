import { EventEmitter } from "node:events";
import pg from "pg";
import type { Logger } from "pino";

type Handler = (payload: string) => void;

/**
 * Publish/subscribe between app nodes: PostgreSQL LISTEN/NOTIFY when on PostgreSQL, an in-process
 * emitter on SQLite (which serves a single node). Messages also reach the node that sent them,
 * at once.
 */
export type DatabaseNotifications = {
  notify: (channel: string, payload: string) => Promise<void>;
  listen: (channel: string, handler: Handler, logger?: Pick<Logger, "warn">) => Promise<() => Promise<void>>;
};

const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_MS = 1_000;

function assertChannel(channel: string): void {
  if (!CHANNEL_PATTERN.test(channel)) throw new Error(`Invalid channel name ${channel}`);
}

export function inProcessNotifications(): DatabaseNotifications {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    notify: async (channel, payload) => void emitter.emit(channel, payload),
    listen: async (channel, handler) => {
      assertChannel(channel);
      emitter.on(channel, handler);
      return async () => void emitter.off(channel, handler);
    },
  };
}

export function postgresNotifications(pool: pg.Pool, connectionString: string): DatabaseNotifications {
  // This node's own listeners hear a message at once, not after PostgreSQL's round trip, so a
  // partner who publishes sees the result on the next request; they hear it again from
  // PostgreSQL, which handlers must tolerate.
  const local = inProcessNotifications();
  return {
    notify: async (channel, payload) => {
      await local.notify(channel, payload);
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    listen: async (channel, handler, logger) => {
      assertChannel(channel);
      const stopLocal = await local.listen(channel, handler);
      let client: pg.Client | undefined;
      let closed = false;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString });
        next.on("notification", (message) => {
          if (message.channel === channel) handler(message.payload ?? "");
        });
        next.on("error", (error) => {
          logger?.warn({ err: error }, `lost the ${channel} listener; reconnecting`);
          void next.end().catch(() => undefined);
          if (!closed) setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
        });
        await next.connect();
        await next.query(`listen ${channel}`);
        client = next;
      };
      await connect();
      return async () => {
        closed = true;
        await stopLocal();
        await client?.end().catch(() => undefined);
      };
    },
  };
}
