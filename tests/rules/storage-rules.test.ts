import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { doc, setDoc } from "firebase/firestore";
import { deleteObject, getBytes, ref, uploadBytes, type FirebaseStorage } from "firebase/storage";
import { describe, it } from "vitest";
import { MAX_PROOF_REPLACEMENTS } from "@domain/orders/payment-proof.ts";
import { PAYMENT_PROOF, PRODUCT_IMAGE, PRODUCT_VIDEO } from "@domain/upload-limits.ts";
import { PROJECT_ID } from "../../tools/emulators/launch.ts";
import { useRulesEnvironment } from "../support/rules-env.ts";

const PRODUCT = "products/0b7e3b8a-3c1d-4f2e-9a8b-7c6d5e4f3a2b";

const bytes = (size: number) => new Uint8Array(size);
const upload = (storage: FirebaseStorage, path: string, size: number, contentType: string) =>
  uploadBytes(ref(storage, path), bytes(size), { contentType });

const rules = useRulesEnvironment({
  // The proof rules read the order from the shop's project (see rulesTestEnvironment). That project
  // is not wiped (it would delete an earlier file's catalog and wake its triggers): the orders these
  // rules read are written afresh instead.
  projectId: PROJECT_ID,
  clear: { firestore: false, storage: true },
  seed: async ({ db, storage }) => {
    await upload(storage, `${PRODUCT}/uso-1.webp`, 1024, "image/webp");
    await upload(storage, "payment-proofs/order-pending/1700000000000.png", 1024, "image/png");
    await setDoc(doc(db, "orders", "order-pending"), { status: "pending" });
    await setDoc(doc(db, "orders", "order-verified"), { status: "verified" });
  },
});
const anonymous = () => rules.anonymous().storage;
const customer = () => rules.customer().storage;
const admin = () => rules.admin().storage;

describe("product media", () => {
  it("anyone reads product media", async () => {
    await assertSucceeds(getBytes(ref(anonymous(), `${PRODUCT}/uso-1.webp`)));
  });

  it("admins upload images of the allowed types up to the limit", async () => {
    await assertSucceeds(upload(admin(), `${PRODUCT}/studio-2.webp`, 2048, "image/webp"));
    await assertSucceeds(upload(admin(), `${PRODUCT}/extra-3.jpg`, PRODUCT_IMAGE.maxBytes, "image/jpeg"));
    await assertSucceeds(upload(admin(), "products/temp-1234/uso-4.png", 2048, "image/png"));
  });

  it.each([
    ["one byte over the limit", `${PRODUCT}/uso-5.jpg`, PRODUCT_IMAGE.maxBytes + 1, "image/jpeg"],
    ["a GIF", `${PRODUCT}/uso-6.gif`, 1024, "image/gif"],
    ["a file name outside the slots", `${PRODUCT}/cover.jpg`, 1024, "image/jpeg"],
    ["an image disguised as a video", `${PRODUCT}/video-7.mp4`, 1024, "image/jpeg"],
  ])("admins cannot upload an image %s", async (_what, path, size, type) => {
    await assertFails(upload(admin(), path, size, type));
  });

  it("admins upload videos up to the limit, and nothing larger", async () => {
    await assertSucceeds(upload(admin(), `${PRODUCT}/video-8.mp4`, 4096, "video/mp4"));
    await assertSucceeds(upload(admin(), `${PRODUCT}/video-9.mov`, 4096, "video/quicktime"));
    await assertFails(upload(admin(), `${PRODUCT}/video-10.avi`, 4096, "video/x-msvideo"));
    await assertFails(upload(admin(), `${PRODUCT}/video-11.mp4`, PRODUCT_VIDEO.maxBytes + 1, "video/mp4"));
  });

  it("shoppers cannot upload or delete product media", async () => {
    await assertFails(upload(anonymous(), `${PRODUCT}/uso-12.webp`, 1024, "image/webp"));
    await assertFails(upload(customer(), `${PRODUCT}/uso-13.webp`, 1024, "image/webp"));
    await assertFails(deleteObject(ref(customer(), `${PRODUCT}/uso-1.webp`)));
  });

  it("admins delete product media", async () => {
    await assertSucceeds(deleteObject(ref(admin(), `${PRODUCT}/uso-1.webp`)));
  });
});

describe("payment proofs", () => {
  it("a shopper uploads a proof for a pending order", async () => {
    await assertSucceeds(
      upload(anonymous(), "payment-proofs/order-pending/1700000000001.jpg", 2048, "image/jpeg"),
    );
    await assertSucceeds(
      upload(
        anonymous(),
        "payment-proofs/order-pending/1700000000002.heic",
        PAYMENT_PROOF.maxBytes,
        "image/heic",
      ),
    );
  });

  it.each([
    ["for an order that is no longer pending", "order-verified/1700000000003.jpg", 2048, "image/jpeg"],
    ["for an order that does not exist", "order-missing/1700000000004.jpg", 2048, "image/jpeg"],
    ["one byte over the limit", "order-pending/1700000000005.jpg", PAYMENT_PROOF.maxBytes + 1, "image/jpeg"],
    ["that is a PDF", "order-pending/1700000000006.pdf", 2048, "application/pdf"],
    ["with a strange file name", "order-pending/evil.exe", 2048, "image/jpeg"],
  ])("nobody uploads a proof %s", async (_what, path, size, type) => {
    await assertFails(upload(anonymous(), `payment-proofs/${path}`, size, type));
  });

  it("a new proof may replace the order's proof, but not within a minute of it", async () => {
    const withProof = (uploadedAt: Date) =>
      rules.env.withSecurityRulesDisabled((context) =>
        setDoc(doc(context.firestore(), "orders", "order-pending"), {
          status: "pending",
          proof: { path: "payment-proofs/order-pending/1700000000000.png", uploadedAt },
        }),
      );
    await withProof(new Date());
    await assertFails(
      upload(anonymous(), "payment-proofs/order-pending/1700000000007.jpg", 2048, "image/jpeg"),
    );
    await withProof(new Date(Date.now() - 2 * 60_000));
    await assertSucceeds(
      upload(anonymous(), "payment-proofs/order-pending/1700000000008.jpg", 2048, "image/jpeg"),
    );
  });

  it(`an order takes its first proof and ${MAX_PROOF_REPLACEMENTS} replacements, no more`, async () => {
    const withCount = (proofCount: number) =>
      rules.env.withSecurityRulesDisabled((context) =>
        setDoc(doc(context.firestore(), "orders", "order-pending"), {
          status: "pending",
          proof: {
            path: "payment-proofs/order-pending/1700000000000.png",
            uploadedAt: new Date(Date.now() - 2 * 60_000),
          },
          proofCount,
        }),
      );
    await withCount(MAX_PROOF_REPLACEMENTS);
    await assertSucceeds(
      upload(anonymous(), "payment-proofs/order-pending/1700000000009.jpg", 2048, "image/jpeg"),
    );
    await withCount(MAX_PROOF_REPLACEMENTS + 1);
    await assertFails(
      upload(anonymous(), "payment-proofs/order-pending/1700000000010.jpg", 2048, "image/jpeg"),
    );
  });

  it("only admins read proofs", async () => {
    const proof = "payment-proofs/order-pending/1700000000000.png";
    await assertFails(getBytes(ref(anonymous(), proof)));
    await assertFails(getBytes(ref(customer(), proof)));
    await assertSucceeds(getBytes(ref(admin(), proof)));
  });

  it("a shopper cannot replace or delete an existing proof", async () => {
    await assertFails(
      upload(anonymous(), "payment-proofs/order-pending/1700000000000.png", 1024, "image/png"),
    );
    await assertFails(deleteObject(ref(anonymous(), "payment-proofs/order-pending/1700000000000.png")));
  });
});

describe("everything else", () => {
  it("is denied, even to admins", async () => {
    await assertFails(upload(admin(), "backups/db.json", 10, "application/json"));
    await assertFails(getBytes(ref(admin(), "backups/db.json")));
  });
});
