/**
 * fetch with a cookie jar and redirects followed by hand, so tests can walk a sign-in flow and
 * look at every hop. Cookies are kept per name (one host per test server).
 */
export class BrowserLikeClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  #remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=thu, 01 jan 1970/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request, no redirect following. Same-origin requests carry Origin like a browser's form post. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.origin);
    const headers = new Headers(init.headers);
    if (target.origin === this.origin && this.cookies.size) headers.set("Cookie", this.cookieHeader());
    if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", this.origin);
    const response = await fetch(target, { ...init, headers, redirect: "manual" });
    if (target.origin === this.origin) this.#remember(response);
    return response;
  }

  /** Follows redirects until a non-redirect answer; returns it and every URL visited. */
  async follow(url: string, init: RequestInit = {}, limit = 15): Promise<{ response: Response; visited: string[] }> {
    const visited: string[] = [];
    let response = await this.request(url, init);
    let current = new URL(url, this.origin).href;
    visited.push(current);
    while (response.status >= 300 && response.status < 400 && response.headers.get("Location")) {
      if (visited.length > limit) throw new Error(`too many redirects: ${visited.join(" → ")}`);
      current = new URL(response.headers.get("Location") ?? "", current).href;
      visited.push(current);
      response = await this.request(current);
    }
    return { response, visited };
  }
}

export type LocalAccount = { email: string; name: string };

/** Walks the whole sign-in: our sign-in button → local provider → its sign-in form → callback. */
export async function signInThroughLocalProvider(client: BrowserLikeClient, account: LocalAccount, redirectTo = "/") {
  const started = await client.follow("/auth/signin", { method: "POST", body: new URLSearchParams({ redirectTo }) });
  const interaction = started.visited.at(-1) ?? "";
  if (!/\/oidc\/interaction\//.test(interaction)) throw new Error(`expected the provider's sign-in page, got ${interaction}`);
  return client.follow(`${new URL(interaction).pathname}/login`, {
    method: "POST",
    body: new URLSearchParams(account),
  });
}
