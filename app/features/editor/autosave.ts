/** A field the server refused: the section, the path inside its props, and why. */
export type FieldProblem = { sectionId: string; path: (string | number)[]; message: string };

/** What one save attempt came to, as the save endpoint answers it. */
export type SaveOutcome =
  | { ok: true; version: number }
  | { ok: false; kind: "conflict" | "offline" | "invalid" | "error" | "signed-out"; message: string; problems?: FieldProblem[] };

export type SaveStatus = "saved" | "pending" | "saving" | "offline" | "conflict" | "invalid" | "error" | "signed-out";

/** `problems` are the fields the last refused save named, until the next answer. */
export type SaveState = { status: SaveStatus; version: number; message: string | null; problems: readonly FieldProblem[] };

export type AutosaveOptions<T> = {
  version: number;
  save: (snapshot: T, version: number) => Promise<SaveOutcome>;
  onState: (state: SaveState) => void;
  /** Called after each successful save with what was saved. */
  onSaved?: (snapshot: T, version: number) => void;
  delayMs?: number;
  retryMs?: number;
};

export const AUTOSAVE_DELAY_MS = 800;
export const RETRY_DELAY_MS = 5_000;

/**
 * Saves the latest snapshot shortly after the last change, one save at a time, each carrying the
 * version it was based on. A conflict stops saving until the person reloads or overwrites; being
 * offline or a server error retries later; nothing already changed is ever dropped.
 */
export class Autosave<T> {
  #options: AutosaveOptions<T>;
  #state: SaveState;
  #latest: T | undefined;
  #dirty = false;
  #inFlight: Promise<void> | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: AutosaveOptions<T>) {
    this.#options = options;
    this.#state = { status: "saved", version: options.version, message: null, problems: [] };
  }

  get state(): SaveState {
    return this.#state;
  }

  /** The unsaved snapshot and the version it builds on, or null when everything is saved. */
  get unsaved(): { snapshot: T; version: number } | null {
    return this.#dirty && this.#latest !== undefined ? { snapshot: this.#latest, version: this.#state.version } : null;
  }

  change(snapshot: T): void {
    this.#latest = snapshot;
    this.#dirty = true;
    if (this.#state.status === "conflict") return;
    if (!this.#inFlight) this.#set({ status: "pending", message: null, problems: this.#state.problems });
    this.#schedule(this.#options.delayMs ?? AUTOSAVE_DELAY_MS);
  }

  /** Saves now; resolves when nothing is in flight any more. */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    if (this.#inFlight) await this.#inFlight;
    if (this.#dirty && this.#state.status !== "conflict") await this.#run();
  }

  /** Saves the latest snapshot over whatever is stored, based on the version now stored. */
  async overwrite(storedVersion: number): Promise<void> {
    this.#state = { ...this.#state, version: storedVersion };
    this.#dirty = this.#latest !== undefined;
    this.#set({ status: "pending", message: null, problems: [] });
    await this.flush();
  }

  /**
   * A save this editor made another way (the translated page's dialog) moved the stored version:
   * the next save builds on it. An older version than the one held changes nothing.
   */
  adopt(version: number): void {
    if (version <= this.#state.version) return;
    this.#state = { ...this.#state, version };
    this.#options.onState(this.#state);
  }

  dispose(): void {
    clearTimeout(this.#timer);
  }

  #schedule(delay: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#run(), delay);
  }

  async #run(): Promise<void> {
    if (this.#inFlight || !this.#dirty || this.#latest === undefined) return;
    const snapshot = this.#latest;
    this.#dirty = false;
    this.#set({ status: "saving", message: null, problems: this.#state.problems });
    const attempt = this.#attempt(snapshot);
    this.#inFlight = attempt;
    await attempt;
    this.#inFlight = null;
  }

  async #attempt(snapshot: T): Promise<void> {
    let outcome: SaveOutcome;
    try {
      outcome = await this.#options.save(snapshot, this.#state.version);
    } catch (error) {
      outcome = { ok: false, kind: "offline", message: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.ok) {
      this.#state = { ...this.#state, version: outcome.version };
      this.#options.onSaved?.(snapshot, outcome.version);
      if (this.#dirty) {
        this.#set({ status: "pending", message: null, problems: [] });
        this.#schedule(0);
      } else this.#set({ status: "saved", message: null, problems: [] });
      return;
    }
    // The snapshot was not stored: it is unsaved again unless something newer replaced it.
    this.#dirty = true;
    this.#set({ status: outcome.kind, message: outcome.message, problems: outcome.problems ?? [] });
    // Signed out: trying again every few seconds notices the sign-in made in another tab.
    if (outcome.kind === "offline" || outcome.kind === "error" || outcome.kind === "signed-out") this.#schedule(this.#options.retryMs ?? RETRY_DELAY_MS);
  }

  #set(patch: Omit<SaveState, "version">): void {
    this.#state = { ...this.#state, ...patch };
    this.#options.onState(this.#state);
  }
}
