import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { PhoneTabList, usePhoneTabs } from "./phone-tabs";

function EditorLayout() {
  const tabs = usePhoneTabs();
  return (
    <>
      <PhoneTabList tabs={tabs} />
      <div {...tabs.panel("sections", "w-72")}>stack</div>
      <div {...tabs.panel("preview", "flex-1")}>preview</div>
      <div {...tabs.panel("fields", "w-96")}>fields</div>
    </>
  );
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

describe("the editor's phone tabs", () => {
  const html = renderToStaticMarkup(<EditorLayout />);
  const tabs = html.match(/<button\b[^>]*>/g) ?? [];
  const panels = html.match(/<div\b[^>]*-panel"[^>]*>/g) ?? [];

  test("the server render already shows one panel on a narrow screen and all three from 1024 px", () => {
    expect(html).toMatch(/role="tablist" aria-label="Editor panels"[^>]*class="[^"]*\blg:hidden\b/);
    expect(panels.map((panel) => attribute(panel, "class"))).toEqual(["w-72 max-lg:w-full max-lg:border-0", "flex-1 max-lg:w-full max-lg:border-0 max-lg:hidden", "w-96 max-lg:w-full max-lg:border-0 max-lg:hidden"]);
  });

  test("each tab controls its panel, and only the selected one is in the tab order", () => {
    expect(tabs.map((tab) => [attribute(tab, "role"), attribute(tab, "aria-selected"), attribute(tab, "tabindex")])).toEqual([
      ["tab", "true", "0"],
      ["tab", "false", "-1"],
      ["tab", "false", "-1"],
    ]);
    const [sections, preview, fields] = panels.map((panel) => attribute(panel, "id"));
    expect(tabs.map((tab) => attribute(tab, "aria-controls"))).toEqual([sections, fields, preview]);
    expect(new Set([sections, fields, preview]).size).toBe(3);
  });

  test("the desktop keeps its landmarks: panels take the tab-panel role only once a narrow window is known", () => {
    expect(html).not.toContain('role="tabpanel"');
    expect(panels).toHaveLength(3);
  });
});
