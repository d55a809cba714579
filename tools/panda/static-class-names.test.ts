import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { css } from "../../src/styled-system/css";
import { Stack, styled } from "../../src/styled-system/jsx";
import { hstack } from "../../src/styled-system/patterns";
import { badge } from "../../src/styled-system/recipes";
import { loadRuntime, transformStaticClassNames } from "./static-class-names.ts";

let runtime: Awaited<ReturnType<typeof loadRuntime>>;
beforeAll(async () => {
  runtime = await loadRuntime(path.resolve("src/styled-system"));
});

const transform = (code: string, file = "example.tsx") =>
  transformStaticClassNames(code, `/src/shop/${file}`, runtime)?.code;

const imports = [
  'import { css, cx } from "@/styled-system/css";',
  'import { Stack, styled } from "@/styled-system/jsx";',
  'import { hstack } from "@/styled-system/patterns";',
  'import { badge } from "@/styled-system/recipes";',
].join("\n");

/** The class the runtime gives an element, read from its markup. */
const renderedClass = (element: React.ReactElement) =>
  /class="([^"]*)"/.exec(renderToStaticMarkup(element))![1]!;

describe("staticClassNames", () => {
  it("puts the runtime's class string in place of css(), pattern and recipe calls written out in full", () => {
    const out = transform(`${imports}
const a = css({ color: "fg.muted", p: { base: "4", md: "6" }, _hover: { bg: "bg.muted" } });
const b = hstack({ gap: "3", flexWrap: "wrap" });
const c = badge({ variant: "solid", size: "sm" });
const d = cx(css({ position: "relative" }), "group");`);
    expect(out).toContain(
      `const a = ${JSON.stringify(css({ color: "fg.muted", p: { base: "4", md: "6" }, _hover: { bg: "bg.muted" } }))};`,
    );
    expect(out).toContain(`const b = ${JSON.stringify(hstack({ gap: "3", flexWrap: "wrap" }))};`);
    expect(out).toContain(`const c = ${JSON.stringify(badge({ variant: "solid", size: "sm" }))};`);
    expect(out).toContain(`const d = "pos_relative group";`);
  });

  it("leaves calls with runtime values to the runtime, and still computes the parts it can", () => {
    const out = transform(`${imports}
const a = css({ color: tone });
const b = cx(base, css({ display: "flex" }));`);
    expect(out).toContain("const a = css({ color: tone });");
    expect(out).toContain('const b = cx(base, "d_flex");');
  });

  it("turns a pattern or styled element with written-out styles into its plain element, keeping its other props", () => {
    const out = transform(`${imports}
export const A = ({ onPick, items }) => (
  <Stack gap={{ base: "4", md: "6" }} mb="8" id="list" onClick={onPick} aria-busy>
    {items.map((item) => <styled.p key={item} fontWeight="medium" color="fg.muted">{item}</styled.p>)}
  </Stack>
);`);
    const stackClass = renderedClass(createElement(Stack, { gap: { base: "4", md: "6" }, mb: "8" }));
    const pClass = renderedClass(createElement(styled.p, { fontWeight: "medium", color: "fg.muted" }));
    expect(out).toContain(`<div className={${JSON.stringify(stackClass)}}`);
    expect(out).toMatch(/id="list" onClick=\{onPick\} aria-busy>/);
    expect(out).toContain(`<p className={${JSON.stringify(pClass)}} key={item}`);
    expect(out).toContain("</p>");
    expect(out).toContain("</div>");
    expect(out).not.toMatch(/<Stack|<styled\.p|gap=|fontWeight=/);
  });

  it("leaves elements whose styles or props it cannot know to the runtime", () => {
    const dynamicStyle = `${imports}\nexport const A = ({ gap }) => <Stack gap={gap}>x</Stack>;`;
    const spread = `${imports}\nexport const A = (props) => <Stack gap="2" {...props}>x</Stack>;`;
    const className = `${imports}\nexport const A = ({ extra }) => <Stack gap="2" className={extra}>x</Stack>;`;
    for (const code of [dynamicStyle, spread, className]) expect(transform(code)).toBeUndefined();
  });

  it("changes nothing in a module that does not use the styled system", () => {
    expect(transform('export const x = css({ color: "red" });', "other.ts")).toBeUndefined();
  });
});
