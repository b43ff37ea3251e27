import type { Logger } from "pino";
import type { AppDatabase } from "../db/database";
import type { Config } from "../server/config";

/** What the Express entry hands every loader and action. */
export type PagewrightLoadContext = {
  config: Config;
  database: AppDatabase;
  logger: Logger;
  nonce: string;
  buildId: string;
};

declare module "react-router" {
  interface AppLoadContext extends PagewrightLoadContext {}
}
