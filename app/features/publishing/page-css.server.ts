import { compile, optimize } from "@tailwindcss/node";

type Compiler = Awaited<ReturnType<typeof compile>>;

const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;

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

  constructor(
    private readonly stylesheet: string,
    private readonly base: string = process.cwd(),
  ) {}

  #compilerOnce(): Promise<Compiler> {
    this.#compiler ??= compile(this.stylesheet, { base: this.base, onDependency: () => undefined });
    return this.#compiler;
  }

  async cssFor(html: string): Promise<string> {
    const compiler = await this.#compilerOnce();
    const css = compiler.build(classCandidates(html));
    // The stylesheet is ours, but never let anything close the <style> element it goes into.
    return optimize(css, { minify: true }).code.replace(/<\//g, "<\\/");
  }
}
