/** Uploads a proof of transfer straight to Storage, reporting progress (0–100). */
import { ref, uploadBytesResumable } from "firebase/storage";
import { proofPath } from "@domain/orders/payment-proof.ts";
import { connectivity, mayBeNetworkError, OfflineError } from "@/lib/browser/connectivity.ts";
import { appCheckReady } from "../app-check.ts";
import { cloudStorage } from "../storage.ts";

/** Bytes that stop moving this long make the shop check its connection. */
const STALLED_AFTER_MS = 10_000;

/**
 * The SDK retries a broken upload for up to ten minutes, showing no progress. Instead the upload
 * stops as soon as the shop knows it is offline (a stall sets off a check), with an `OfflineError`,
 * so the shopper learns at once that it needs a connection and can send it again later.
 */
export async function uploadPaymentProof(
  orderId: string,
  file: Blob,
  { extension, contentType }: { extension: string; contentType: string },
  onProgress: (percent: number) => void,
): Promise<string> {
  await appCheckReady();
  const path = proofPath(orderId, new Date(), extension);
  const task = uploadBytesResumable(ref(cloudStorage(), path), file, { contentType });
  return new Promise((resolve, reject) => {
    let settled = false;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const watchForStall = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        void connectivity.check().then((online) => online && !settled && watchForStall());
      }, STALLED_AFTER_MS);
    };
    const stopWatchingConnection = connectivity.subscribe(() => {
      if (!connectivity.online()) task.cancel();
    });
    const settle = () => {
      settled = true;
      clearTimeout(stallTimer);
      stopWatchingConnection();
    };
    watchForStall();
    task.on(
      "state_changed",
      (snapshot) => {
        watchForStall();
        onProgress(Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100));
      },
      (error) => {
        settle();
        // Only the connection watcher above cancels.
        reject(
          error.code === "storage/canceled" || mayBeNetworkError(error) ? new OfflineError(error) : error,
        );
      },
      () => {
        settle();
        connectivity.reportReachable();
        resolve(path);
      },
    );
  });
}
