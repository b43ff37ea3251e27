import { config } from "zod/v4/core";

// Zod builds faster object parsers with `new Function`, and first probes whether that is allowed.
// Our Content-Security-Policy forbids eval, so the probe alone reports a violation on every screen
// that defines a schema. The browser parses small forms, where the interpreted parser is fast
// enough: no probe, no eval. Client-only (the server has no CSP to respect and keeps the speed).
config({ jitless: true });
