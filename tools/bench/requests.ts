/** Which of a page's requests the benchmark counts. */

/** A request to Firestore: the local emulator (firebase.json's port 8080) or the real service. */
export function isFirestoreRequest(url: string): boolean {
  const { hostname, port } = new URL(url);
  if (hostname === "firestore.googleapis.com") return true;
  return (hostname === "127.0.0.1" || hostname === "localhost") && port === "8080";
}

/** A fetch of the storefront snapshot (the one cached HTTP GET a new visitor may make). */
export function isSnapshotRequest(url: string): boolean {
  return new URL(url).pathname === "/api/storefront";
}
