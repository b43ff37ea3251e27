import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { TextField } from "./text-field";

function attribute(html: string, element: string, name: string): string | undefined {
  const tag = new RegExp(`<${element}\\b[^>]*>`).exec(html)?.[0] ?? "";
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

describe("TextField", () => {
  test("the label points at the input, which submits under its name", () => {
    const html = renderToStaticMarkup(<TextField label="Project name" name="name" defaultValue="Acme" />);
    expect(html).toContain(">Project name</label>");
    expect(attribute(html, "label", "for")).toBe(attribute(html, "input", "id"));
    expect(attribute(html, "input", "name")).toBe("name");
    expect(attribute(html, "input", "value")).toBe("Acme");
    expect(attribute(html, "input", "aria-invalid")).toBeUndefined();
    expect(attribute(html, "input", "aria-describedby")).toBeUndefined();
  });

  test("an error marks the input invalid and describes it, after the description", () => {
    const html = renderToStaticMarkup(
      <TextField label="Email" name="email" description="Where leads are sent." error="Enter an email address." />,
    );
    expect(attribute(html, "input", "aria-invalid")).toBe("true");
    const [descriptionId, errorId] = attribute(html, "input", "aria-describedby")?.split(" ") ?? [];
    expect(html).toContain(`id="${descriptionId}" class="mt-1.5 text-sm text-neutral-600">Where leads are sent.</p>`);
    expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>.*Enter an email address\\.`));
  });

  test("native input attributes pass through", () => {
    const html = renderToStaticMarkup(<TextField label="Email" type="email" required placeholder="you@example.com" autoComplete="email" />);
    expect(attribute(html, "input", "type")).toBe("email");
    expect(attribute(html, "input", "required")).toBe("");
    expect(attribute(html, "input", "placeholder")).toBe("you@example.com");
  });
});
