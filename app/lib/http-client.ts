import { ofetch, type $Fetch } from "ofetch";

/**
 * The app's HTTP client. ofetch's defaults are the product's rules (docs/product.md#http-retries): one retry for idempotent methods
 * on 408, 409, 425, 429, 500, 502, 503 and 504, and none for PATCH, POST, PUT or DELETE.
 */
export function createHttpClient(baseURL: string): $Fetch {
  return ofetch.create({ baseURL });
}
