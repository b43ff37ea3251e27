
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
const MAX_CACHED_STYLESHEETS = 500;

/** Every class name used in a rendered document: Tailwind generates CSS for exactly these. */
export function classCandidates(html: string): string[] {
  const candidates = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (match[1] ?? "").split(/\s+/)) {
      // React escapes & and quotes inside attributes; Tailwind candidates never contain them.
      if (name && !name.includes("&")) candidates.add(name);
    }
  }
  return [...candidates];
}

/**
 * Builds the CSS of published pages with Tailwind itself, from the section library's stylesheet
 * and only the classes a page uses, so each page carries the CSS it needs and nothing else.
 *
 * A Tailwind compiler remembers every candidate it was ever given and emits them all on each
 * later build, so one compiler per process would make a page's bytes depend on the pages built
 * before it. Each set of classes gets a compiler of its own instead: the CSS depends on the set
 * alone, the same in any process on any node (docs/product.md#publishing).
 */
export class PageCssBuilder {
  // Pages built from the same sections use the same classes; build their CSS once. The promise is
  // kept, so pages published together share one build.
  readonly #cssByCandidates = new Map<string, Promise<string>>();

  constructor(
    private readonly stylesheet: string,
    private readonly base: string = process.cwd(),
  ) {}

  async #build(candidates: string[]): Promise<string> {
    // Loaded at the first publish: a node that only serves sites never holds Tailwind (docs/benchmarks.md#published-sites-at-scale).
    const { compile, optimize } = await import("@tailwindcss/node");
    const compiler = await compile(this.stylesheet, { base: this.base, onDependency: () => undefined });
    // The stylesheet is ours, but never let anything close the <style> element it goes into.
    return optimize(compiler.build(candidates), { minify: true }).code.replace(/<\//g, "<\\/");
  }

  cssFor(html: string): Promise<string> {
    const candidates = classCandidates(html).sort();
    const key = candidates.join(" ");
    const cached = this.#cssByCandidates.get(key);
    if (cached !== undefined) return cached;
    if (this.#cssByCandidates.size >= MAX_CACHED_STYLESHEETS) this.#cssByCandidates.clear();
    const css = this.#build(candidates);
    this.#cssByCandidates.set(key, css);
    css.catch(() => {
      if (this.#cssByCandidates.get(key) === css) this.#cssByCandidates.delete(key);
    });
    return css;
  }
}
