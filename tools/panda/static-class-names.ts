/**
 * Panda's runtime, run once at build time instead of on every phone. Panda compiles the shop's
 * styles into a static stylesheet, but its JavaScript still works out each class name in the
 * browser: `css({...})`, `stack({...})` and `badge({...})` calls, and every `<Stack>`, `<Box>` or
 * `<styled.p>` element, which splits its props and calls `css()` on each render. On the shop's
 * pages that was a tenth of the entry's evaluation and part of every hydration.
 *
 * Wherever the arguments are written out in the source (literals, objects and arrays of them),
 * this Vite plugin calls Panda's own generated functions and components in Node and puts their
 * result in place of the call: a class string, and for an element the plain HTML element it
 * renders, with that class and its other props. The output is by construction what the runtime
 * would have computed. Anything computed from runtime values is left alone and keeps working.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import MagicString from "magic-string";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { parseAst } from "rolldown/parseAst";
import type { Plugin } from "vite";

/** The generated modules whose exports this plugin evaluates, by import path. */
const MODULES = {
  "@/styled-system/css": "css/index.mjs",
  "@/styled-system/patterns": "patterns/index.mjs",
  "@/styled-system/recipes": "recipes/index.mjs",
  "@/styled-system/jsx": "jsx/index.mjs",
} as const;
type ModulePath = keyof typeof MODULES;

/** Functions whose result only depends on their arguments. */
const PURE_CALLS: Record<string, (name: string) => boolean> = {
  "@/styled-system/css": (name) => name === "css" || name === "cx",
  "@/styled-system/patterns": () => true,
  "@/styled-system/recipes": () => true,
};

/** Props the styled factory reads itself: with one of them, an element is left to the runtime. */
const FACTORY_PROPS = new Set([
  "unstyled",
  "asChild",
  "htmlWidth",
  "htmlHeight",
  "htmlSize",
  "htmlTranslate",
]);

interface Runtime {
  exports: Record<ModulePath, Record<string, unknown>>;
  isCssProperty: (prop: string) => boolean;
  /** The props each JSX pattern takes for itself (`<Stack gap>`), from its generated module. */
  patternProps: (component: string) => string[];
}

export async function loadRuntime(styledSystemDir: string): Promise<Runtime> {
  const load = (file: string) =>
    import(pathToFileURL(path.join(styledSystemDir, file)).href) as Promise<Record<string, unknown>>;
  const exports = Object.fromEntries(
    await Promise.all(Object.entries(MODULES).map(async ([from, file]) => [from, await load(file)])),
  ) as Runtime["exports"];
  const { isCssProperty } = (await load("jsx/is-valid-prop.mjs")) as {
    isCssProperty: (prop: string) => boolean;
  };
  const jsxIndex = readFileSync(path.join(styledSystemDir, "jsx/index.mjs"), "utf8");
  const propsByComponent = new Map<string, string[]>();
  const patternProps = (component: string) => {
    if (!propsByComponent.has(component)) propsByComponent.set(component, readPatternProps(component));
    return propsByComponent.get(component)!;
  };
  const readPatternProps = (component: string) => {
    const file = new RegExp(`export \\* from '\\./([\\w-]+)\\.mjs'`, "g");
    for (const [, name] of jsxIndex.matchAll(file)) {
      const source = readFileSync(path.join(styledSystemDir, `jsx/${name}.mjs`), "utf8");
      if (!source.includes(`function ${component}(`)) continue;
      const keys = /splitProps\(props, (\[[^\]]*\])\)/.exec(source)?.[1];
      return keys ? (JSON.parse(keys) as string[]) : [];
    }
    return [];
  };
  return { exports, isCssProperty, patternProps };
}

// The parser's ESTree nodes, as far as this plugin reads them.
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

const UNKNOWN = Symbol("unknown");
type Value = unknown;

/** What the module imports from the styled system: local name → where from, exported name. */
function styledSystemImports(program: Node): Map<string, { from: ModulePath; name: string }> {
  const imports = new Map<string, { from: ModulePath; name: string }>();
  for (const statement of program.body as Node[]) {
    if (statement.type !== "ImportDeclaration" || statement.importKind === "type") continue;
    const from = (statement.source as Node).value as string;
    if (!(from in MODULES)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type !== "ImportSpecifier" || specifier.importKind === "type") continue;
      const imported = specifier.imported as Node;
      const name = (imported.name ?? imported.value) as string;
      imports.set((specifier.local as Node).name as string, { from: from as ModulePath, name });
    }
  }
  return imports;
}

export interface StaticClassNamesOptions {
  /** Where `panda codegen` writes (`outdir` in panda.config.ts). */
  styledSystemDir: string;
  /** The source files to transform: those Panda reads (`include` in panda.config.ts). */
  include: RegExp;
}

/** Transforms one module's source; `undefined` when nothing in it could be computed. */
export function transformStaticClassNames(code: string, id: string, runtime: Runtime) {
  const program = parseAst(code, { lang: id.endsWith(".tsx") ? "tsx" : "ts" }, id) as unknown as Node;
  const imports = styledSystemImports(program);
  if (imports.size === 0) return undefined;
  const output = new MagicString(code);
  let changed = false;

  const pureFunction = (callee: unknown) => {
    if (!isNode(callee) || callee.type !== "Identifier") return undefined;
    const source = imports.get(callee.name as string);
    if (!source || !PURE_CALLS[source.from]?.(source.name)) return undefined;
    const fn = runtime.exports[source.from][source.name];
    return typeof fn === "function" ? (fn as (...args: unknown[]) => unknown) : undefined;
  };

  /** The value of an expression written out in full, or UNKNOWN. */
  const evaluate = (node: unknown): Value => {
    if (!isNode(node)) return UNKNOWN;
    switch (node.type) {
      case "Literal":
        return node.regex || typeof node.bigint === "string" ? UNKNOWN : node.value;
      case "TemplateLiteral":
        return (node.expressions as Node[]).length === 0
          ? (node.quasis as Node[]).map((quasi) => (quasi.value as { cooked: string }).cooked).join("")
          : UNKNOWN;
      case "UnaryExpression": {
        const argument = evaluate(node.argument);
        return node.operator === "-" && typeof argument === "number" ? -argument : UNKNOWN;
      }
      case "Identifier":
        return node.name === "undefined" ? undefined : UNKNOWN;
      case "ParenthesizedExpression":
      case "TSAsExpression":
      case "TSSatisfiesExpression":
      case "TSNonNullExpression":
        return evaluate(node.expression);
      case "ArrayExpression": {
        const items = (node.elements as unknown[]).map(evaluate);
        return items.includes(UNKNOWN) ? UNKNOWN : items;
      }
      case "ObjectExpression": {
        const object: Record<string, Value> = {};
        for (const property of node.properties as Node[]) {
          if (
            property.type !== "Property" ||
            property.computed ||
            property.kind !== "init" ||
            property.method
          )
            return UNKNOWN;
          const key = property.key as Node;
          const name = key.type === "Identifier" ? key.name : key.type === "Literal" ? key.value : UNKNOWN;
          const value = evaluate(property.value);
          if (name === UNKNOWN || value === UNKNOWN) return UNKNOWN;
          object[String(name)] = value;
        }
        return object;
      }
      case "CallExpression": {
        const fn = pureFunction(node.callee);
        const args = (node.arguments as unknown[]).map(evaluate);
        if (!fn || args.includes(UNKNOWN)) return UNKNOWN;
        const result = fn(...args);
        return typeof result === "string" ? result : UNKNOWN;
      }
      default:
        return UNKNOWN;
    }
  };

  /** The styled system's component an element name refers to: `Stack`, or `styled.p`. */
  const component = (
    name: Node,
  ): { Component: ComponentType<Record<string, unknown>>; name: string } | undefined => {
    const jsx = runtime.exports["@/styled-system/jsx"];
    if (name.type === "JSXIdentifier") {
      const source = imports.get(name.name as string);
      if (source?.from !== "@/styled-system/jsx" || source.name === "styled") return undefined;
      const Component = jsx[source.name];
      return Component ? { Component: Component as ComponentType, name: source.name } : undefined;
    }
    if (name.type === "JSXMemberExpression") {
      const object = name.object as Node;
      const source = object.type === "JSXIdentifier" ? imports.get(object.name as string) : undefined;
      if (source?.from !== "@/styled-system/jsx" || source.name !== "styled") return undefined;
      const tag = (name.property as Node).name as string;
      const styled = jsx.styled as Record<string, ComponentType<Record<string, unknown>>>;
      return { Component: styled[tag]!, name: `styled.${tag}` };
    }
    return undefined;
  };

  /**
   * `<Stack gap="4" onClick={…}>` → `<div className="…" onClick={…}>`, when its styles are known;
   * returns the attributes it removed, or undefined.
   */
  const transformElement = (element: Node): Set<Node> | undefined => {
    const opening = element.openingElement as Node;
    const target = component(opening.name as Node);
    if (!target) return undefined;
    const patternProps = runtime.patternProps(target.name);
    const styleProps: Record<string, Value> = {};
    const styleAttributes: Node[] = [];
    for (const attribute of opening.attributes as Node[]) {
      if (attribute.type !== "JSXAttribute") return undefined;
      const attributeName = attribute.name as Node;
      if (attributeName.type !== "JSXIdentifier") continue;
      const name = attributeName.name as string;
      if (FACTORY_PROPS.has(name)) return undefined;
      const styles =
        name === "as" || name === "className" || patternProps.includes(name) || runtime.isCssProperty(name);
      if (!styles) continue;
      const raw = attribute.value as Node | null;
      const value =
        raw === null
          ? true
          : raw.type === "JSXExpressionContainer"
            ? evaluate(raw.expression)
            : evaluate(raw);
      if (value === UNKNOWN) return undefined;
      styleProps[name] = value;
      styleAttributes.push(attribute);
    }
    // What the runtime renders for these props: one element, with a class and nothing else.
    const markup = renderToStaticMarkup(createElement(target.Component, styleProps));
    const rendered = /^<([a-z][\w-]*)((?: [\w-]+="[^"]*")*)\/?>/.exec(markup);
    const attributes = rendered?.[2]?.trim() ?? "";
    const className = /^class="([^"]*)"$/.exec(attributes)?.[1] ?? (attributes === "" ? "" : undefined);
    if (!rendered || className === undefined) return undefined;
    const tag = rendered[1]!;
    const unescaped = className
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    const name = opening.name as Node;
    output.overwrite(name.start, name.end, `${tag} className={${JSON.stringify(unescaped)}}`);
    for (const attribute of styleAttributes) output.remove(attribute.start, attribute.end);
    const closing = element.closingElement as Node | null;
    if (closing) output.overwrite((closing.name as Node).start, (closing.name as Node).end, tag);
    return new Set(styleAttributes);
  };

  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    if (node.type === "CallExpression" && pureFunction(node.callee)) {
      const value = evaluate(node);
      if (typeof value === "string") {
        output.overwrite(node.start, node.end, JSON.stringify(value));
        changed = true;
        return;
      }
    }
    if (node.type === "JSXElement") {
      const removed = transformElement(node);
      if (removed) {
        changed = true;
        const opening = node.openingElement as Node;
        visit((opening.attributes as Node[]).filter((attribute) => !removed.has(attribute)));
        visit(node.children);
        return;
      }
    }
    for (const [key, child] of Object.entries(node)) if (key !== "type") visit(child);
  };
  visit(program);

  if (!changed) return undefined;
  return { code: output.toString(), map: output.generateMap({ hires: "boundary", source: id }) };
}

/** The Vite plugin: `transformStaticClassNames` on every module Panda reads, in production builds. */
export function staticClassNames(options: StaticClassNamesOptions): Plugin {
  let runtime: Promise<Runtime> | undefined;
  return {
    name: "panda-static-class-names",
    apply: "build",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0]!;
      if (!options.include.test(file) || !/\.tsx?$/.test(file)) return undefined;
      runtime ??= loadRuntime(options.styledSystemDir);
      return transformStaticClassNames(code, file, await runtime);
    },
  };
}
