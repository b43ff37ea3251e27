import pino, { type Logger } from "pino";
import type { Config } from "./config";

export function createLogger(config: Pick<Config, "env" | "logLevel">): Logger {
  const pretty = config.env === "development" && process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    ...(pretty ? { transport: { target: "pino-pretty" } } : {}),
  });
}
