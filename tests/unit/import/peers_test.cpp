// GIFT and Moodle XML written by others (../shared/import-peers, read at test time): every file is read,
// every question Moodle imports comes in with Moodle's type, and every other one is reported.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "formats/moodle/gift_reader.hpp"
#include "import/gift/gift_to_bank.hpp"
#include "import/merge/imported_quiz.hpp"
#include "import/moodlexml/moodle_xml_import.hpp"
#include "model/overloaded.hpp"
#include "support/reference_schemas.hpp"
#include "support/source_dir.hpp"
#include "support/tree.hpp"

using namespace quizpack;
namespace fs = std::filesystem;

namespace {

const fs::path kPeers = fs::path(quizpack::test::import_peers_dir());

// Question types SOURCES.md lists as unsupported that quizpack has imported since (Moodle's core qtype_ordering,
// and qtype_multianswer, whose questions become cloze questions).
const std::set<std::string> kImportedSinceSources = {"ordering", "multianswer"};

// What SOURCES.md says Moodle's importer reads from one file.
struct MoodleView {
  std::map<std::string, int> types;  // supported question types and their counts
  int descriptions = 0;
  int unsupported = 0;
};

std::map<std::string, MoodleView> moodle_views() {
  const std::string sources = test::read_file((kPeers / "SOURCES.md").string());
  static const std::regex row(R"(\| `([^`]+)` \|[^|]*\|[^|]*\|[^|]*\|[^|]*\| ([^|]*) \|)");
  static const std::regex count(R"((\d+) ([a-z]+))");
  std::map<std::string, MoodleView> out;
  for (std::sregex_iterator it(sources.begin(), sources.end(), row), end; it != end; ++it) {
    MoodleView view;
    const std::string text = (*it)[2];
    for (std::sregex_iterator c(text.begin(), text.end(), count); c != end; ++c) {
      if ((*c)[2] == "description") view.descriptions = std::stoi((*c)[1]);
      view.types[(*c)[2]] = std::stoi((*c)[1]);  // descriptions come in as the bank's own kind
    }
    if (const auto at = text.find("unsupported: "); at != std::string::npos) {
      const std::string list = text.substr(at + 13, text.find(';', at) - at - 13);
      static const std::regex name(R"([a-z]+)");
      for (std::sregex_iterator n(list.begin(), list.end(), name); n != end; ++n)
        if (kImportedSinceSources.count((*n)[0]))  // SOURCES.md was written before quizpack read these types
          ++view.types[(*n)[0]];
        else
          ++view.unsupported;
    }
    out[(*it)[1]] = view;
  }
  return out;
}

// Moodle's type name for a bank kind.
std::string moodle_type(const QuestionBody& body) {
  return std::visit(
      Overloaded{[](const SingleChoice&) { return "multichoice"; },
                 [](const MultipleResponse&) { return "multichoice"; }, [](const TrueFalse&) { return "truefalse"; },
                 [](const ShortAnswer&) { return "shortanswer"; }, [](const Numerical&) { return "numerical"; },
                 [](const Matching&) { return "match"; }, [](const Essay&) { return "essay"; },
                 [](const Ordering&) { return "ordering"; }, [](const Cloze&) { return "multianswer"; },
                 [](const Description&) { return "description"; }},
      body);
}

std::map<std::string, int> types_of(const std::vector<Question>& questions) {
  std::map<std::string, int> out;
  for (const auto& q : questions) ++out[moodle_type(q.body)];
  return out;
}

// The number after `label` at the start of a line of `text` ("imported 3 questions"), 0 when there is none.
int count_after(const std::string& text, const std::string& label) {
  const std::regex line("(^|\n)" + label + " (\\d+)");
  std::smatch m;
  return std::regex_search(text, m, line) ? std::stoi(m[2]) : 0;
}

// The lines of `text` that report a question left out.
int left_out_lines(const std::string& text) {
  int n = 0;
  std::istringstream lines(text);
  for (std::string l; std::getline(lines, l);) n += l.find(" left out") != std::string::npos;
  return n;
}

int count_rule(const std::vector<Question>& questions, const std::string& kind) {
  return static_cast<int>(std::count_if(questions.begin(), questions.end(),
                                        [&](const Question& q) { return moodle_type(q.body) == kind; }));
}

int count_rule(const Diagnostics& diagnostics, const std::string& rule) {
  return static_cast<int>(
      std::count_if(diagnostics.begin(), diagnostics.end(), [&](const Diagnostic& d) { return d.rule == rule; }));
}

}  // namespace

TEST_CASE("every peer GIFT file imports the questions Moodle imports, with Moodle's types") {
  const auto views = moodle_views();
  int files = 0;
  for (const auto& entry : fs::directory_iterator(kPeers / "gift")) {
    const std::string name = "gift/" + entry.path().filename().string();
    INFO(name);
    REQUIRE(views.count(name) == 1);
    const MoodleView& view = views.at(name);
    const GiftReadResult read = read_gift(test::read_file(entry.path().string()), name);
    CHECK_FALSE(read.has_errors());
    const GiftImport imported = gift_to_bank(read, "en");
    CHECK(types_of(imported.questions) == view.types);
    CHECK(std::count_if(read.questions.begin(), read.questions.end(),
                        [](const GiftQuestion& q) { return q.kind == GiftKind::Description; }) == view.descriptions);
    ++files;
  }
  CHECK(files == 54);
}

TEST_CASE("every peer Moodle XML file imports the questions Moodle imports and reports the others") {
  const auto views = moodle_views();
  int files = 0;
  for (const auto& entry : fs::directory_iterator(kPeers / "xml")) {
    const std::string name = "xml/" + entry.path().filename().string();
    INFO(name);
    REQUIRE(views.count(name) == 1);
    const MoodleView& view = views.at(name);
    MoodleXmlImport imported = import_moodle_xml(test::read_file(entry.path().string()), name, "en");
    CHECK(count_rule(imported.diagnostics, "import-xml") + count_rule(imported.diagnostics, "import-utf8") == 0);
    CHECK(types_of(imported.questions) == view.types);
    CHECK(count_rule(imported.questions, "description") == view.descriptions);
    CHECK(imported.skipped.count("description (not a question)") == 0);
    CHECK(count_rule(imported.diagnostics, "import-unsupported") == view.unsupported);
    ++files;
  }
  CHECK(files == 12);
}

TEST_CASE("peer files spot checks: right answers, case, weights and shared matching answers as Moodle reads them") {
  const auto read = [](const std::string& name) {
    return import_moodle_xml(test::read_file((kPeers / name).string()), name, "en");
  };
  const MoodleXmlImport multichoice = read("xml/moodle-type-multichoice.xml");
  REQUIRE(multichoice.questions.size() == 1);
  const auto& choices = std::get<MultipleResponse>(multichoice.questions[0].body).choices;
  std::string right;
  for (const auto& c : choices)
    if (c.correct) right += c.text.in("en").source + ";";
  CHECK(right == "London;Paris;");
  CHECK(multichoice.questions[0].explanation.value().in("en").source == "Berlin, Paris and London");

  const MoodleXmlImport shortanswer = read("xml/moodle-type-shortanswer.xml");
  REQUIRE(shortanswer.questions.size() == 1);
  const auto& sa = std::get<ShortAnswer>(shortanswer.questions[0].body);
  CHECK_FALSE(sa.case_sensitive);
  CHECK(sa.accepted.at("en") == std::vector<std::string>{"frog"});
  CHECK(std::any_of(shortanswer.diagnostics.begin(), shortanswer.diagnostics.end(), [](const Diagnostic& d) {
    return d.message.find("'toad' earns 80%; only full answers are kept") != std::string::npos;
  }));

  const MoodleXmlImport match = read("xml/moodle-type-match.xml");
  REQUIRE(match.questions.size() == 1);
  CHECK(match.questions[0].id == "matching-001");
  const auto& m = std::get<Matching>(match.questions[0].body);
  CHECK(m.pairs.size() == 3);
  CHECK(m.distractors.size() == 1);
  Diagnostics warnings;
  QuizSettings settings;
  settings.id = "peer";
  settings.languages = {"en"};
  settings.source_language = "en";
  const Quiz quiz = imported_quiz(match.questions, settings, warnings);
  CHECK(warnings.empty());
  REQUIRE(quiz.questions.size() == 1);
  // Two prompts have the answer "amphibian": Moodle offers it once, so the bank shares it.
  const auto& shared = std::get<Matching>(quiz.questions[0].body);
  REQUIRE(shared.pairs.size() == 3);
  int sharing = 0;
  for (const auto& p : shared.pairs) {
    if (owns_answer(p)) continue;
    ++sharing;
    const auto owner = std::find_if(shared.pairs.begin(), shared.pairs.end(),
                                    [&](const MatchPair& o) { return o.id == p.same_answer_as; });
    REQUIRE(owner != shared.pairs.end());
    CHECK(owns_answer(*owner));
    CHECK(owner->answer.in("en").source == "amphibian");
    CHECK(p.answer.in("en").source == "amphibian");
  }
  CHECK(sharing == 1);
}

TEST_CASE("peer files' categories: every category holding questions becomes a section") {
  const auto read = [](const std::string& name) {
    return import_moodle_xml(test::read_file((kPeers / name).string()), name, "en");
  };
  // 4 categories, each with questions: $module$/Iota (1), Iota/Kappa (2), Iota/Kappa/Lambda (1), Iota/Mu (1).
  const MoodleXmlImport nested = read("xml/moodle-format-nested_categories_with_questions.xml");
  CHECK(nested.title == "Iota");
  std::string sections;
  for (const auto& s : nested.sections)
    sections += s.id + ":" + s.title.in("en").source + ":" + std::to_string(s.count) + " ";
  CHECK(sections == "Iota:Iota:1 Kappa:Kappa:2 Kappa-Lambda:Lambda:1 Mu:Mu:1 ");
  REQUIRE(nested.questions.size() == 5);
  CHECK(nested.questions[4].section == "Mu");
  // Files whose questions all stand in one category have no sections.
  int sectioned = 0;
  for (const char* folder : {"gift", "xml"})
    for (const auto& entry : fs::directory_iterator(kPeers / folder)) {
      const std::string name = std::string(folder) + "/" + entry.path().filename().string();
      const std::string text = test::read_file(entry.path().string());
      if (std::string(folder) == "xml") {
        sectioned += !read(name).sections.empty();
      } else {
        const GiftReadResult gift = read_gift(text, name);
        sectioned += !gift_to_bank(gift, "en").sections.empty();
      }
    }
  CHECK(sectioned == 1);
}

// The questions of a kind the bank has that it refuses in a peer file, and why; every other one comes in.
const std::map<std::string, int>& refused_by_the_bank() {
  static const std::map<std::string, int> refused{
      {"gift/giftpegjs-escapeColon.gift", 1},  // a single choice with four right answers
      {"gift/giftpegjs-markdown.gift", 4},     // descriptions only: a bank needs a question to score (no-question)
  };
  return refused;
}

TEST_CASE("quizpack import writes every peer file's questions and reports each one it leaves out") {
  const auto views = moodle_views();
  const fs::path out = test::fresh_dir("quizpack-import-peers");
  int files = 0, imported_in_all = 0;
  for (const char* folder : {"gift", "xml"})
    for (const auto& entry : fs::directory_iterator(kPeers / folder)) {
      const std::string name = std::string(folder) + "/" + entry.path().filename().string();
      INFO(name);
      const MoodleView& view = views.at(name);
      int supported = 0;
      for (const auto& [type, n] : view.types) supported += n;
      const auto refused = refused_by_the_bank().find(name);
      const int expected = supported - (refused == refused_by_the_bank().end() ? 0 : refused->second);
      const auto r = test::run_quizpack("import --lang en --out '" + (out / std::to_string(files)).string() + "' '" +
                                        entry.path().string() + "'");
      INFO(r.out);
      const int imported = count_after(r.out, "imported");
      CHECK(imported == expected);
      CHECK(r.exit_code == (expected > 0 ? 0 : 1));
      if (expected == 0)
        CHECK((r.out.find("no question could be imported; nothing was written") != std::string::npos ||
               r.out.find("descriptions only, and a bank needs a question to score") != std::string::npos));
      if (expected > 0) {
        CHECK(left_out_lines(r.out) == supported - expected + view.unsupported);
        CHECK(count_after(r.out, "skipped") == supported - expected + view.unsupported);
      }
      imported_in_all += imported;
      ++files;
    }
  CHECK(files == 66);
  // The supported questions SOURCES.md counts, its 8 descriptions, and the ordering question and 4 multianswer
  // (cloze) questions it counts as unsupported, less the refused question and the 4 descriptions of a file that
  // holds nothing else.
  CHECK(imported_in_all == 168 + 8 + 1 + 4 - 1 - 4);
  fs::remove_all(out);
}
