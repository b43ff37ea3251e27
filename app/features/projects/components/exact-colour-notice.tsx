import { Link } from "react-router";
import { primaryAdjustment } from "~/lib/theme";
import { TEXT_CONTRAST } from "~/lib/theme-contrast";

/**
 * The overview's mark of a site that keeps its exact primary colour where text on it reads under
 * AA: the guarantee of docs/product.md#theme does not hold there (decision 0027).
 */
export function ExactColourNotice({ projectId, primaryColor, isPrimaryExact }: { projectId: string; primaryColor: string; isPrimaryExact: boolean }) {
  if (!isPrimaryExact) return null;
  const { chosenRatio } = primaryAdjustment(primaryColor);
  if (chosenRatio >= TEXT_CONTRAST) return null;
  const ratio = `${(Math.floor(chosenRatio * 100) / 100).toFixed(2)}:1`;
  return (
    <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="exact-colour-notice">
      This site keeps its exact colour {primaryColor}: text on it reaches only {ratio}, under the 4.5:1 that WCAG 2.2 AA asks for.{" "}
      <Link to={`/project/${projectId}/settings`} className="font-medium underline">
        Let Pagewright adjust it in Settings
      </Link>
      .
    </p>
  );
}
