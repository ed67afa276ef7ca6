// The export's JSON summary against its bundled schema (schemas/report/export-summary.schema.json), for a run that
// writes files and for one that leaves its bank unchanged.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validation_results.hpp>
#include <valijson/validator.hpp>

#include <fstream>

#include "support/source_dir.hpp"
#include "support/tree.hpp"

using quizpack::test::fresh_dir;
using quizpack::test::run_quizpack;

namespace {

const std::string kSource = quizpack::test::source_dir();

nlohmann::json read_json(const std::filesystem::path& path) {
  std::ifstream in(path);
  return nlohmann::json::parse(in);
}

// Every violation of the summary schema in `doc`, one per line; empty when it is valid.
std::string violations(const nlohmann::json& doc) {
  const nlohmann::json schema_doc = read_json(kSource + "/schemas/report/export-summary.schema.json");
  valijson::Schema schema;
  valijson::SchemaParser parser;
  parser.populateSchema(valijson::adapters::NlohmannJsonAdapter(schema_doc), schema);
  valijson::Validator validator;
  valijson::ValidationResults results;
  if (validator.validate(schema, valijson::adapters::NlohmannJsonAdapter(doc), &results)) return "";
  std::string text;
  valijson::ValidationResults::Error e;
  while (results.popError(e)) {
    for (const auto& part : e.context) text += part;
    text += ": " + e.description + "\n";
  }
  return text.empty() ? "invalid" : text;
}

}  // namespace

TEST_CASE("the export summary follows its schema, with the banks left unchanged") {
  const auto out = fresh_dir("cli-summary-schema");
  const std::string bank = "'" + kSource + "/tests/validate/cases/valid-every-kind/quiz.json'";
  const std::string common = "export -q --format gift,qti21 --lang en --out '" + (out / "dist").string() + "' " + bank;
  REQUIRE(run_quizpack(common + " --summary-json '" + (out / "first.json").string() + "'").exit_code == 0);
  REQUIRE(run_quizpack(common + " --summary-json '" + (out / "second.json").string() + "'").exit_code == 0);
  const auto first = read_json(out / "first.json");
  const auto second = read_json(out / "second.json");
  CHECK(violations(first).empty());
  CHECK(violations(second).empty());
  CHECK(first["files"].size() == 2);
  CHECK(first["skipped"].empty());
  CHECK(second["files"].empty());
  REQUIRE(second["skipped"].size() == 1);
  CHECK(second["skipped"][0]["quiz"] == "fixture");
  CHECK(second["skipped"][0]["files"].size() == 2);
  CHECK_FALSE(violations(nlohmann::json{{"ok", true}, {"files", nlohmann::json::array()}}).empty());
}
