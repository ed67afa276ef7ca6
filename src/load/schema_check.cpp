// Checks a bank document against the bundled JSON Schema (schemas/bank/quizpack-bank.schema.json) with valijson.
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

namespace quizpack {
namespace {

constexpr const char* kSchemaPath = "bank/quizpack-bank.schema.json";

const valijson::Schema& bank_schema() {
  static const std::unique_ptr<valijson::Schema> schema = [] {
    const auto* file = find_embedded(schema_files(), kSchemaPath);
    if (!file) throw std::runtime_error(std::string("bundled schema missing: ") + kSchemaPath);
    const nlohmann::json doc = nlohmann::json::parse(file->data);
    auto s = std::make_unique<valijson::Schema>();
    valijson::SchemaParser parser;
    parser.populateSchema(valijson::adapters::NlohmannJsonAdapter(doc), *s);
    return s;
  }();
  return *schema;
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

// Fields each kind may carry besides the common ones; valijson does not report propertyNames failures inside
// if/then, so this is checked here with a message that names the kind.
const std::map<std::string, std::set<std::string>>& kind_fields() {
  static const std::map<std::string, std::set<std::string>> fields{
      {"single-choice", {"choices"}},
      {"multiple-response", {"choices", "partialCredit"}},
      {"true-false", {"answer", "feedbackTrue", "feedbackFalse"}},
      {"short-answer", {"accepted", "caseSensitive"}},
      {"numerical", {"accept"}},
      {"matching", {"pairs", "distractors"}},
      {"essay", {"graderInfo"}}};
  return fields;
}

void check_kind_fields(const nlohmann::json& document, std::vector<std::pair<std::string, std::string>>& out) {
  static const std::set<std::string> common{"id", "kind", "points", "title", "stem", "explanation"};
  if (!document.is_object() || !document.contains("questions") || !document["questions"].is_array()) return;
  const auto& questions = document["questions"];
  for (std::size_t i = 0; i < questions.size(); ++i) {
    const auto& q = questions[i];
    if (!q.is_object() || !q.contains("kind") || !q["kind"].is_string()) continue;
    const auto kind = q["kind"].get<std::string>();
    const auto it = kind_fields().find(kind);
    if (it == kind_fields().end()) continue;
    for (const auto& [key, value] : q.items())
      if (!common.count(key) && !it->second.count(key))
        out.emplace_back("/questions/" + std::to_string(i) + "/" + pointer_token(key),
                         "property '" + key + "' does not belong to a " + kind + " question");
  }
}

}  // namespace

bool check_bank_schema(const nlohmann::json& document, const JsonPositions& positions, const std::string& file,
                       Diagnostics& out) {
  valijson::Validator validator(valijson::Validator::kStrongTypes);
  valijson::ValidationResults results;
  const bool valid = validator.validate(bank_schema(), valijson::adapters::NlohmannJsonAdapter(document), &results);

  // (pointer, message) of the specific errors: valijson also reports each enclosing value as "Failed to ...".
  std::vector<std::pair<std::string, std::string>> kept;
  check_kind_fields(document, kept);
  valijson::ValidationResults::Error e;
  while (results.popError(e)) {
    const bool wrapper = e.description.rfind("Failed to validate", 0) == 0;
    std::pair<std::string, std::string> f{to_pointer(e.context), e.description};
    while (!f.second.empty() && f.second.back() == '.') f.second.pop_back();
    // "... 'additionalProperties' constraints: 'extra'": point at the offending member itself
    const auto tail = f.second.rfind("constraints: '");
    if (tail != std::string::npos && f.second.back() == '\'') {
      f.first += "/" + pointer_token(f.second.substr(tail + 14, f.second.size() - tail - 15));
      f.second =
          "property '" + f.second.substr(tail + 14, f.second.size() - tail - 15) + "' is not part of the bank format";
    }
    if (!wrapper && std::find(kept.begin(), kept.end(), f) == kept.end()) kept.push_back(std::move(f));
  }
  if (valid && kept.empty()) return true;
  if (kept.empty()) kept.emplace_back("", "the bank does not match the bank schema");
  for (const auto& [pointer, message] : kept) {
    const TextPosition p = positions.find(pointer);
    out.push_back(
        error("schema", shorten_names(message), SourceLocation{file, p.line, p.column, shorten_names(pointer)}));
  }
  return false;
}

}  // namespace quizpack
