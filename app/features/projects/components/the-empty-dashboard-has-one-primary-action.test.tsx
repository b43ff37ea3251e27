// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, test } from "vitest";
import { ImportProjectPanel } from "~/features/portability/components/import-project-panel";
import { Dashboard } from "./dashboard";

afterEach(cleanup);

function EmptyHome() {
  return (
    <>
      <Dashboard search="" cards={[]} hasMore={false} publicHost="sites.example" flash={null} failure={undefined} templates={[]} />
      <ImportProjectPanel />
    </>
  );
}

test("the empty dashboard offers New project as its one primary action and import as a quieter one", async () => {
  const Stub = createRoutesStub([{ path: "/", Component: EmptyHome }]);
  const { container } = render(<Stub initialEntries={["/"]} />);
  const newProject = await screen.findAllByRole("link", { name: "New project" });
  expect(newProject).toHaveLength(1);
  const primaries = [...container.querySelectorAll("a, button")].filter((element) => element.classList.contains("bg-accent"));
  expect(primaries).toEqual(newProject);
  expect(screen.getByRole("button", { name: /import/i }).classList.contains("bg-accent")).toBe(false);
});
