// The quizpack command as users run it: help, version, exit codes, output formats, and reproducible exports.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <set>
#include <sstream>

#include "support/reference_schemas.hpp"
#include "support/source_dir.hpp"
#include "support/tree.hpp"

using quizpack::test::fresh_dir;
using quizpack::test::read_tree;
using quizpack::test::run_quizpack;

namespace {
const std::string kSource = quizpack::test::source_dir();
const std::string kFixture = kSource + "/tests/validate/cases/valid-every-kind/quiz.json";
const std::string kBanks = "'" + kSource + "/content' '" + kSource + "/examples'";
}  // namespace

TEST_CASE("--help and --version exit 0") {
  auto r = run_quizpack("--help");
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("validate") != std::string::npos);
  CHECK(r.out.find("export") != std::string::npos);
  r = run_quizpack("--version");
  CHECK(r.exit_code == 0);
  CHECK(r.out.rfind("quizpack ", 0) == 0);
  r = run_quizpack("export --help");
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("--summary-json") != std::string::npos);
}

TEST_CASE("usage errors exit 2") {
  CHECK(run_quizpack("").exit_code == 2);
  CHECK(run_quizpack("frobnicate").exit_code == 2);
  CHECK(run_quizpack("validate", "cd '" + fresh_dir("cli-no-content").string() + "' &&").exit_code == 2);
  CHECK(run_quizpack("validate --format xml '" + kFixture + "'").exit_code == 2);
  CHECK(run_quizpack("export --format nope --out '" + fresh_dir("cli-usage").string() + "' '" + kFixture + "'")
            .exit_code == 2);
}

TEST_CASE("the bundled banks validate cleanly") {
  const auto r = run_quizpack("validate " + kBanks);
  INFO(r.out);
  CHECK(r.exit_code == 0);
}

TEST_CASE("validate --format json is one JSON document") {
  const auto r =
      run_quizpack("validate --format json '" + kSource + "/tests/validate/cases/duplicate-option' 2>/dev/null");
  CHECK(r.exit_code == 1);
  const auto doc = nlohmann::json::parse(r.out);
  CHECK(doc["errors"] == 1);
  CHECK(doc["diagnostics"][0]["rule"] == "duplicate-option");
  CHECK(doc["diagnostics"][0]["pointer"] == "/questions/0/choices/2/text/en");
  CHECK(doc["diagnostics"][0]["line"].get<int>() > 1);
}

TEST_CASE("validate --format github writes workflow annotations") {
  const auto r =
      run_quizpack("validate --format github '" + kSource + "/tests/validate/cases/duplicate-option' 2>/dev/null");
  CHECK(r.exit_code == 1);
  CHECK(r.out.rfind("::error file=", 0) == 0);
  CHECK(r.out.find(",line=87,col=19,title=quizpack duplicate-option::") != std::string::npos);
}

TEST_CASE("export without a terminal prints each warning once; -q prints nothing and writes the JSON summary") {
  const auto out = fresh_dir("cli-quiet");
  auto r = run_quizpack("export --out '" + (out / "dist").string() + "' '" + kFixture + "'");
  INFO(r.out);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("warning[gift-") != std::string::npos);
  CHECK(r.out.find("(gift: en") != std::string::npos);
  std::istringstream lines(r.out);
  std::set<std::string> seen;
  for (std::string line; std::getline(lines, line);) CHECK(seen.insert(line).second);
  const auto summary = out.string() + "-summary.json";
  r = run_quizpack("export -q --out '" + (out / "dist-quiet").string() + "' --summary-json '" + summary + "' '" +
                   kFixture + "'");
  CHECK(r.exit_code == 0);
  CHECK(r.out.empty());
  std::ifstream in(summary);
  const auto doc = nlohmann::json::parse(in);
  CHECK(doc["ok"] == true);
  CHECK_FALSE(doc["files"].empty());
  CHECK(doc["files"][0]["bytes"].get<long>() > 0);
}

TEST_CASE("an invalid bank stops the export before anything is written") {
  const auto out = fresh_dir("cli-invalid");
  const auto r = run_quizpack("export --out '" + (out / "dist").string() + "' '" + kFixture + "' '" + kSource +
                              "/tests/validate/cases/correct-count-two'");
  CHECK(r.exit_code == 1);
  CHECK(r.out.find("error[correct-count]") != std::string::npos);
  CHECK(read_tree(out).empty());
}

TEST_CASE("exports are byte-identical across runs, job counts, time zones and locales") {
  const auto a = fresh_dir("cli-det-a");
  const auto b = fresh_dir("cli-det-b");
  auto r = run_quizpack("export -j 1 --out '" + a.string() + "' " + kBanks, "TZ=UTC LC_ALL=C");
  INFO(r.out);
  REQUIRE(r.exit_code == 0);
  r = run_quizpack("export -j 2 --out '" + b.string() + "' " + kBanks,
                   "TZ=Pacific/Kiritimati LC_ALL=C.UTF-8 LANG=ja_JP.UTF-8");
  REQUIRE(r.exit_code == 0);
  const auto ta = read_tree(a);
  CHECK(ta.size() > 10);
  CHECK(ta == read_tree(b));
  // a second run over the same folder changes nothing
  r = run_quizpack("export -j 2 --out '" + a.string() + "' " + kBanks);
  REQUIRE(r.exit_code == 0);
  CHECK(read_tree(a) == ta);
}

TEST_CASE("SOURCE_DATE_EPOCH sets the zip times; a bad value is a usage error") {
  const auto a = fresh_dir("cli-epoch-a");
  const auto b = fresh_dir("cli-epoch-b");
  REQUIRE(run_quizpack("export --format qti21 --out '" + a.string() + "' '" + kFixture + "'").exit_code == 0);
  REQUIRE(run_quizpack("export --format qti21 --out '" + b.string() + "' '" + kFixture + "'",
                       "SOURCE_DATE_EPOCH=1700000000")
              .exit_code == 0);
  CHECK(read_tree(a).at("fixture/en/fixture.qti21.zip") != read_tree(b).at("fixture/en/fixture.qti21.zip"));
  CHECK(run_quizpack("export --format qti21 --out '" + b.string() + "' '" + kFixture + "'", "SOURCE_DATE_EPOCH=soon")
            .exit_code == 2);
}

TEST_CASE("export writes every format and language in the documented layout") {
  const auto out = fresh_dir("cli-layout");
  const auto r = run_quizpack("export --out '" + out.string() + "' '" + kFixture + "'");
  INFO(r.out);
  REQUIRE(r.exit_code == 0);
  const auto tree = read_tree(out);
  for (const char* lang : {"en", "ja"})
    for (const char* suffix : {"gift", "moodle.xml", "qti21.zip", "scorm12.zip", "scorm2004.zip", "canvas.zip"}) {
      const std::string path = std::string("fixture/") + lang + "/fixture." + suffix;
      INFO(path);
      CHECK(tree.count(path));
    }
  CHECK(tree.count("fixture/fixture.multilang.moodle.xml"));
}

TEST_CASE("an output folder that cannot be used exits 2, as the README says") {
  const auto out = fresh_dir("cli-unusable");
  std::ofstream(out / "file") << "not a folder";
  auto r = run_quizpack("export --format gift --out '" + (out / "file").string() + "' '" + kFixture + "' 2>&1");
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("error[output-error]") != std::string::npos);

  std::filesystem::create_directories(out / "dist" / "fixture" / "en");
  std::ofstream(out / "dist" / "fixture" / "en" / "fixture.gift") << "mine";
  r = run_quizpack("export --format gift --out '" + (out / "dist").string() + "' '" + kFixture + "' 2>&1");
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("was not written by quizpack") != std::string::npos);
}
