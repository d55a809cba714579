/**
 * Links are built from route names (eslint.config.js, `handWrittenLinks`): a path written out where
 * a link goes is refused in both apps and the root, and the same link by name passes. Each case
 * lints a few lines as if they were a file at a real place in the repository.
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "") });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const link = (to: string) =>
  `import { Link } from "react-router-dom";\nimport { href } from "@domain/shop-paths.ts";\nexport const Go = ({ id }: { id: string }) => <Link to=${to} data-order={id}>Ir</Link>;\nexport const uses = [href];\n`;

// The first lint walks the app's import graph for the cycle check: seconds, more on a busy machine.
describe("links by route name", { timeout: 120_000 }, () => {
  it('refuses <Link to="/carrito"> and accepts <Link to={href("cart")}>', async () => {
    expect(await ruleIdsFor("src/shop/features/cart/components/x.tsx", link('"/carrito"'))).toEqual([
      "no-restricted-syntax",
    ]);
    expect(await ruleIdsFor("src/shop/features/cart/components/x.tsx", link('{href("cart")}'))).toEqual([]);
  });

  it("refuses a written path in a template, in braces, with a section, and in a list of links", async () => {
    for (const to of ["{`/pedido/${id}`}", '{"/ayuda#envios"}']) {
      expect(await ruleIdsFor("src/shop/routes/x.tsx", link(to)), to).toEqual(["no-restricted-syntax"]);
    }
    expect(
      await ruleIdsFor(
        "src/shop/layout/x.tsx",
        'export const links = [{ to: "/garantia", label: "Garantía" }];\n',
      ),
    ).toEqual(["no-restricted-syntax"]);
    // A section of a page named by its route is fine.
    expect(await ruleIdsFor("src/shop/routes/x.tsx", link('{`${href("help")}#envios`}'))).toEqual([]);
  });

  it("refuses navigate('/…') and the back office's written paths, in the admin and the root", async () => {
    const navigate = (to: string) =>
      `import { useNavigate } from "react-router-dom";\nexport function useGo() {\n  const navigate = useNavigate();\n  return () => navigate(${to});\n}\n`;
    expect(await ruleIdsFor("src/shop/features/cart/x.ts", navigate('"/carrito"'))).toEqual([
      "no-restricted-syntax",
    ]);
    expect(await ruleIdsFor("src/admin/layout/x.ts", navigate('"/admin/login"'))).toEqual([
      "no-restricted-syntax",
    ]);
    expect(
      await ruleIdsFor(
        "src/admin/layout/x.ts",
        `import { adminHref } from "@domain/admin-paths.ts";\n${navigate('adminHref("login")')}`,
      ),
    ).toEqual([]);
    expect(await ruleIdsFor("src/app/layout/x.tsx", link('"/"'))).toEqual(["no-restricted-syntax"]);
  });

  it("lets a static file's path through: it is not a page", async () => {
    expect(
      await ruleIdsFor(
        "src/shop/layout/x.tsx",
        'export const Icon = () => <link rel="icon" href="/icons/icon-192.png" />;\n',
      ),
    ).toEqual([]);
  });
});
