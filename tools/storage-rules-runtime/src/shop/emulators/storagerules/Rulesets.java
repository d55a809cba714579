package shop.emulators.storagerules;

import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Compiles storage.rules sources with the real rules compiler and keeps the results by name. */
final class Rulesets {
  private final FirebaseRulesProtoCompiler compiler =
      FirebaseRulesProtoCompiler.createStandalone(
          FirebaseRulesLangOptions.builder()
              .allowTernaryOperator(true)
              // Without this, `firestore.get(...)` in storage rules is an unknown variable.
              .allowCrossServiceRules(true)
              .build());
  private final Map<String, RulesetAst> compiled = new ConcurrentHashMap<>();

  RulesetAst get(String name) {
    return compiled.get(name);
  }

  /**
   * Handles the `load_ruleset` context `{rulesetName, source: {files: [{name, content}]}}`. Returns
   * the reply body: `result.rulesVersion`, plus issues as JSON strings (the CLI parses them to print
   * "description in file:line"); a ruleset with any ERROR issue is not kept.
   */
  JsonObject load(JsonObject context) {
    String name = context.get("rulesetName").getAsString();
    Source.Builder source = Source.newBuilder();
    for (JsonElement file : context.getAsJsonObject("source").getAsJsonArray("files")) {
      JsonObject f = file.getAsJsonObject();
      source.addFiles(
          File.newBuilder().setName(f.get("name").getAsString()).setContent(f.get("content").getAsString()));
    }

    CompileResult result;
    synchronized (compiler) { // loads are rare; don't bet on the compiler being thread-safe
      result = compiler.compile(source);
    }

    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    for (Issue issue : result.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(issueJson(issue).toString());
    }
    if (result.hasCompilationError() && errors.isEmpty()) {
      errors.add("Compilation of ruleset " + name + " failed");
    }

    JsonObject reply = new JsonObject();
    if (errors.isEmpty()) {
      RulesetAst ast = result.getRulesetAst();
      compiled.put(name, ast);
      JsonObject body = new JsonObject();
      // VERSION_UNSPECIFIED means no rules_version line, which is version 1.
      body.addProperty("rulesVersion", Math.max(1, ast.getVersionValue()));
      reply.add("result", body);
    }
    reply.add("errors", errors);
    reply.add("warnings", warnings);
    return reply;
  }

  /** The shape the CLI expects: the field names of the proto message, Gson-style. */
  private static JsonObject issueJson(Issue issue) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", issue.getSourcePosition().getFileName());
    position.addProperty("line_", issue.getSourcePosition().getLine());
    position.addProperty("column_", issue.getSourcePosition().getColumn());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.addProperty("severity_", issue.getSeverityValue());
    json.add("sourcePosition_", position);
    return json;
  }
}
