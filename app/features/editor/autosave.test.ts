import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Autosave, AUTOSAVE_DELAY_MS, RETRY_DELAY_MS, type SaveOutcome, type SaveStatus } from "./autosave";

function setUp(answers: SaveOutcome[] = []) {
  const saves: { snapshot: string; version: number }[] = [];
  const statuses: SaveStatus[] = [];
  let version = 1;
  const autosave = new Autosave<string>({
    version: 1,
    onState: (state) => statuses.push(state.status),
    save: (snapshot, base) => {
      saves.push({ snapshot, version: base });
      const answer = answers.shift() ?? { ok: true, version: (version += 1) };
      return Promise.resolve(answer);
    },
  });
  return { autosave, saves, statuses };
}

describe("the autosave", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("saves once, shortly after the last of several quick changes, carrying the version", async () => {
    const { autosave, saves } = setUp();
    autosave.change("a");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    autosave.change("ab");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    expect(saves).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(saves).toEqual([{ snapshot: "ab", version: 1 }]);
    expect(autosave.state).toMatchObject({ status: "saved", version: 2 });
    expect(autosave.unsaved).toBeNull();
  });

  it("saves a change made during a save afterwards, with the new version", async () => {
    let finish: (outcome: SaveOutcome) => void = () => undefined;
    const saves: string[] = [];
    const autosave = new Autosave<string>({
      version: 1,
      onState: () => undefined,
      save: (snapshot, version) => {
        saves.push(`${snapshot}@${version}`);
        return new Promise((resolve) => (finish = resolve));
      },
    });
    autosave.change("a");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    autosave.change("ab");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves).toEqual(["a@1"]);
    finish({ ok: true, version: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toEqual(["a@1", "ab@2"]);
  });

  it("shows a conflict and stops saving until overwritten with the stored version", async () => {
    const { autosave, saves, statuses } = setUp([{ ok: false, kind: "conflict", message: "changed elsewhere" }]);
    autosave.change("mine");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.state.status).toBe("conflict");
    autosave.change("mine too");
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 2);
    expect(saves).toHaveLength(1);
    expect(autosave.unsaved).toEqual({ snapshot: "mine too", version: 1 });
    await autosave.overwrite(7);
    expect(saves.at(-1)).toEqual({ snapshot: "mine too", version: 7 });
    expect(statuses.at(-1)).toBe("saved");
  });

  it("retries when offline, keeping the edit unsaved until it is stored", async () => {
    const { autosave, saves } = setUp([{ ok: false, kind: "offline", message: "no network" }]);
    autosave.change("a");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.state.status).toBe("offline");
    expect(autosave.unsaved?.snapshot).toBe("a");
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(saves).toHaveLength(2);
    expect(autosave.state.status).toBe("saved");
  });

  it("treats a thrown save as offline", async () => {
    const autosave = new Autosave<string>({ version: 1, onState: () => undefined, save: () => Promise.reject(new TypeError("Failed to fetch")) });
    autosave.change("a");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(autosave.state).toMatchObject({ status: "offline", message: "Failed to fetch" });
    autosave.dispose();
  });

  it("does not retry refused content until the next change", async () => {
    const { autosave, saves } = setUp([{ ok: false, kind: "invalid", message: "title: too long" }]);
    autosave.change("bad");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + RETRY_DELAY_MS * 2);
    expect(saves).toHaveLength(1);
    expect(autosave.state.status).toBe("invalid");
    autosave.change("good");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves.at(-1)?.snapshot).toBe("good");
  });

  it("saves at once on flush", async () => {
    const { autosave, saves } = setUp();
    autosave.change("leaving");
    await autosave.flush();
    expect(saves).toEqual([{ snapshot: "leaving", version: 1 }]);
  });

  it("builds on a version another save of the same editor made, never on an older one", async () => {
    const { autosave, saves } = setUp();
    autosave.adopt(5);
    autosave.adopt(3);
    autosave.change("after the dialog");
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saves).toEqual([{ snapshot: "after the dialog", version: 5 }]);
  });
});
