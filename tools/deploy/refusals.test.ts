import { describe, expect, it } from "vitest";
import { declaredNames, parseEnvFile } from "./inputs.ts";
import {
  buildRefusals,
  debugTokenRefusal,
  paramRefusals,
  projectRefusals,
  secretRefusals,
  smtpRefusals,
  webConfigRefusals,
} from "./refusals.ts";

const WEB = {
  VITE_FIREBASE_PROJECT_ID: "mi-tienda-1234",
  VITE_FIREBASE_API_KEY: "AIzaSyExample",
  VITE_FIREBASE_STORAGE_BUCKET: "mi-tienda-1234.firebasestorage.app",
  VITE_FIREBASE_APP_ID: "1:123:web:abc",
};

const SMTP = {
  AUTH_TYPE: "UsernamePassword",
  SMTP_CONNECTION_URI: "smtps://avisos@mitienda.cl@smtp.sendgrid.net:465",
  SMTP_PASSWORD:
    "projects/${param:PROJECT_NUMBER}/secrets/firestore-send-email-SMTP_PASSWORD/versions/latest",
  DEFAULT_FROM: "Mi Tienda <avisos@mitienda.cl>",
};

describe("projectRefusals", () => {
  it("takes a project id, and the emulators' project only for a dry run", () => {
    expect(projectRefusals("mi-tienda-1234", false)).toEqual([]);
    expect(projectRefusals("demo-chatoyant", true)).toEqual([]);
    expect(projectRefusals("demo-chatoyant", false)[0]).toMatch(/solo de emuladores.*--dry-run/);
    expect(projectRefusals("Mi Tienda", false)[0]).toMatch(/no es un id de proyecto/);
  });
});

describe("webConfigRefusals", () => {
  it("passes a production config for the project", () => {
    expect(webConfigRefusals("mi-tienda-1234", WEB)).toEqual([]);
  });

  it("refuses an emulator build, a missing value and another project's config", () => {
    expect(webConfigRefusals("mi-tienda-1234", { ...WEB, VITE_USE_EMULATORS: "true" })[0]).toMatch(
      /compilación para los emuladores/,
    );
    expect(webConfigRefusals("mi-tienda-1234", { ...WEB, VITE_FIREBASE_APP_ID: " " })[0]).toMatch(
      /Falta .*VITE_FIREBASE_APP_ID/,
    );
    expect(webConfigRefusals("otra-tienda-99", WEB)[0]).toMatch(/es del proyecto «mi-tienda-1234»/);
  });

  it("refuses an App Check debug token", () => {
    expect(webConfigRefusals("mi-tienda-1234", { ...WEB, VITE_APP_CHECK_DEBUG_TOKEN: "0f3c-…" })).toEqual([
      expect.stringMatching(/VITE_APP_CHECK_DEBUG_TOKEN/),
    ]);
  });
});

describe("debugTokenRefusal", () => {
  it("refuses a debug token in every build but the emulators'", () => {
    const env = { VITE_APP_CHECK_DEBUG_TOKEN: "0f3c" };
    expect(debugTokenRefusal("production", env)).toMatch(/token de depuración/);
    expect(debugTokenRefusal("staging", env)).toMatch(/token de depuración/);
    expect(debugTokenRefusal("emulator", env)).toBeNull();
    expect(debugTokenRefusal("production", { VITE_APP_CHECK_DEBUG_TOKEN: "" })).toBeNull();
  });
});

describe("secretRefusals and paramRefusals", () => {
  it("name each secret without a value, with the command that sets it", () => {
    const declared = ["FINTOC_SECRET_KEY", "GEMINI_API_KEY"];
    expect(secretRefusals(declared, { GEMINI_API_KEY: "sin-clave" }, "mi-tienda-1234")).toEqual([
      expect.stringContaining(
        "npx firebase functions:secrets:set FINTOC_SECRET_KEY --project mi-tienda-1234",
      ),
    ]);
    // The emulators' project keeps them in functions/.secret.local.
    expect(secretRefusals(declared, {}, "demo-chatoyant")[0]).toContain("functions/.secret.local");
    expect(secretRefusals(declared, { GEMINI_API_KEY: "x", FINTOC_SECRET_KEY: "y" }, "p")).toEqual([]);
    // A real project's secrets are in Secret Manager: only Google can say.
    expect(secretRefusals(declared, null, "p")).toEqual([]);
  });

  it("name each param without a value in functions/.env*", () => {
    expect(paramRefusals(["SHOP_NAME"], {}, "mi-tienda-1234")).toEqual([
      expect.stringContaining("functions/.env.mi-tienda-1234"),
    ]);
    expect(paramRefusals(["SHOP_NAME"], { SHOP_NAME: "Chatoyant" }, "p")).toEqual([]);
  });
});

describe("smtpRefusals", () => {
  it("passes a real provider, the user being an e-mail address", () => {
    expect(smtpRefusals(SMTP, "mi-tienda-1234")).toEqual([]);
  });

  it("refuses the repository's placeholders", () => {
    const placeholder = { ...SMTP, SMTP_CONNECTION_URI: "smtps://avisos@chatoyant.cl@smtp.example.com:465" };
    expect(smtpRefusals(placeholder, "mi-tienda-1234")).toEqual([
      expect.stringMatching(
        /«smtp\.example\.com», un ejemplo.*extensions\/firestore-send-email\.env\.mi-tienda-1234/,
      ),
    ]);
    expect(smtpRefusals({ ...SMTP, DEFAULT_FROM: "Tienda <avisos@example.org>" }, "p")[0]).toMatch(
      /DEFAULT_FROM/,
    );
  });

  it("refuses a blank or malformed address, a password in it or in the file", () => {
    expect(smtpRefusals({ ...SMTP, SMTP_CONNECTION_URI: "" }, "p")[0]).toMatch(/no es una dirección SMTP/);
    expect(smtpRefusals({ ...SMTP, SMTP_CONNECTION_URI: "smtp.sendgrid.net" }, "p")[0]).toMatch(
      /no es una dirección/,
    );
    expect(
      smtpRefusals({ ...SMTP, SMTP_CONNECTION_URI: "smtps://a@b.cl:clave@smtp.sendgrid.net:465" }, "p")[0],
    ).toMatch(/lleva la contraseña/);
    expect(smtpRefusals({ ...SMTP, SMTP_PASSWORD: "hunter2" }, "p")[0]).toMatch(/contraseña escrita/);
  });
});

describe("buildRefusals", () => {
  it("ships only a production build for the project", () => {
    const production = { mode: "production", projectId: "mi-tienda-1234", usesEmulators: false };
    expect(buildRefusals(production, "mi-tienda-1234")).toEqual([]);
    expect(buildRefusals({ ...production, mode: "emulator" }, "mi-tienda-1234")[0]).toMatch(/emuladores/);
    expect(buildRefusals({ ...production, usesEmulators: true }, "mi-tienda-1234")[0]).toMatch(/emuladores/);
    expect(buildRefusals(production, "otra-tienda-99")[0]).toMatch(/se compiló para «mi-tienda-1234»/);
    expect(buildRefusals(null, "mi-tienda-1234")[0]).toMatch(/build-info\.json/);
  });
});

describe("reading the files", () => {
  it("reads dotenv lines and the functions' declarations", () => {
    expect(parseEnvFile('# comment\nA=1\nB = "two words"\n\nC=x=y\n')).toEqual({
      A: "1",
      B: "two words",
      C: "x=y",
    });
    expect(
      declaredNames('const a = defineSecret("FINTOC_SECRET_KEY");\nconst b = defineString("SHOP_NAME", {});'),
    ).toEqual({ secrets: ["FINTOC_SECRET_KEY"], params: ["SHOP_NAME"] });
  });
});
