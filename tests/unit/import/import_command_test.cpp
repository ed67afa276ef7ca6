// `quizpack import`: the GIFT and Moodle XML exports of a bank come back as one bank.
#include <catch2/catch.hpp>

#include <algorithm>

#include <fstream>
#include <regex>
#include <sstream>

#include "load/load_bank.hpp"
#include "model/overloaded.hpp"
#include "support/cloze_key.hpp"
#include "support/source_dir.hpp"
#include "support/tree.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;
namespace fs = std::filesystem;
using test::run_quizpack;

namespace {

const fs::path kSeed = fs::path(quizpack::test::source_dir()) / "content" / "mixed-precision-training";

// Which answers are right, as one comparable string per question.
std::string answer_key(const Question& q) {
  return std::visit(
      Overloaded{
          [](const SingleChoice& b) {
            std::string k;
            for (const auto& c : b.choices) k += c.correct ? '1' : '0';
            return k;
          },
          [](const MultipleResponse& b) {
            std::string k;
            for (const auto& c : b.choices) k += c.correct ? '1' : '0';
            return k + (b.partial_credit == PartialCredit::AllOrNothing ? " all" : " share");
          },
          [](const TrueFalse& b) { return std::string(b.answer ? "true" : "false"); },
          [](const ShortAnswer& b) {
            std::string k;
            for (const auto& [lang, list] : b.accepted)
              for (const auto& a : list) k += lang + ":" + a + ";";
            return k;
          },
          [](const Numerical& b) {
            return std::visit(
                Overloaded{
                    [](const Tolerance& t) { return std::to_string(t.value) + "±" + std::to_string(t.tolerance); },
                    [](const Range& r) { return std::to_string(r.low) + ".." + std::to_string(r.high); }},
                b.accepted);
          },
          [](const Matching& b) { return std::to_string(b.pairs.size()) + "+" + std::to_string(b.distractors.size()); },
          [](const Essay&) { return std::string("essay"); },
          [](const Ordering& b) {
            return std::to_string(b.items.size()) + (b.credit == OrderCredit::PerPosition ? " per position" : " items");
          },
          [](const Cloze& b) { return test::cloze_key(b); },
          [](const Description&) { return std::string("description"); },
      },
      q.body);
}

Quiz load_one(const fs::path& path) {
  LoadResult loaded = load_banks({path});
  for (const auto& d : loaded.diagnostics) INFO(d.message);
  REQUIRE(loaded.quizzes.size() == 1);
  return std::move(loaded.quizzes[0]);
}

// Exports `bank` as GIFT and multilang Moodle XML into `dir` and returns the GIFT file of each of `languages`.
std::string exported_gift(const fs::path& bank, const fs::path& dir, const std::vector<std::string>& languages) {
  const auto exported =
      run_quizpack("export -q --format gift,moodlexml-multilang --out '" + dir.string() + "' '" + bank.string() + "'");
  REQUIRE(exported.exit_code == 0);
  std::string files;
  for (const auto& lang : languages)
    for (const auto& entry : fs::recursive_directory_iterator(dir))
      if (entry.path().extension() == ".gift" && entry.path().parent_path().filename() == lang)
        files += " '" + entry.path().string() + "'";
  return files;
}

}  // namespace

TEST_CASE("the three GIFT exports of the seed bank import as one bank in en, ja and hi with its answer key") {
  const fs::path dir = test::fresh_dir("quizpack-import-gift");
  const std::string files = exported_gift(kSeed, dir / "dist", {"en", "ja", "hi"});
  const auto r = run_quizpack("import --from gift --lang en,ja,hi --out '" + (dir / "bank").string() + "'" + files);
  INFO(r.out);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("imported 8 questions in en ja hi") != std::string::npos);
  const Quiz original = load_one(kSeed / "quiz.json");
  const Quiz imported = load_one(dir / "bank" / "quiz.json");
  CHECK(imported.languages == std::vector<LanguageTag>{"en", "ja", "hi"});
  CHECK(imported.source_language == "en");
  REQUIRE(imported.questions.size() == 8);
  for (std::size_t i = 0; i < imported.questions.size(); ++i) {
    const Question& q = imported.questions[i];
    INFO(q.id);
    CHECK(q.id == original.questions[i].id);
    CHECK(q.body.index() == original.questions[i].body.index());
    CHECK(answer_key(q) == answer_key(original.questions[i]));
    CHECK(q.stem.by_language.at("en").state == TranslationState::Source);
    CHECK(q.stem.by_language.at("ja").state == TranslationState::NeedsReview);
    CHECK(q.stem.in("hi").source == original.questions[i].stem.in("hi").source);
  }
  CHECK(run_quizpack("validate '" + (dir / "bank").string() + "'").exit_code == 0);
  fs::remove_all(dir);
}

TEST_CASE("the multilang Moodle XML export of the seed bank imports alone as en, ja and hi with its answer key") {
  const fs::path dir = test::fresh_dir("quizpack-import-multilang");
  exported_gift(kSeed, dir / "dist", {});
  const fs::path xml = dir / "dist" / "mixed-precision-training" / "mixed-precision-training.multilang.moodle.xml";
  const auto r = run_quizpack("import --out '" + (dir / "bank").string() + "' '" + xml.string() + "'");
  INFO(r.out);
  REQUIRE(r.exit_code == 0);
  const Quiz original = load_one(kSeed / "quiz.json");
  const Quiz imported = load_one(dir / "bank" / "quiz.json");
  CHECK(imported.id == "mixed-precision-training");
  CHECK(imported.languages == std::vector<LanguageTag>{"en", "ja", "hi"});
  REQUIRE(imported.questions.size() == 8);
  for (std::size_t i = 0; i < imported.questions.size(); ++i) {
    CHECK(imported.questions[i].id == original.questions[i].id);
    CHECK(answer_key(imported.questions[i]) == answer_key(original.questions[i]));
  }
  CHECK(plain_text(imported.description.in("ja")) == plain_text(original.description.in("ja")));
  fs::remove_all(dir);
}

TEST_CASE("import refuses to overwrite a bank, and needs one language per GIFT file") {
  const fs::path dir = test::fresh_dir("quizpack-import-refuse");
  const std::string files = exported_gift(kSeed, dir / "dist", {"en", "ja"});
  const std::string out = " --out '" + (dir / "bank").string() + "'";
  auto r = run_quizpack("import --lang en" + out + files);
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("--lang gives one tag per file, in order") != std::string::npos);
  REQUIRE(run_quizpack("import --lang en,ja" + out + files).exit_code == 0);
  r = run_quizpack("import --lang en,ja" + out + files);
  CHECK(r.exit_code == 2);
  CHECK(r.out.find("give --force") != std::string::npos);
  CHECK(run_quizpack("import --force --source-lang ja --lang en,ja" + out + files).exit_code == 0);
  CHECK(load_one(dir / "bank" / "quiz.json").source_language == "ja");
  fs::remove_all(dir);
}

TEST_CASE("GIFT files that disagree are errors at file and line, and nothing is written") {
  const fs::path dir = test::fresh_dir("quizpack-import-mismatch");
  std::ofstream(dir / "en.gift") << "// [id:q-one]\n::One::Pick{=right#r ~wrong}####Because.\n\n"
                                    "// [id:q-two]\nTrue?{T####Yes.}\n";
  std::ofstream(dir / "fr.gift") << "// [id:q-one]\n::Un::Choisir{~juste =faux}####Parce que.\n\n"
                                    "// [id:q-two]\nVrai ?{T####Oui.}\n";
  const auto r = run_quizpack("import --lang en,fr --out '" + (dir / "bank").string() + "' '" +
                              (dir / "en.gift").string() + "' '" + (dir / "fr.gift").string() + "'");
  INFO(r.out);
  CHECK(r.exit_code == 1);
  CHECK(r.out.find("fr.gift:2:1: error[import-mismatch]: question q-one: option 1 is wrong here but right in the "
                   "first file") != std::string::npos);
  CHECK(r.out.find("nothing was written") != std::string::npos);
  CHECK_FALSE(fs::exists(dir / "bank"));
  fs::remove_all(dir);
}

namespace {

// The bank file at `path` without its `lang` entries (one per line in the examples) nor the tag in "languages".
std::string without_language(const fs::path& path, const std::string& lang) {
  std::ifstream in(path);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  text = std::regex_replace(text, std::regex(",\\n *\"" + lang + "\": [\\[{][^\\n]*[\\]}](?=\\n)"), "");
  return std::regex_replace(text, std::regex(", \"" + lang + "\"\\]"), "]");
}

// The bank text without its ordering questions, the last ones of the every-kind example: GIFT cannot hold them.
std::string without_ordering(const std::string& text) {
  const auto at = text.find(",\n    {\n      \"id\": \"order-");
  return at == std::string::npos ? text : text.substr(0, at) + "\n  ]\n}\n";
}

}  // namespace

TEST_CASE(
    "import --into adds a GIFT translation of every kind to a bank, each field where it was, nothing else changed") {
  const fs::path dir = test::fresh_dir("quizpack-import-into");
  const fs::path every = fs::path(quizpack::test::source_dir()) / "examples" / "every-kind";
  REQUIRE(run_quizpack("export -q --format gift --out '" + (dir / "dist").string() + "' '" + every.string() + "'")
              .exit_code == 0);
  fs::copy(every, dir / "bank", fs::copy_options::recursive);
  const std::string before = without_ordering(without_language(every / "quiz.json", "ja"));
  std::ofstream(dir / "bank" / "quiz.json") << before;
  REQUIRE(load_one(dir / "bank" / "quiz.json").languages == std::vector<LanguageTag>{"en", "ar"});
  const auto r = run_quizpack("import --lang ja --into '" + (dir / "bank").string() + "' '" +
                              (dir / "dist" / "every-kind" / "ja" / "every-kind.gift").string() + "'");
  INFO(r.out);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("warning[import-into-grader]: question essay-amp-plan") != std::string::npos);
  CHECK(r.out.find("import-into-title") == std::string::npos);
  Quiz original = load_one(every / "quiz.json");
  original.questions.erase(std::remove_if(original.questions.begin(), original.questions.end(),
                                          [](const Question& q) {
                                            return std::holds_alternative<Ordering>(q.body) ||
                                                   std::holds_alternative<Cloze>(q.body);
                                          }),
                           original.questions.end());
  const Quiz merged = load_one(dir / "bank" / "quiz.json");
  CHECK(merged.languages == original.languages);
  CHECK(plain_text(merged.title.in("ja")) == plain_text(original.title.in("ja")));
  CHECK(merged.title.by_language.at("ja").state == TranslationState::NeedsReview);
  REQUIRE(merged.questions.size() == original.questions.size());
  for (std::size_t i = 0; i < merged.questions.size(); ++i) {
    INFO(merged.questions[i].id);
    CHECK(answer_key(merged.questions[i]) == answer_key(original.questions[i]));
    CHECK(merged.questions[i].points == original.questions[i].points);
    CHECK(plain_text(merged.questions[i].stem.in("ja")) == plain_text(original.questions[i].stem.in("ja")));
    CHECK(merged.questions[i].stem.by_language.at("ja").state == TranslationState::NeedsReview);
  }
  std::ifstream in(dir / "bank" / "quiz.json");
  std::string line;
  std::istringstream old_lines(before);
  std::string old_line;
  while (std::getline(in, line)) {
    if (line.find("\"ja\": ") != std::string::npos) continue;
    line = std::regex_replace(line, std::regex(", \"ja\"\\]"), "]");
    REQUIRE(std::getline(old_lines, old_line));
    if (old_line != line) CHECK(old_line + "," == line);
  }
  fs::remove_all(dir);
}

TEST_CASE("a multilang Moodle XML file whose short answers differ per language imports to a valid bank") {
  const fs::path dir = test::fresh_dir("quizpack-import-multilang-answers");
  fs::create_directories(dir / "bank");
  std::ofstream(dir / "bank" / "quiz.json") << R"({
  "id": "ml", "version": "1.0.0", "sourceLanguage": "en", "languages": ["en", "fr"],
  "title": {"en": {"text": "Capitals", "state": "source"}, "fr": {"text": "Capitales", "state": "translated"}},
  "description": {"en": {"text": "C", "state": "source"}, "fr": {"text": "C", "state": "translated"}},
  "questions": [{"id": "q1", "kind": "short-answer",
    "stem": {"en": {"text": "Capital of France?", "state": "source"},
             "fr": {"text": "Capitale de la France ?", "state": "translated"}},
    "accepted": {"en": ["Paris", "Paris  city"], "fr": ["paris", "la ville de Paris", "PARIS city"]}}]
})";
  REQUIRE(run_quizpack("export -q --format moodlexml-multilang --out '" + (dir / "dist").string() + "' '" +
                       (dir / "bank").string() + "'")
              .exit_code == 0);
  const auto r = run_quizpack("import --out '" + (dir / "back").string() + "' '" +
                              (dir / "dist" / "ml" / "ml.multilang.moodle.xml").string() + "'");
  INFO(r.out);
  REQUIRE(r.exit_code == 0);
  const Quiz back = load_one(dir / "back" / "quiz.json");
  REQUIRE(back.questions.size() == 1);
  const auto& accepted = std::get<ShortAnswer>(back.questions[0].body).accepted;
  const std::vector<std::string> all{"Paris", "Paris  city", "la ville de Paris"};
  CHECK(accepted.at("en") == all);
  CHECK(accepted.at("fr") == all);
  fs::remove_all(dir);
}
