// Checks a bank document against the bundled JSON Schema (schemas/bank/quizpack-bank.schema.json) with valijson:
// the bank without its questions, and each question against the question definition.
#include "load/schema_check.hpp"

#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validator.hpp>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>

#include "embed/embedded_file.hpp"
#include "model/question_kinds.hpp"
#include "text/suggest.hpp"

namespace quizpack {
namespace {

constexpr const char* kSchemaPath = "bank/quizpack-bank.schema.json";

// Each kind's name → the properties a question of that kind may have.
using KindProperties = std::map<std::string, std::set<std::string>>;

struct Schemas {
  valijson::Schema bank;             // the bank schema with any value allowed as a question
  valijson::Schema question;         // the question definition, with the definitions it refers to
  KindProperties kind_properties;    // from the question definition's allOf if/then entries
  std::vector<std::string> ui_keys;  // the interface text keys a "ui" language may have
};

// The question definition's {"if": {kind: {const: K}}, "then": {"propertyNames": {"enum": [...]}}} entries, checked
// against the model's table of kinds: the schema must name exactly the kinds the model has, each with its properties.
KindProperties kind_properties(const nlohmann::json& question) {
  KindProperties out;
  for (const auto& rule : question.at("allOf")) {
    const auto& kind = rule.at("if").at("properties").at("kind").at("const").get_ref<const std::string&>();
    const auto& names = rule.at("then").at("propertyNames").at("enum");
    out[kind] = names.get<std::set<std::string>>();
  }
  std::set<std::string> model;
  for (const auto& kind : kKindNames) model.emplace(kind.name);
  const auto schema_enum = question.at("properties").at("kind").at("enum").get<std::set<std::string>>();
  std::set<std::string> with_properties;
  for (const auto& [kind, names] : out) with_properties.insert(kind);
  if (schema_enum != model || with_properties != model)
    throw std::runtime_error(std::string("the kinds of ") + kSchemaPath + " differ from the model's kinds");
  return out;
}

const Schemas& schemas() {
  static const std::unique_ptr<Schemas> loaded = [] {
    const auto* file = find_embedded(schema_files(), kSchemaPath);
    if (!file) throw std::runtime_error(std::string("bundled schema missing: ") + kSchemaPath);
    nlohmann::json bank = nlohmann::json::parse(file->data);
    nlohmann::json question = bank.at("definitions").at("question");
    question["definitions"] = bank.at("definitions");
    bank.at("properties").at("questions")["items"] = nlohmann::json::object();
    auto s = std::make_unique<Schemas>();
    s->kind_properties = kind_properties(question);
    for (const auto& [key, value] : bank.at("definitions").at("uiTexts").at("properties").items())
      s->ui_keys.push_back(key);
    valijson::SchemaParser parser;
    parser.populateSchema(valijson::adapters::NlohmannJsonAdapter(bank), s->bank);
    parser.populateSchema(valijson::adapters::NlohmannJsonAdapter(question), s->question);
    return s;
  }();
  return *loaded;
}

// One validator per thread: it caches the compiled patterns.
valijson::Validator& validator() {
  thread_local valijson::Validator v(valijson::Validator::kStrongTypes);
  return v;
}

// valijson's context ["<root>", "[questions]", "[0]"] → "/questions/0".
std::string to_pointer(const std::vector<std::string>& context) {
  std::string out;
  for (const auto& part : context) {
    if (part == "<root>") continue;
    std::string token = part;
    if (token.size() >= 2 && token.front() == '[' && token.back() == ']') token = token.substr(1, token.size() - 2);
    if (token.size() >= 2 && token.front() == '"' && token.back() == '"') token = token.substr(1, token.size() - 2);
    out += "/" + pointer_token(token);
  }
  return out;
}

// Cuts every run of more than 64 characters without a quote, slash or space to 64 and an ellipsis, so a
// megabyte-long key does not become a megabyte-long diagnostic.
std::string shorten_names(const std::string& s) {
  constexpr std::size_t kMax = 64;
  std::string out;
  std::size_t run = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    const bool breaks = c == '\'' || c == '/' || c == ' ' || c == '(' || c == ')';
    run = breaks ? 0 : run + 1;
    if (run <= kMax) {
      out += c;
    } else if (run == kMax + 1) {
      while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0) == 0x80) out.pop_back();
      if (!out.empty() && (static_cast<unsigned char>(out.back()) & 0xC0) == 0xC0) out.pop_back();
      out += "\u2026";
    }
  }
  return out;
}

// Properties the question's kind does not allow; valijson does not report propertyNames failures inside if/then, so
// this is checked here with a message that names the kind.
void check_kind_fields(const nlohmann::json& q, const std::string& pointer,
                       std::vector<std::pair<std::string, std::string>>& out) {
  if (!q.is_object()) return;
  const auto kind_it = q.find("kind");
  if (kind_it == q.end() || !kind_it->is_string()) return;
  const auto& kind = kind_it->get_ref<const std::string&>();
  const auto& kinds = schemas().kind_properties;
  const auto it = kinds.find(kind);
  if (it == kinds.end()) return;
  for (const auto& [key, value] : q.items())
    if (!it->second.count(key))
      out.emplace_back(pointer + "/" + pointer_token(key),
                       "property '" + key + "' does not belong to a " + kind + " question");
}

// The message for a property the schema does not allow at `pointer`; an unknown interface text key (/ui/LANG/KEY)
// is named with the nearest key.
std::string unknown_property_message(const std::string& pointer, const std::string& name) {
  if (pointer.rfind("/ui/", 0) != 0 || pointer.find('/', 4) != std::string::npos)
    return "property '" + name + "' is not part of the bank format";
  std::string message = "'" + name + "' is not an interface text of the player";
  if (const auto near = closest_name(name, schemas().ui_keys)) message += "; did you mean '" + *near + "'?";
  return message;
}

// Validates `value` against `schema`, adding the specific findings with pointers under `prefix`; an invalid value is
// validated again to collect them.
void validate_part(const valijson::Schema& schema, const nlohmann::json& value, const std::string& prefix,
                   SchemaFindings& findings) {
  const valijson::adapters::NlohmannJsonAdapter adapter(value);
  if (validator().validate(schema, adapter, nullptr)) return;  // no findings to collect: much faster
  valijson::ValidationResults results;
  validator().validate(schema, adapter, &results);
  findings.valid = false;
  auto& kept = findings.problems;
  valijson::ValidationResults::Error e;
  while (results.popError(e)) {
    const bool wrapper = e.description.rfind("Failed to validate", 0) == 0;
    std::pair<std::string, std::string> f{prefix + to_pointer(e.context), e.description};
    while (!f.second.empty() && f.second.back() == '.') f.second.pop_back();
    // "... 'additionalProperties' constraints: 'extra'": point at the offending member itself
    const auto tail = f.second.rfind("constraints: '");
    if (tail != std::string::npos && f.second.back() == '\'') {
      const std::string name = f.second.substr(tail + 14, f.second.size() - tail - 15);
      f.second = unknown_property_message(f.first, name);
      f.first += "/" + pointer_token(name);
    }
    if (!wrapper && std::find(kept.begin(), kept.end(), f) == kept.end()) kept.push_back(std::move(f));
  }
}

}  // namespace

SchemaFindings check_bank_members(const nlohmann::json& document) {
  SchemaFindings findings;
  validate_part(schemas().bank, document, "", findings);
  return findings;
}

SchemaFindings check_question_schema(const nlohmann::json& question, std::size_t index) {
  SchemaFindings findings;
  const std::string pointer = "/questions/" + std::to_string(index);
  check_kind_fields(question, pointer, findings.problems);
  validate_part(schemas().question, question, pointer, findings);
  return findings;
}

bool report_schema_findings(const std::vector<const SchemaFindings*>& parts, const JsonPositions& positions,
                            const std::string& file, Diagnostics& out) {
  bool valid = true;
  std::size_t problems = 0;
  for (const auto* part : parts) {
    valid = valid && part->valid;
    problems += part->problems.size();
  }
  if (valid && problems == 0) return true;
  std::vector<std::pair<std::string, std::string>> generic;
  if (problems == 0) generic.emplace_back("", "the bank does not match the bank schema");
  auto report = [&](const std::vector<std::pair<std::string, std::string>>& list) {
    for (const auto& [pointer, message] : list) {
      const TextPosition p = positions.find(pointer);
      out.push_back(
          error("schema", shorten_names(message), SourceLocation{file, p.line, p.column, shorten_names(pointer)}));
    }
  };
  report(generic);
  for (const auto* part : parts) report(part->problems);
  return false;
}

}  // namespace quizpack
