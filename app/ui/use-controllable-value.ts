import { useState } from "react";

/**
 * The current value of a widget that may be controlled (value given) or left to itself (only a
 * default given), and a setter that is a no-op for the caller's copy when controlled.
 */
export function useControllableValue<T>(value: T | undefined, defaultValue: T): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  return [value === undefined ? own : value, setOwn];
}
