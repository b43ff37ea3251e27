import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LandingSignIn, SignInButton } from "./sign-in-choice";

const landing = (provider: "google" | "local" | "none") =>
  renderToStaticMarkup(
    <MemoryRouter>
      <LandingSignIn provider={provider} />
    </MemoryRouter>,
  );

describe("the sign-in wording names the provider the server is configured with", () => {
  it("with Google configured, the landing link and the button say Continue with Google", () => {
    expect(landing("google")).toContain(">Continue with Google</a>");
    expect(landing("google")).not.toContain("local sign-in");
    expect(renderToStaticMarkup(<SignInButton provider="google" redirectTo="/" />)).toContain(">Continue with Google</button>");
  });

  it("with local sign-in, they say Sign in, with a line saying the server uses local sign-in, and never mention Google", () => {
    const html = landing("local");
    expect(html).toContain(">Sign in</a>");
    expect(html).toContain("This server uses local sign-in.");
    const button = renderToStaticMarkup(<SignInButton provider="local" redirectTo="/project/acme" />);
    expect(button).toContain(">Sign in</button>");
    expect(button).toContain('action="/auth/signin"');
    expect(button).toContain('value="/project/acme"');
    expect(`${html}${button}`).not.toContain("Google");
  });
});
