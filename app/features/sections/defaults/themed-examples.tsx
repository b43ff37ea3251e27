import type { ReactElement } from "react";
import sceneWorkspace from "./scene-workspace.svg?no-inline";

type SceneProps = { label: string; className?: string };

/**
 * The starter's example scene drawn inline in the site's own colours (the theme's variables), so
 * it follows the primary colour wherever it is shown, including after the colour changes. A
 * picture file cannot: an <img> does not see the page's variables. Like a picture with
 * object-cover, it fills whatever box the section gives it.
 */
function WorkspaceScene({ label, className }: SceneProps) {
  return (
    <svg viewBox="0 0 1200 900" width={1200} height={900} preserveAspectRatio="xMidYMid slice" role={label ? "img" : undefined} aria-label={label || undefined} aria-hidden={label ? undefined : true} className={className}>
      <rect width="1200" height="900" className="fill-site-soft" />
      <circle cx="980" cy="170" r="120" className="fill-site-bright" opacity="0.35" />
      <rect x="150" y="170" width="900" height="600" rx="28" fill="#fff" />
      <rect x="150" y="170" width="900" height="64" rx="28" fill="#f1f5f9" />
      <circle cx="200" cy="202" r="10" fill="#fca5a5" />
      <circle cx="234" cy="202" r="10" fill="#fcd34d" />
      <circle cx="268" cy="202" r="10" fill="#86efac" />
      <rect x="210" y="290" width="360" height="34" rx="8" fill="#1e293b" />
      <rect x="210" y="346" width="300" height="18" rx="6" fill="#94a3b8" />
      <rect x="210" y="378" width="330" height="18" rx="6" fill="#94a3b8" />
      <rect x="210" y="430" width="160" height="52" rx="12" className="fill-site-primary" />
      <rect x="630" y="290" width="360" height="260" rx="20" className="fill-site-soft" />
      <path d="M660 520l90-110 70 80 50-50 90 80z" className="fill-site-bright" />
      <circle cx="930" cy="350" r="28" fill="#fde68a" />
      <rect x="210" y="600" width="240" height="120" rx="16" className="fill-site-soft" />
      <rect x="480" y="600" width="240" height="120" rx="16" fill="#f1f5f9" />
      <rect x="750" y="600" width="240" height="120" rx="16" fill="#f1f5f9" />
    </svg>
  );
}

const THEMED_EXAMPLES: Readonly<Record<string, (props: SceneProps) => ReactElement>> = { [sceneWorkspace]: WorkspaceScene };

/** Whether a picture is an example shipped with the app that is drawn in the theme's colours. */
export function isThemedExample(src: string): boolean {
  return Object.hasOwn(THEMED_EXAMPLES, src);
}

/** The themed drawing of an example picture (isThemedExample), in place of the picture file. */
export function ThemedExample({ src, ...props }: SceneProps & { src: string }) {
  const Scene = Object.hasOwn(THEMED_EXAMPLES, src) ? THEMED_EXAMPLES[src] : undefined;
  return Scene ? <Scene {...props} /> : null;
}
