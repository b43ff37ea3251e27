import type { CSSProperties, ReactNode } from "react";
import { deriveTheme, themeVariables } from "~/lib/theme";
import { cx } from "./shared/class-names";

/**
 * The root every rendered site sits in: theme variables from the primary colour and the base
 * styles of the section library (the pw-site utility in sections.css).
 */
export function SiteFrame({ primary, className, children }: { primary: string; className?: string; children: ReactNode }) {
  // React accepts custom properties in style; its CSSProperties type does not list them.
  const style = themeVariables(deriveTheme(primary)) as CSSProperties;
  return (
    <div className={cx("pw-site", className)} style={style}>
      {children}
    </div>
  );
}
