/**
 * The first stop of the preview's panel, shown when focused: it takes keyboard users past the
 * previewed page to the selected section's settings (docs/product.md#keyboard-and-screen-readers-in-the-app).
 */
export function SkipPreviewLink({ settingsId, onSkip }: { settingsId: string; onSkip: () => void }) {
  return (
    <a
      href={`#${settingsId}`}
      onClick={(event) => {
        event.preventDefault();
        onSkip();
      }}
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-30 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-accent focus:shadow-md"
    >
      Skip past the preview
    </a>
  );
}
