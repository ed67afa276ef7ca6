// Categories of Moodle XML and GIFT files, and a QTI test's nested sections, come in as the bank's sections.
#include <catch2/catch.hpp>

#include <algorithm>

#include "formats/moodle/gift_reader.hpp"
#include "import/gift/gift_to_bank.hpp"
#include "import/ids/imported_sections.hpp"
#include "import/merge/merge_sections.hpp"
#include "import/moodlexml/moodle_xml_import.hpp"
#include "import/qti21/qti21_import.hpp"
#include "load/load_bank.hpp"
#include "support/collect.hpp"
#include "support/source_dir.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;

namespace {

const Quiz& sections_bank() {
  static const Quiz quiz = [] {
    LoadResult loaded = load_banks({test::source_path("tests/validate/cases/valid-sections")});
    REQUIRE_FALSE(loaded.has_errors());
    REQUIRE(loaded.quizzes.size() == 1);
    return std::move(loaded.quizzes.front());
  }();
  return quiz;
}

std::string written(const std::string& format, const Quiz& quiz, const LanguageTag& lang) {
  const WriterOutput out = test::collect(format, quiz, lang);
  REQUIRE(out.files.size() == 1);
  return out.files.front().bytes;
}

// id:title[:draw] of each section, then the section of each question.
std::string outline(const std::vector<Section>& sections, const std::vector<Question>& questions,
                    const LanguageTag& lang) {
  std::string out;
  for (const auto& s : sections) {
    out +=
        s.id + ":" + plain_text(s.title.in(lang)) + "[" + std::to_string(s.first) + "+" + std::to_string(s.count) + "]";
    if (s.draw) out += ":" + std::to_string(*s.draw);
    out += " ";
  }
  out += "|";
  for (const auto& q : questions) out += " " + q.id + "@" + q.section;
  return out;
}

bool warns(const Diagnostics& diagnostics, const std::string& part) {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [&](const Diagnostic& d) { return d.message.find(part) != std::string::npos; });
}

std::string category(const std::string& path, const std::string& idnumber = "") {
  return "<question type=\"category\"><category><text>" + path + "</text></category>" +
         (idnumber.empty() ? "" : "<idnumber>" + idnumber + "</idnumber>") + "</question>\n";
}

std::string truefalse(const std::string& name, int points = 1) {
  return "<question type=\"truefalse\"><name><text>" + name + "</text></name><questiontext format=\"html\"><text>" +
         name + "?</text></questiontext><defaultgrade>" + std::to_string(points) +
         "</defaultgrade><answer fraction=\"100\"><text>true</text></answer>"
         "<answer fraction=\"0\"><text>false</text></answer></question>\n";
}

const char* const kRandom =
    "<question type=\"random\"><name><text>Random</text></name>"
    "<questiontext format=\"html\"><text>0</text></questiontext></question>\n";

MoodleXmlImport moodle(const std::string& body) {
  return import_moodle_xml("<quiz>\n" + body + "</quiz>", "t.xml", "en");
}

}  // namespace

TEST_CASE("Moodle XML categories become sections, grouped, with stable ids and titles") {
  const MoodleXmlImport read = moodle(category("$course$/top/Quiz") + category("$course$/top/Quiz/Week 1") +
                                      truefalse("a") + category("$course$/top/Quiz/Week 2", "w2") + truefalse("b") +
                                      category("$course$/top/Quiz/Week 1") + truefalse("c"));
  CHECK(read.title == "Quiz");
  CHECK(outline(read.sections, read.questions, "en") == "Week-1:Week 1[0+2] w2:Week 2[2+1] | a@Week-1 c@Week-1 b@w2");
  CHECK(warns(read.diagnostics, "question c moves up to the other questions of category \"$course$/top/Quiz/Week 1\""));
}

TEST_CASE("a Moodle XML file whose questions all stand in its first category has no sections") {
  const MoodleXmlImport read = moodle(category("$course$/top/Quiz") + truefalse("a") + truefalse("b") + kRandom);
  CHECK(read.sections.empty());
  CHECK(read.questions.size() == 2);
  CHECK(read.questions[0].section.empty());
  CHECK(warns(read.diagnostics, "a random question of category \"$course$/top/Quiz\" is left out"));
  CHECK(read.skipped.empty());
}

TEST_CASE("Moodle random questions become the draw of their category's section, as far as the bank allows") {
  const MoodleXmlImport read =
      moodle(category("$course$/top/Quiz") + category("$course$/top/Quiz/A") + truefalse("a1") + truefalse("a2") +
             truefalse("a3") + kRandom + kRandom + category("$course$/top/Quiz/B") + truefalse("b1") + kRandom +
             kRandom + category("$course$/top/Quiz/C") + truefalse("c1", 1) + truefalse("c2", 2) + kRandom +
             category("$course$/top/Quiz/Empty") + kRandom);
  CHECK(outline(read.sections, read.questions, "en") ==
        "A:A[0+3]:2 B:B[3+1]:1 C:C[4+2] | a1@A a2@A a3@A b1@B c1@C c2@C");
  CHECK(warns(read.diagnostics, "category \"$course$/top/Quiz/B\" draws 2 questions at random but holds 1"));
  CHECK(warns(read.diagnostics,
              "category \"$course$/top/Quiz/C\" draws 1 question at random, but its questions are "
              "worth different points"));
  CHECK(warns(read.diagnostics, "a random question of category \"$course$/top/Quiz/Empty\" is left out"));
  CHECK(read.skipped.count("unsupported type random") == 0);
}

TEST_CASE("GIFT categories become sections; ids are the same from one reading to the next") {
  const std::string gift =
      "$CATEGORY: $course$/top/Quiz\n\n$CATEGORY: $course$/top/Quiz/Part one\n\n::a::A? {T}\n\n"
      "$CATEGORY: $course$/top/Quiz/Part/two\n\n::b::B? {F}\n\n$CATEGORY: $course$/top/Quiz/Part one\n\n::c::C? {T}\n";
  const GiftImport first = gift_to_bank(read_gift(gift, "t.gift"), "en");
  CHECK(outline(first.sections, first.questions, "en") ==
        "Part-one:Part one[0+2] Part-two:two[2+1] | q1@Part-one q3@Part-one q2@Part-two");
  const GiftImport again = gift_to_bank(read_gift(gift, "t.gift"), "en");
  CHECK(outline(again.sections, again.questions, "en") == outline(first.sections, first.questions, "en"));
  const GiftImport one = gift_to_bank(read_gift("$CATEGORY: $course$/top/Quiz\n\n::a::A? {T}\n", "t.gift"), "en");
  CHECK(one.sections.empty());
}

TEST_CASE("the sections bank through Moodle XML comes back with its sections, titles and ids, without draws") {
  const Quiz& bank = sections_bank();
  for (const LanguageTag lang : {"en", "ja"}) {
    INFO(lang);
    const MoodleXmlImport read = import_moodle_xml(written("moodlexml", bank, lang), "q.xml", lang);
    REQUIRE(read.sections.size() == 3);
    for (std::size_t i = 0; i < 3; ++i) {
      CHECK(read.sections[i].id == bank.sections[i].id);
      CHECK(plain_text(read.sections[i].title.in(lang)) == plain_text(bank.sections[i].title.in(lang)));
      CHECK(read.sections[i].first == bank.sections[i].first);
      CHECK(read.sections[i].count == bank.sections[i].count);
      CHECK_FALSE(read.sections[i].draw);
    }
    REQUIRE(read.questions.size() == bank.questions.size());
    for (std::size_t i = 0; i < bank.questions.size(); ++i)
      CHECK(read.questions[i].section == bank.questions[i].section);
  }
}

TEST_CASE("the sections bank through GIFT comes back with its sections and titles, without draws") {
  const Quiz& bank = sections_bank();
  const GiftReadResult gift = read_gift(written("gift", bank, "en"), "q.gift");
  const GiftImport read = gift_to_bank(gift, "en");
  REQUIRE(read.sections.size() == 3);
  std::size_t questions = 0;
  for (std::size_t i = 0; i < 3; ++i) {
    // GIFT has no category idnumber: the id is made from the category's path below the quiz's
    CHECK(read.sections[i].id == plain_text(bank.sections[i].title.in("en")));
    CHECK(plain_text(read.sections[i].title.in("en")) == plain_text(bank.sections[i].title.in("en")));
    CHECK_FALSE(read.sections[i].draw);
    questions += read.sections[i].count;
  }
  CHECK(questions == read.questions.size());
  CHECK(read.questions.size() == bank.questions.size() - 1);  // GIFT has no ordering question
}

TEST_CASE("the sections bank through QTI 2.1 comes back with its sections, titles, ids and draws") {
  const Quiz& bank = sections_bank();
  for (const LanguageTag lang : {"en", "ja"}) {
    INFO(lang);
    const WriterOutput package = test::collect("qti21", bank, lang);
    std::vector<PackageEntry> entries;
    for (const auto& f : package.files) entries.push_back({f.path, f.bytes});
    const Qti21Import read = import_qti21(entries, "p.zip", "");
    REQUIRE(read.sections.size() == bank.sections.size());
    for (std::size_t i = 0; i < bank.sections.size(); ++i) {
      CHECK(read.sections[i].id == bank.sections[i].id);
      CHECK(plain_text(read.sections[i].title.in(lang)) == plain_text(bank.sections[i].title.in(lang)));
      CHECK(read.sections[i].first == bank.sections[i].first);
      CHECK(read.sections[i].count == bank.sections[i].count);
      CHECK(read.sections[i].draw == bank.sections[i].draw);
    }
    REQUIRE(read.questions.size() == bank.questions.size());
    for (std::size_t i = 0; i < bank.questions.size(); ++i)
      CHECK(read.questions[i].section == bank.questions[i].section);
  }
}

TEST_CASE("sections of several files merge by position, each title in its file's language") {
  Section s;
  s.id = "week-1";
  s.title.by_language.set("en", {{"Week 1", {}, false}, TranslationState::Source});
  Section t = s;
  t.id = "semaine-1";
  t.title = LocalizedText{};
  t.title.by_language.set("fr", {{"Semaine 1", {}, false}, TranslationState::Source});
  Diagnostics warnings;
  const auto merged = merge_sections({{"en.xml", {"en"}, {s}}, {"fr.xml", {"fr"}, {t}}}, 0, "en", {"en", "fr", "de"},
                                     TranslationState::NeedsReview, warnings);
  REQUIRE(merged.size() == 1);
  CHECK(merged[0].id == "week-1");
  CHECK(merged[0].title.in("fr").source == "Semaine 1");
  CHECK(merged[0].title.by_language.at("fr").state == TranslationState::NeedsReview);
  CHECK(merged[0].title.by_language.at("en").state == TranslationState::Source);
  CHECK(merged[0].title.in("de").source == "Week 1");
  CHECK(warnings.empty());
  const auto apart = merge_sections({{"en.xml", {"en"}, {s}}, {"fr.xml", {"fr"}, {t, t}}}, 0, "en", {"en", "fr"},
                                    TranslationState::NeedsReview, warnings);
  CHECK(apart[0].title.in("fr").source == "Week 1");
  CHECK(warns(warnings, "fr.xml has 2 sections but the quiz 1"));
}

TEST_CASE("sections fit the questions the import keeps: an emptied section goes, a draw over them is cut") {
  Quiz quiz;
  for (const char* id : {"a1", "a2", "b1"}) {
    Question q;
    q.id = id;
    q.section = id[0] == 'a' ? "a" : "b";
    quiz.questions.push_back(q);
  }
  Section a, b, c;
  a.id = "a";
  a.draw = 2;
  b.id = "b";
  c.id = "c";
  quiz.sections = {a, b, c};
  quiz.questions.erase(quiz.questions.begin());  // a1 left out
  Diagnostics warnings;
  fit_sections(quiz, warnings);
  REQUIRE(quiz.sections.size() == 2);
  CHECK(quiz.sections[0].first == 0);
  CHECK(quiz.sections[0].count == 1);
  CHECK(quiz.sections[0].draw == std::optional<std::size_t>(1));
  CHECK(quiz.sections[1].id == "b");
  CHECK(quiz.sections[1].first == 1);
  CHECK(warns(warnings, "section a draws 2 questions but keeps 1; it draws 1"));
}

TEST_CASE("import --into adds a new language's section titles when the file has as many sections") {
  Section bank;
  bank.id = "week-1";
  bank.title.by_language.set("en", {{"Week 1", {}, false}, TranslationState::Source});
  bank.title.by_language.set("fr", {{"Semaine un", {}, false}, TranslationState::Translated});
  Section file = bank;
  file.id = "Week-1";
  file.title = LocalizedText{};
  file.title.by_language.set("fr", {{"Semaine 1", {}, false}, TranslationState::Source});
  file.title.by_language.set("de", {{"Woche 1", {}, false}, TranslationState::Source});
  std::vector<Section> sections{bank};
  Diagnostics warnings;
  add_section_titles(sections, {"x.xml", {"fr", "de"}, {file}}, "en", TranslationState::Translated, true, warnings);
  CHECK(sections[0].id == "week-1");
  CHECK(sections[0].title.in("fr").source == "Semaine 1");
  CHECK(sections[0].title.in("de").source == "Woche 1");
  CHECK(sections[0].title.by_language.at("de").state == TranslationState::Translated);
  CHECK(warnings.empty());
  std::vector<Section> two{bank, bank};
  add_section_titles(two, {"x.xml", {"de"}, {file}}, "en", TranslationState::Translated, true, warnings);
  CHECK(two[1].title.in("de").source == "Week 1");
  CHECK(two[1].title.by_language.at("de").state == TranslationState::NeedsReview);
  CHECK(warns(warnings, "x.xml has 1 sections but the quiz 2"));
}
