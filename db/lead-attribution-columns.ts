/**
 * Where the visitor who sent a lead came from (`docs/product.md#lead-capture`, decision 0019):
 * the landing address's campaign parameters, the referring site's host and the page they arrived
 * through. Each is null when the visitor's browser did not tell; all are validated and capped
 * before they are stored.
 */
export interface LeadAttributionColumns {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  /** Google Ads click id. */
  gclid: string | null;
  /** Meta (Facebook, Instagram) click id. */
  fbclid: string | null;
  /** The host of the site that linked to the landing page, lower-case ("www.google.com"); never its path. */
  referrerHost: string | null;
  /** The page the visitor arrived through, below the project: "/" for the home page, "/about". */
  landingPath: string | null;
  /** The page that embedded the module the lead was sent through, origin and path ("https://bakery.example/visit"); never its query. */
  embeddedOn: string | null;
  /** That page's host, port included when it has one ("bakery.example"), which the inbox filters by. */
  embeddedHost: string | null;
}
