// A package as another tool writes it (tests/import/qti21/other-tool): standard templates, another layout.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "import/qti21/qti21_import.hpp"
#include "model/overloaded.hpp"
#include "package/zip_reader.hpp"
#include "package/zip_writer.hpp"
#include "support/source_dir.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;
namespace fs = std::filesystem;

namespace {

const fs::path kFixture = test::source_path("tests/import/qti21/other-tool");

std::vector<PackageEntry> fixture_entries() {
  std::vector<PackageEntry> out;
  for (const auto& entry : fs::recursive_directory_iterator(kFixture)) {
    if (!entry.is_regular_file()) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    out.push_back({fs::relative(entry.path(), kFixture).generic_string(), bytes.str()});
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.path < b.path; });
  return out;
}

std::vector<std::string> warnings_of(const Qti21Import& read) {
  std::vector<std::string> out;
  for (const auto& d : read.diagnostics)
    out.push_back(d.location.file + ":" + std::to_string(d.location.line) + " " + d.rule + " " + d.message);
  return out;
}

const Question& question(const Qti21Import& read, const std::string& id) {
  for (const auto& q : read.questions)
    if (q.id == id) return q;
  FAIL("no question " + id);
  throw std::logic_error("unreachable");
}

void check_fixture(const Qti21Import& read) {
  for (const auto& d : read.diagnostics) REQUIRE(d.severity == Severity::Warning);
  REQUIRE(read.languages == std::vector<LanguageTag>{"en"});
  CHECK(read.title == "European geography");
  std::vector<std::string> ids;
  for (const auto& q : read.questions) ids.push_back(q.id + ":" + kind_name(q.body));
  CHECK(ids == std::vector<std::string>{"capital:single-choice", "q2:true-false", "rivers:multiple-response",
                                        "city:short-answer", "height:numerical", "flags:matching", "essay:essay",
                                        "seas:multiple-response", "islands:multiple-response"});
  CHECK(read.skipped == std::map<std::string, int>{{"unsupported interaction hotspotInteraction", 1},
                                                   {"unsupported interaction uploadInteraction", 1}});
  REQUIRE(read.media.size() == 1);
  CHECK(read.media[0].path == "media/europe-map.png");

  const auto& capital = std::get<SingleChoice>(question(read, "capital").body);
  CHECK(capital.choices[1].correct);
  CHECK(plain_text(capital.choices[2].feedback->in("en")) == "Madrid is in Spain.");
  CHECK(question(read, "capital").stem.in("en").source.find("![A map of western Europe](media/europe-map.png)") == 0);
  CHECK(std::get<TrueFalse>(question(read, "q2").body).answer);
  const auto& rivers = std::get<MultipleResponse>(question(read, "rivers").body);
  CHECK(rivers.partial_credit == PartialCredit::RightMinusWrong);
  CHECK(question(read, "rivers").points == 2);
  CHECK(plain_text(question(read, "rivers").stem.in("en")) == "Which of these rivers flow through Europe?");
  const auto& city = std::get<ShortAnswer>(question(read, "city").body);
  CHECK(city.accepted.at("en") == std::vector<std::string>{"Paris", "Lutetia"});
  CHECK_FALSE(city.case_sensitive);
  const auto& height = std::get<Numerical>(question(read, "height").body);
  CHECK(std::get<Tolerance>(height.accepted).value == 4806);
  CHECK(std::get<Tolerance>(height.accepted).tolerance == 10);
  CHECK(question(read, "height").points == 3);
  const auto& flags = std::get<Matching>(question(read, "flags").body);
  REQUIRE(flags.pairs.size() == 2);
  CHECK(plain_text(flags.pairs[0].answer.in("en")) == "Green, white, red");
  REQUIRE(flags.distractors.size() == 1);
  CHECK(plain_text(flags.distractors[0].answer.in("en")) == "Blue, white, red");
  const auto& essay = std::get<Essay>(question(read, "essay").body);
  CHECK(plain_text(essay.grader_info->in("en")) == "Full marks name the Rhône or the Danube delta.");
  CHECK(question(read, "essay").points == 4);
  CHECK(std::get<MultipleResponse>(question(read, "seas").body).partial_credit == PartialCredit::RightMinusWrong);
  CHECK(question(read, "seas").points == 1);
  CHECK(std::get<MultipleResponse>(question(read, "islands").body).partial_credit == PartialCredit::AllOrNothing);
}

}  // namespace

TEST_CASE("a package another tool wrote imports with a warning for each thing the bank cannot hold") {
  const Qti21Import read = import_qti21(fixture_entries(), "other-tool", "");
  check_fixture(read);
  const std::string capital =
      "other-tool/content/capital.xml:2 qti21-import question capital: 2 feedbacks shown on "
      "different outcomes are joined into the explanation, which the bank shows after any answer";
  const std::string alps =
      "other-tool/content/alps.xml:2 qti21-import item 1-alps: the identifier is not a bank id; "
      "the question is q2";
  const std::string hotspot =
      "other-tool/content/hotspot.xml:8 import-unsupported item hotspot: the interaction "
      "hotspotInteraction is not a kind the bank has; it is left out";
  const std::string partial =
      "other-tool/content/city.xml:2 qti21-import question city: the answer 'Pariss' earns "
      "part of the points; only full answers are kept";
  const std::string blank =
      "other-tool/content/city.xml:2 qti21-import question city: the text entry inside a "
      "sentence is shown as a blank, _____, above the answer field";
  const std::string seas =
      "other-tool/content/seas.xml:2 qti21-import question seas: the mapping's weights are not the "
      "bank's right-minus-wrong shares (each right choice +1/2 of the points, each wrong one "
      "-1/2); it is scored right minus wrong";
  const std::string upload =
      "other-tool/content/upload.xml:7 import-unsupported item upload: the interaction "
      "uploadInteraction is not a kind the bank has; it is left out";
  CHECK(warnings_of(read) == std::vector<std::string>{capital, alps, hotspot, partial, blank, seas, upload});
}

TEST_CASE("the same package zipped reads the same") {
  std::vector<ZipSource> sources;
  for (auto& e : fixture_entries()) sources.push_back({e.path, e.bytes});
  const std::string zip = zip_files(sources);
  CHECK(is_zip(zip));
  check_fixture(import_qti21(read_zip_entries(zip, "other-tool.zip"), "other-tool.zip", ""));
}

TEST_CASE("a DOCTYPE in an item is an error and no entity is loaded") {
  std::vector<PackageEntry> entries = fixture_entries();
  for (auto& e : entries)
    if (e.path == "content/city.xml")
      e.bytes.insert(e.bytes.find('\n') + 1, "<!DOCTYPE assessmentItem [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n");
  const Qti21Import read = import_qti21(entries, "p", "");
  REQUIRE_FALSE(read.diagnostics.empty());
  CHECK(read.diagnostics[0].severity == Severity::Error);
  CHECK(read.diagnostics[0].location.file == "p/content/city.xml");
  CHECK(read.diagnostics[0].message == "the file declares a DOCTYPE; quizpack loads no DTD or entity");
  CHECK(read.questions.empty());
}

TEST_CASE("items without xml:lang take the language given, and none without one") {
  std::vector<PackageEntry> entries = fixture_entries();
  for (auto& e : entries)
    if (auto at = e.bytes.find(" xml:lang=\"en\""); at != std::string::npos) e.bytes.erase(at, 14);
  CHECK(import_qti21(entries, "p", "").languages.empty());
  CHECK(import_qti21(entries, "p", "fr").languages == std::vector<LanguageTag>{"fr"});
}

TEST_CASE("the package's language is the first xml:lang of its items, even when the first item has none") {
  std::vector<PackageEntry> entries = fixture_entries();
  for (auto& e : entries)  // capital.xml comes first in the test; alps.xml second
    if (e.path == "content/capital.xml") e.bytes.erase(e.bytes.find(" xml:lang=\"en\""), 14);
  const Qti21Import read = import_qti21(entries, "p", "fr");
  CHECK(read.languages == std::vector<LanguageTag>{"en"});
  CHECK_FALSE(read.questions.empty());
}
