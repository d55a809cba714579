/** Uploads a proof of transfer straight to Storage, reporting progress (0–100). */
import { ref, uploadBytesResumable } from "firebase/storage";
import { proofPath } from "@/domain/payment-proof.ts";
import { cloudStorage } from "./storage.ts";

export function uploadPaymentProof(
  orderId: string,
  file: Blob,
  { extension, contentType }: { extension: string; contentType: string },
  onProgress: (percent: number) => void,
): Promise<string> {
  const path = proofPath(orderId, new Date(), extension);
  const task = uploadBytesResumable(ref(cloudStorage(), path), file, { contentType });
  return new Promise((resolve, reject) => {
    task.on(
      "state_changed",
      (snapshot) => onProgress(Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100)),
      reject,
      () => resolve(path),
    );
  });
}
