/** A place inside a section's props: field names and item indexes, such as ["plans", 1, "name"]. */
export type PropPath = readonly (string | number)[];

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === "object" && value !== null;
}

export function pathKey(path: PropPath): string {
  return path.join(".");
}

export function getAt(root: unknown, path: PropPath): unknown {
  let current = root;
  for (const step of path) {
    if (!isContainer(current)) return undefined;
    current = Array.isArray(current) ? current[Number(step)] : current[String(step)];
  }
  return current;
}

/** A copy of `root` with `value` at `path`; only the containers along the path are copied. */
export function setAt<T>(root: T, path: PropPath, value: unknown): T {
  const [step, ...rest] = path;
  if (step === undefined) return value as T;
  const source: unknown = root;
  if (Array.isArray(source)) {
    const copy = [...source];
    copy[Number(step)] = setAt(copy[Number(step)], rest, value);
    return copy as T;
  }
  const record = isContainer(source) ? (source as Record<string, unknown>) : {};
  return { ...record, [String(step)]: setAt(record[String(step)], rest, value) } as T;
}

function listAt(root: unknown, path: PropPath): unknown[] {
  const value = getAt(root, path);
  return Array.isArray(value) ? value : [];
}

export function addItemAt<T>(root: T, path: PropPath, item: unknown, index?: number): T {
  const list = listAt(root, path);
  const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
  return setAt(root, path, [...list.slice(0, at), item, ...list.slice(at)]);
}

export function moveItemAt<T>(root: T, path: PropPath, from: number, to: number): T {
  const list = [...listAt(root, path)];
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return root;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved);
  return setAt(root, path, list);
}

export function removeItemAt<T>(root: T, path: PropPath, index: number): T {
  return setAt(
    root,
    path,
    listAt(root, path).filter((_item, position) => position !== index),
  );
}
