import { compile, optimize } from "@tailwindcss/node";

type Compiler = Awaited<ReturnType<typeof compile>>;

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
 */
export class PageCssBuilder {
  #compiler: Promise<Compiler> | undefined;
  // Pages built from the same sections use the same classes; build their CSS once.
  readonly #cssByCandidates = new Map<string, string>();

  constructor(
    private readonly stylesheet: string,
    private readonly base: string = process.cwd(),
  ) {}

  #compilerOnce(): Promise<Compiler> {
    this.#compiler ??= compile(this.stylesheet, { base: this.base, onDependency: () => undefined });
    return this.#compiler;
  }

  async cssFor(html: string): Promise<string> {
    const candidates = classCandidates(html).sort();
    const key = candidates.join(" ");
    const cached = this.#cssByCandidates.get(key);
    if (cached !== undefined) return cached;
    const compiler = await this.#compilerOnce();
    // The stylesheet is ours, but never let anything close the <style> element it goes into.
    const css = optimize(compiler.build(candidates), { minify: true }).code.replace(/<\//g, "<\\/");
    if (this.#cssByCandidates.size >= MAX_CACHED_STYLESHEETS) this.#cssByCandidates.clear();
    this.#cssByCandidates.set(key, css);
    return css;
  }
}
