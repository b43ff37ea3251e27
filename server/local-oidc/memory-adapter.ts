import type { Adapter, AdapterPayload } from "oidc-provider";

type Entry = { payload: AdapterPayload; expiresAt: number | undefined };

// The local provider keeps its short-lived records (interactions, codes, grants) in memory: it
// serves one machine for development or self-hosting without Google, and a restart only means
// signing in again.
const stores = new Map<string, Map<string, Entry>>();

export class MemoryAdapter implements Adapter {
  readonly #entries: Map<string, Entry>;

  constructor(name: string) {
    const existing = stores.get(name);
    this.#entries = existing ?? new Map();
    if (!existing) stores.set(name, this.#entries);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    this.#entries.set(id, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt < Date.now()) {
      this.#entries.delete(id);
      return undefined;
    }
    return entry.payload;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere((payload) => payload.userCode === userCode);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere((payload) => payload.uid === uid);
  }

  async consume(id: string): Promise<void> {
    const entry = this.#entries.get(id);
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.#entries.delete(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, entry] of this.#entries) if (entry.payload.grantId === grantId) this.#entries.delete(id);
  }

  async #findWhere(matches: (payload: AdapterPayload) => boolean): Promise<AdapterPayload | undefined> {
    for (const [id] of this.#entries) {
      const payload = await this.find(id);
      if (payload && matches(payload)) return payload;
    }
    return undefined;
  }
}
