/**
 * An asset as screens and pickers see it: what the assets feature's endpoints answer, and what
 * the editor's image picker reads from them.
 */
export type AssetView = {
  id: string;
  folderId: string | null;
  fileName: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
  altText: string;
  url: string;
  /** The smallest rendition at least 320 px wide: enough for a grid cell or a picker. */
  thumbnailUrl: string;
  variants: Array<{ width: number; url: string }>;
  placeholder: string | null;
  created: string;
};
