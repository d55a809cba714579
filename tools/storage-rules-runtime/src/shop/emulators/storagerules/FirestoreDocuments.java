package shop.emulators.storagerules;

import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.protobuf.ByteString;
import com.google.protobuf.util.Timestamps;
import com.google.type.LatLng;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * Turns a Firestore REST document ({@code {name, fields}}, as the CLI fetches it from the Firestore
 * emulator) into the value `firestore.get()` returns in rules: a map with `data`, `id` and
 * `__name__`, like the Firestore emulator's own EntityToExpressionValueConverter builds.
 */
final class FirestoreDocuments {
  private FirestoreDocuments() {}

  static ExpressionValue toResource(JsonObject document) {
    List<String> segments = pathSegments(document.get("name").getAsString());
    ExpressionMapValue.Builder resource = ExpressionMapValue.newBuilder();
    resource.putFields("data", map(document.getAsJsonObject("fields")));
    resource.putFields("__name__", ExpressionValueUtils.segmentsToPathExpressions(segments));
    resource.putFields("id", string(segments.get(segments.size() - 1)));
    return ExpressionValue.newBuilder().setMapValue(resource).build();
  }

  /** "projects/p/databases/(default)/documents/a/b" → [databases, (default), documents, a, b]. */
  private static List<String> pathSegments(String name) {
    List<String> all = Arrays.asList(name.split("/"));
    int databases = all.indexOf("databases");
    return all.subList(Math.max(databases, 0), all.size());
  }

  private static ExpressionValue map(JsonObject fields) {
    ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
    if (fields != null) {
      for (Map.Entry<String, JsonElement> field : fields.entrySet()) {
        map.putFields(field.getKey(), value(field.getValue().getAsJsonObject()));
      }
    }
    return ExpressionValue.newBuilder().setMapValue(map).build();
  }

  /** One REST `Value`, e.g. {"integerValue": "3"}; see the Firestore v1 REST reference. */
  private static ExpressionValue value(JsonObject json) {
    Map.Entry<String, JsonElement> only = json.entrySet().iterator().next();
    JsonElement v = only.getValue();
    switch (only.getKey()) {
      case "nullValue":
        return ExpressionValueUtils.NULL;
      case "booleanValue":
        return ExpressionValueUtils.createValue(v.getAsBoolean());
      case "integerValue": // int64 travels as a JSON string
        return ExpressionValueUtils.createValue(Long.parseLong(v.getAsString()));
      case "doubleValue": // a number, or "NaN" / "Infinity" / "-Infinity"
        return ExpressionValueUtils.createValue(Double.parseDouble(v.getAsString()));
      case "timestampValue":
        return ExpressionValue.newBuilder().setTimestampValue(Timestamps.parseUnchecked(v.getAsString())).build();
      case "stringValue":
        return string(v.getAsString());
      case "bytesValue":
        return ExpressionValue.newBuilder().setBytesValue(ByteString.copyFrom(base64(v.getAsString()))).build();
      case "referenceValue":
        return ExpressionValueUtils.segmentsToPathExpressions(pathSegments(v.getAsString()));
      case "geoPointValue": {
        JsonObject point = v.getAsJsonObject();
        return ExpressionValue.newBuilder()
            .setLatlngValue(LatLng.newBuilder().setLatitude(number(point, "latitude")).setLongitude(number(point, "longitude")))
            .build();
      }
      case "arrayValue": {
        ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
        JsonElement values = v.getAsJsonObject().get("values");
        if (values != null) {
          for (JsonElement item : values.getAsJsonArray()) list.addValues(value(item.getAsJsonObject()));
        }
        return ExpressionValue.newBuilder().setListValue(list).build();
      }
      case "mapValue":
        return map(v.getAsJsonObject().getAsJsonObject("fields"));
      default:
        throw new IllegalArgumentException("Unsupported Firestore value type " + only.getKey());
    }
  }

  private static ExpressionValue string(String s) {
    return ExpressionValue.newBuilder().setStringValue(s).build();
  }

  private static double number(JsonObject object, String key) {
    return object.has(key) ? object.get(key).getAsDouble() : 0; // proto3 JSON omits zeros
  }

  private static byte[] base64(String s) {
    try {
      return Base64.getDecoder().decode(s);
    } catch (IllegalArgumentException e) {
      return Base64.getUrlDecoder().decode(s);
    }
  }
}
