import type { Logger } from "pino";
import type { AppDatabase } from "../db/database";
import type { AssetStorage } from "./features/assets/asset-storage";
import type { Config } from "../server/config";

/** What the Express entry hands every loader and action. */
export type PagewrightLoadContext = {
  config: Config;
  database: AppDatabase;
  logger: Logger;
  nonce: string;
  buildId: string;
  storage: AssetStorage;
  /** The client's IP address (behind a proxy, as TRUST_PROXY allows), for rate limits and hashes. */
  clientAddress: string;
  /** The page's path and query exactly as the client sent them, for the 404 texts (docs/product.md#error-texts). */
  fullPath: string;
};

declare module "react-router" {
  // Augmenting the framework's interface is how React Router types the load context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PagewrightLoadContext {}
}
