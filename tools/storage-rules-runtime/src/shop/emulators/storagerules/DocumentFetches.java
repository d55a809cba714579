package shop.emulators.storagerules;

import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.SettableFuture;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.Executor;

/**
 * The Firestore documents one `verify` request asks for. The runtime cannot read Firestore itself: it
 * writes `fetch_firestore_document` (tagged with the verify's id) and the CLI answers with a message
 * carrying that same id. The CLI keeps a single handler per id, so a second fetch written before the
 * first is answered would be lost: fetches of one verify go out strictly one at a time. Results are
 * memoised by path, so `get()` and `exists()` of the same document cost one round-trip.
 */
final class DocumentFetches {
  private final long verifyId;
  private final Outbox outbox;
  private final Executor completions;
  private final Map<String, SettableFuture<Optional<JsonObject>>> byPath = new HashMap<>();
  private final Queue<String> waiting = new ArrayDeque<>();
  private String inFlight;

  DocumentFetches(long verifyId, Outbox outbox, Executor completions) {
    this.verifyId = verifyId;
    this.outbox = outbox;
    this.completions = completions;
  }

  /** The document at `path` ("/databases/(default)/documents/..."), or empty when it does not exist. */
  synchronized ListenableFuture<Optional<JsonObject>> fetch(String path) {
    SettableFuture<Optional<JsonObject>> known = byPath.get(path);
    if (known != null) return known;
    SettableFuture<Optional<JsonObject>> future = SettableFuture.create();
    byPath.put(path, future);
    if (inFlight == null) {
      send(path);
    } else {
      waiting.add(path);
    }
    return future;
  }

  /** The CLI's answer `{id, status: "ok"|"not_found"|..., result: {name, fields}}` to the fetch in flight. */
  void answer(JsonObject message) {
    SettableFuture<Optional<JsonObject>> future;
    String path;
    synchronized (this) {
      if (inFlight == null) {
        System.err.println("Unexpected Firestore document for request " + verifyId);
        return;
      }
      path = inFlight;
      future = byPath.get(path);
      inFlight = null;
      String next = waiting.poll();
      if (next != null) send(next);
    }
    String status = message.has("status") ? message.get("status").getAsString() : "";
    // Completing the future resumes the rules evaluation in its listeners: do that off the stdin thread.
    completions.execute(
        () -> {
          if (status.equals("ok") && message.has("result")) {
            future.set(Optional.of(message.getAsJsonObject("result")));
          } else if (status.equals("not_found")) {
            future.set(Optional.empty());
          } else {
            future.setException(new IllegalStateException("Fetching Firestore document " + path + " failed: " + message));
          }
        });
  }

  private void send(String path) {
    inFlight = path;
    JsonObject context = new JsonObject();
    context.addProperty("path", path);
    JsonObject request = new JsonObject();
    request.addProperty("action", "fetch_firestore_document");
    request.addProperty("server_request_id", verifyId);
    request.add("context", context);
    outbox.send(request);
  }
}
