/**
 * The owner's notices carry customers' numbers and addresses. The Trigger Email extension does not
 * delete them itself: with `TTL_EXPIRE_TYPE` set, it writes `delivery.expireAt` on each document it
 * has tried, and a TTL policy on that exact field makes Firestore delete it. A policy on any other
 * field matches no document, and the notices would be kept forever.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sendEmailExtensionParams } from "../../tools/mail/extension-params.ts";

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
}

const indexes = JSON.parse(readFileSync("firestore.indexes.json", "utf8")) as {
  fieldOverrides: FieldOverride[];
};
const extensionParams = sendEmailExtensionParams();

describe("how long the owner's e-mails are kept", () => {
  it("has the extension write an expiry: 3 months after it has tried a document", () => {
    expect(extensionParams.TTL_EXPIRE_TYPE).toBe("month");
    expect(extensionParams.TTL_EXPIRE_VALUE).toBe("3");
  });

  it("has Firestore delete each document at the expiry the extension writes", () => {
    const ttl = indexes.fieldOverrides.filter((field) => field.collectionGroup === "mail" && field.ttl);
    expect(ttl.map((field) => field.fieldPath)).toEqual(["delivery.expireAt"]);
  });
});
