package shop.emulators.storagerules;

import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.logging.ConsoleHandler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.Logger;

/**
 * A stand-in for the Firebase CLI's closed "storage rules runtime" jar, built on Google's Security
 * Rules engine from the Cloud Firestore emulator jar. The CLI (firebase-tools
 * lib/emulator/storage/rules/runtime.js) starts `java -jar <this> serve` and exchanges one JSON
 * object per line: requests `{id, action, context}` on stdin, replies `{id, status, result, errors,
 * warnings}` on stdout. Requests are evaluated concurrently; a verify that calls `firestore.get()`
 * waits, without holding a thread, for the CLI to answer its `fetch_firestore_document`.
 */
public final class Main {
  private static final String SERVICE = "firebase.storage";

  private final Outbox outbox;
  private final Rulesets rulesets = new Rulesets();
  /** Workers never block for long, but fetch answers resume evaluations here too: no fixed bound. */
  private final ExecutorService workers = Executors.newCachedThreadPool(daemonThreads());
  /** Verify requests still waiting on Firestore documents, by request id. */
  private final Map<Long, DocumentFetches> fetchesByRequest = new ConcurrentHashMap<>();

  private Main(Outbox outbox) {
    this.outbox = outbox;
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 1 || !args[0].equals("serve")) {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve");
      System.exit(2);
    }
    quietLogging();
    // stdout is the protocol channel: keep a private handle on it, and send stray prints to stderr.
    FileOutputStream stdout = new FileOutputStream(FileDescriptor.out);
    System.setOut(System.err);
    Main runtime = new Main(new Outbox(stdout));

    runtime.warmUp();
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    runtime.outbox.send(ready);

    BufferedReader stdin = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = stdin.readLine(); line != null; line = stdin.readLine()) {
      if (!line.isBlank()) runtime.receive(line);
    }
    System.exit(0); // the CLI went away
  }

  private void receive(String line) {
    JsonObject message;
    try {
      message = JsonParser.parseString(line).getAsJsonObject();
    } catch (RuntimeException e) {
      System.err.println("Ignoring malformed request: " + line);
      return;
    }
    long id = message.has("id") ? message.get("id").getAsLong() : -1;
    if (!message.has("action")) {
      // No action: the CLI answering a fetch_firestore_document we sent for request `id`.
      DocumentFetches fetches = fetchesByRequest.get(id);
      if (fetches != null) {
        fetches.answer(message);
      } else {
        System.err.println("No pending Firestore fetch for request " + id);
      }
      return;
    }
    String action = message.get("action").getAsString();
    JsonObject context = message.getAsJsonObject("context");
    workers.execute(
        () -> {
          try {
            switch (action) {
              case "load_ruleset":
                reply(id, rulesets.load(context));
                break;
              case "verify":
                verify(id, context);
                break;
              default:
                reply(id, denial("Unknown action " + action, true));
            }
          } catch (RuntimeException | InvalidProtocolBufferException e) {
            fetchesByRequest.remove(id);
            reply(id, denial("Cannot handle " + action + ": " + describe(e), true));
          }
        });
  }

  /** `verify` context: `{rulesetName, service, path, method, delimiter, variables: {request, resource}}`. */
  private void verify(long id, JsonObject context) throws InvalidProtocolBufferException {
    String rulesetName = context.get("rulesetName").getAsString();
    RulesetAst ruleset = rulesets.get(rulesetName);
    if (ruleset == null) {
      reply(id, denial("Ruleset " + rulesetName + " is not loaded", true));
      return;
    }
    String service = context.has("service") ? context.get("service").getAsString() : SERVICE;
    if (!service.equals(SERVICE)) {
      reply(id, denial("Unsupported service " + service, true));
      return;
    }

    JsonObject variables = context.getAsJsonObject("variables");
    ExpressionValue request = expressionValue(variables.get("request"));
    ExpressionValue resource = expressionValue(variables.get("resource"));
    DocumentFetches fetches = new DocumentFetches(id, outbox, workers);
    StorageRequest storageRequest =
        new StorageRequest(
            storagePath(context.get("path").getAsString()), request.getMapValue(), resource, fetches);
    RuleContext ruleContext = ruleContext(context.get("method").getAsString(), storageRequest);

    fetchesByRequest.put(id, fetches);
    // The evaluator is cheap to make and holds per-evaluation state; one per request avoids sharing it.
    Futures.addCallback(
        new DefaultEvaluator(ruleset).evaluate(ruleContext),
        new FutureCallback<EvaluationResult>() {
          @Override
          public void onSuccess(EvaluationResult result) {
            fetchesByRequest.remove(id);
            JsonObject body = new JsonObject();
            body.addProperty("permit", result.permit());
            JsonObject reply = new JsonObject();
            reply.add("result", body);
            reply.add("errors", new JsonArray());
            reply.add("warnings", debugOutput(storageRequest));
            reply(id, reply);
          }

          @Override
          public void onFailure(Throwable error) {
            // An evaluation error denies the request, as in production; the message helps the developer.
            fetchesByRequest.remove(id);
            JsonObject reply = denial(describe(error), false);
            reply.getAsJsonArray("warnings").addAll(debugOutput(storageRequest));
            reply(id, reply);
          }
        },
        MoreExecutors.directExecutor());
  }

  private static JsonArray debugOutput(StorageRequest request) {
    JsonArray lines = new JsonArray();
    synchronized (request.debugOutput()) {
      request.debugOutput().forEach(lines::add);
    }
    return lines;
  }

  private static RuleContext ruleContext(String method, StorageRequest request) {
    switch (method) {
      case "get":
      case "read":
        return FirebaseStorageGetContextConverter.convert(request);
      case "list":
        return FirebaseStorageListContextConverter.convert(request);
      case "create":
      case "write":
        return FirebaseStorageCreateContextConverter.convert(request);
      case "update":
        return FirebaseStorageUpdateContextConverter.convert(request);
      case "delete":
        return FirebaseStorageDeleteContextConverter.convert(request);
      default:
        throw new IllegalArgumentException("Unknown method " + method);
    }
  }

  /** "/b/bucket/o/a/b.png" → path segments b, bucket, o, a, b.png (what `match /b/{bucket}/o` sees). */
  private static ExpressionPathValue storagePath(String path) {
    ExpressionPathValue.Builder value = ExpressionPathValue.newBuilder();
    for (String segment : path.split("/")) {
      if (!segment.isEmpty()) value.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    return value.build();
  }

  /** The CLI sends ExpressionValues as proto JSON with snake_case names, e.g. {"map_value": {...}}. */
  private static ExpressionValue expressionValue(JsonElement json) throws InvalidProtocolBufferException {
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    if (json == null || json.isJsonNull()) {
      return value.setNullValueValue(0).build();
    }
    JsonFormat.parser().ignoringUnknownFields().merge(json.toString(), value);
    return value.build();
  }

  private static JsonObject denial(String message, boolean asError) {
    JsonObject body = new JsonObject();
    body.addProperty("permit", false);
    JsonArray messages = new JsonArray();
    messages.add(message);
    JsonObject reply = new JsonObject();
    reply.add("result", body);
    reply.add("errors", asError ? messages : new JsonArray());
    reply.add("warnings", asError ? new JsonArray() : messages);
    return reply;
  }

  /** Every reply says status "ok": the CLI drops any other status without resolving the request. */
  private void reply(long id, JsonObject reply) {
    reply.addProperty("id", id);
    reply.addProperty("status", "ok");
    outbox.send(reply);
  }

  private static String describe(Throwable error) {
    while (error.getCause() != null && error.getMessage() == null) error = error.getCause();
    return error.getMessage() != null ? error.getMessage() : error.toString();
  }

  /** Loads and JIT-touches the compiler and evaluator before the ready handshake. */
  private void warmUp() throws Exception {
    JsonObject file = new JsonObject();
    file.addProperty("name", "warmup.rules");
    file.addProperty(
        "content",
        "rules_version = '2'; service firebase.storage { match /b/{bucket}/o { match /{path=**} {"
            + " allow read: if request.auth != null && resource.size < 10; } } }");
    JsonArray files = new JsonArray();
    files.add(file);
    JsonObject source = new JsonObject();
    source.add("files", files);
    JsonObject load = new JsonObject();
    load.addProperty("rulesetName", "__warmup__");
    load.add("source", source);
    rulesets.load(load);
    StorageRequest request =
        new StorageRequest(
            storagePath("/b/warmup/o/file"),
            expressionValue(JsonParser.parseString("{\"map_value\":{\"fields\":{}}}")).getMapValue(),
            expressionValue(null),
            new DocumentFetches(-1, outbox, workers));
    try {
      new DefaultEvaluator(rulesets.get("__warmup__")).evaluate(ruleContext("get", request)).get();
    } catch (Exception expected) {
      // request.auth is missing here; only the class loading matters.
    }
  }

  private static void quietLogging() {
    // The CLI logs every stderr chunk as a warning, so only severe engine logs are let through.
    LogManager.getLogManager().reset();
    Logger root = Logger.getLogger("");
    root.setLevel(Level.SEVERE);
    ConsoleHandler stderr = new ConsoleHandler();
    stderr.setLevel(Level.SEVERE);
    root.addHandler(stderr);
  }

  private static java.util.concurrent.ThreadFactory daemonThreads() {
    return runnable -> {
      Thread thread = new Thread(runnable, "rules-worker");
      thread.setDaemon(true);
      return thread;
    };
  }
}
