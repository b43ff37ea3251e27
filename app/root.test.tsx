import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

function renderError(error: unknown, at: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <ErrorBoundary error={error} params={{}} />
    </MemoryRouter>,
  );
}

// What the router makes itself, as it makes it: its developer message names our route modules.
const frameworkError = (status: number, statusText: string, message: string) => new ErrorResponseImpl(status, statusText, new Error(message), true);

describe("the root error boundary", () => {
  it("shows our own text, never the router's developer message, for an error the router made", () => {
    const refused = renderError(frameworkError(405, "Method Not Allowed", 'You made a POST request to "/about" but did not provide an `action` for route "routes/about"'), "/about");
    expect(refused).toContain("Method not allowed");
    expect(refused).not.toContain("did not provide");
    expect(refused).not.toContain("routes/");
    const unmatched = renderError(frameworkError(404, "Not Found", 'No route matches URL "/x"'), "/x?a=%20b&flag");
    expect(unmatched).toContain("Page not found: /x?a=%20b&amp;flag");
    expect(unmatched).not.toContain("No route matches");
  });

  it("shows what a route said about its refusal", () => {
    expect(renderError(new ErrorResponseImpl(404, "Not Found", "Page not found: /nope?a=%20b"), "/nope")).toContain("Page not found: /nope?a=%20b");
    expect(renderError(new ErrorResponseImpl(409, "Conflict", "This id is taken."), "/")).toContain("This id is taken.");
  });
});
