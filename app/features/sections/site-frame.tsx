import type { CSSProperties, ReactNode } from "react";
import { deriveTheme, themeVariables } from "~/lib/theme";
import { DEFAULT_TYPEFACE_PAIRING, typographyCss, type TypefacePairingId } from "~/lib/site-typography";
import { cx } from "./shared/class-names";

/**
 * The root every rendered site sits in: theme variables from the primary colour, the site's
 * typeface pairing, and the base styles of the section library (the pw-site utility in sections.css).
 */
export function SiteFrame({
  primary,
  exactPrimary = false,
  typography = DEFAULT_TYPEFACE_PAIRING,
  className,
  children,
}: {
  primary: string;
  /** The partner keeps the exact primary rather than its contrast-safe shade (docs/decisions/0027-contrast-safe-theme-surfaces.md). */
  exactPrimary?: boolean;
  typography?: TypefacePairingId;
  className?: string;
  children: ReactNode;
}) {
  // React accepts custom properties in style; its CSSProperties type does not list them.
  const style = themeVariables(deriveTheme(primary, { exact: exactPrimary })) as CSSProperties;
  const fonts = typographyCss(typography);
  return (
    <div className={cx("pw-site", className)} style={style}>
      {fonts ? <style dangerouslySetInnerHTML={{ __html: fonts }} /> : null}
      {children}
    </div>
  );
}
