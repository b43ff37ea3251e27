import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export type LighthouseScores = Record<"performance" | "accessibility" | "best-practices" | "seo", number> & { failing: string[] };

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/**
 * Lighthouse's mobile audit (its default form factor and throttling) in Debian's Chromium;
 * `userAgent` replaces Lighthouse's own, which bot checks (an A/B test's among them) recognise.
 */
export async function lighthouseScores(url: string, options: { userAgent?: string } = {}): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES], ...(options.userAgent ? { emulatedUserAgent: options.userAgent } : {}) });
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
      .map((audit) => audit.id);
    const score = (category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      failing,
    };
  } finally {
    await chrome.kill();
  }
}
