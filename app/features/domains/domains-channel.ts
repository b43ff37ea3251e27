/** The notification channel on which adding, verifying, removing or re-ranking a domain names its host, so every node's host map is fresh within a second. */
export const DOMAINS_CHANNEL = "pagewright_domains";
