package shop.emulators.storagerules;

import com.google.common.collect.ImmutableList;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageCreateContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageDeleteContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageGetContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageListContext;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService.FirebaseStorageUpdateContext;
import com.google.firebase.rules.runtime.common.EvaluationException;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonObject;
import com.google.protobuf.TextFormat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * What the engine's generated Firebase Storage converters ask of a request. The five method contexts
 * (get, list, create, update, delete) declare the same methods, so one class serves them all; the
 * converters register `request`, `resource`, `debug`, `firestore.get` and `firestore.exists`.
 */
final class StorageRequest
    implements FirebaseStorageGetContext,
        FirebaseStorageListContext,
        FirebaseStorageCreateContext,
        FirebaseStorageUpdateContext,
        FirebaseStorageDeleteContext {
  private final ExpressionPathValue path;
  private final ExpressionMapValue request;
  private final ExpressionValue resource;
  private final DocumentFetches documents;
  private final List<String> debugOutput = Collections.synchronizedList(new ArrayList<>());

  StorageRequest(
      ExpressionPathValue path,
      ExpressionMapValue request,
      ExpressionValue resource,
      DocumentFetches documents) {
    this.path = path;
    this.request = request;
    this.resource = resource;
    this.documents = documents;
  }

  @Override
  public ExpressionPathValue path() {
    return path;
  }

  @Override
  public ExpressionMapValue request() {
    return request;
  }

  @Override
  public ListenableFuture<ExpressionValue> resource() {
    return Futures.immediateFuture(resource);
  }

  /**
   * `debug(x)` in rules: the value is returned with the verdict as a warning, which the CLI logs. (A
   * separate stdout line would be one more message that could share a pipe read with the verdict.)
   */
  @Override
  public ExpressionValue debug(ExpressionValue value) {
    debugOutput.add("debug(" + TextFormat.printer().emittingSingleLine(true).printToString(value).trim() + ")");
    return value;
  }

  /** What `debug()` printed during this request. */
  List<String> debugOutput() {
    return debugOutput;
  }

  /** `firestore.get(path)`: the document as a rules resource, or null when it does not exist. */
  @Override
  public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue document, SourcePosition position) {
    return Futures.transform(
        fetch(document, position),
        found -> found.map(FirestoreDocuments::toResource).orElse(ExpressionValueUtils.NULL),
        MoreExecutors.directExecutor());
  }

  @Override
  public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue document, SourcePosition position) {
    return Futures.transform(
        fetch(document, position),
        found -> ExpressionValueUtils.createValue(found.isPresent()),
        MoreExecutors.directExecutor());
  }

  private ListenableFuture<Optional<JsonObject>> fetch(ExpressionPathValue document, SourcePosition position) {
    try {
      ImmutableList<String> segments = ExpressionValueUtils.getPathSegments(position, document);
      // /databases/{database}/documents/{collection}/{id}[/{collection}/{id}...]
      boolean isDocument =
          segments.size() >= 5
              && segments.get(0).equals("databases")
              && segments.get(2).equals("documents")
              && (segments.size() - 3) % 2 == 0;
      if (!isDocument) {
        throw new EvaluationException(
            position, "Invalid Firestore document path /" + String.join("/", segments));
      }
      return documents.fetch("/" + String.join("/", segments));
    } catch (EvaluationException e) {
      return Futures.immediateFailedFuture(e);
    }
  }
}
