// Checks a bank document against the bundled JSON Schema (schemas/bank/quizpack-bank.schema.json) with valijson.
#include "load/schema_check.hpp"

#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validator.hpp>

#include <algorithm>
#include <memory>
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

bool is_prefix_of(const std::string& a, const std::string& b) {
  return b.size() > a.size() && b.compare(0, a.size(), a) == 0 && b[a.size()] == '/';
}

}  // namespace

bool check_bank_schema(const nlohmann::json& document, const JsonPositions& positions, const std::string& file,
                       Diagnostics& out) {
  valijson::Validator validator(valijson::Validator::kStrongTypes);
  valijson::ValidationResults results;
  if (validator.validate(bank_schema(), valijson::adapters::NlohmannJsonAdapter(document), &results)) return true;

  struct Found {
    std::string pointer;
    std::string message;
  };
  std::vector<Found> found;
  valijson::ValidationResults::Error e;
  while (results.popError(e)) found.push_back({to_pointer(e.context), e.description});

  // Keep the most specific errors: drop one whose pointer has a deeper error below it, and wrapper messages.
  std::vector<Found> kept;
  for (const auto& f : found) {
    const bool has_deeper = std::any_of(found.begin(), found.end(), [&](const Found& g) {
      return is_prefix_of(f.pointer, g.pointer);
    });
    const bool wrapper = f.message.find("Failed to validate against") != std::string::npos ||
                         f.message.find("failed to match") != std::string::npos ||
                         f.message.find("Failed to match") != std::string::npos;
    if (has_deeper || (wrapper && found.size() > 1)) continue;
    if (std::none_of(kept.begin(), kept.end(),
                     [&](const Found& k) { return k.pointer == f.pointer && k.message == f.message; }))
      kept.push_back(f);
  }
  if (kept.empty() && !found.empty()) kept.push_back(found.front());
  for (const auto& k : kept) {
    const TextPosition p = positions.find(k.pointer);
    std::string message = k.message;
    while (!message.empty() && message.back() == '.') message.pop_back();
    out.push_back(error("schema", message, SourceLocation{file, p.line, p.column, k.pointer}));
  }
  return false;
}

}  // namespace quizpack
