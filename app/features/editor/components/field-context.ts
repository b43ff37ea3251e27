import { createContext, useContext } from "react";
import type { LinkPage } from "~/ui/link-field";
import type { PropPath } from "../prop-paths";

/**
 * A picture as the image field edits it; `assetId` ties it to the project's asset library. A size
 * that is not a number yet is kept as the text typed, for the schema to mark (typed-values.ts).
 */
export type ImageValue = { src: string; alt: string; width: number | string; height: number | string; assetId?: string };

/** Opens the project's asset library and resolves with the chosen picture, or null when cancelled. */
export type PickAsset = () => Promise<ImageValue | null>;

export type FieldContextValue = {
  /** Every change of a field goes through here; `path` is inside the selected section's props. */
  change: (path: PropPath, value: unknown) => void;
  errors: ReadonlyMap<string, string>;
  pages: readonly LinkPage[];
  pickAsset?: PickAsset | undefined;
};

export const FieldContext = createContext<FieldContextValue | null>(null);

export function useFieldContext(): FieldContextValue {
  const value = useContext(FieldContext);
  if (!value) throw new Error("Field editors render inside a section panel.");
  return value;
}
