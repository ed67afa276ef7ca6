// Names and ids a file gives twice: each question gets a distinct id made from it and its category.
#include <catch2/catch.hpp>

#include <fstream>

#include "formats/moodle/gift_reader.hpp"
#include "import/gift/gift_to_bank.hpp"
#include "import/ids/imported_ids.hpp"
#include "import/moodlexml/moodle_xml_import.hpp"
#include "load/load_bank.hpp"
#include "support/tree.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;
namespace fs = std::filesystem;

namespace {

std::string category(const std::string& path) {
  return "<question type=\"category\"><category><text>" + path + "</text></category></question>\n";
}

std::string truefalse(const std::string& name, const std::string& stem) {
  return "<question type=\"truefalse\"><name><text>" + name + "</text></name><questiontext format=\"html\"><text>" +
         stem +
         "</text></questiontext><answer fraction=\"100\"><text>true</text></answer>"
         "<answer fraction=\"0\"><text>false</text></answer></question>\n";
}

std::vector<std::string> ids_of(const std::vector<Question>& questions) {
  std::vector<std::string> out;
  for (const auto& q : questions) out.push_back(q.id);
  return out;
}

}  // namespace

TEST_CASE("an id claimed once stays and one claimed twice gets its category path and then -2") {
  CHECK(distinct_ids({{"Q1", "$course$/top/Week 1"}, {"Q2", "$course$/top/Week 1"}}) ==
        std::vector<std::string>{"Q1", "Q2"});
  CHECK(distinct_ids(
            {{"Q1", "$course$/top/Week 1"}, {"Q1", "$course$/top/Week 2/Extra"}, {"Q1", "$course$/top/Week 1"}}) ==
        std::vector<std::string>{"Q1-Week-1", "Q1-Week-2-Extra", "Q1-Week-1-2"});
  CHECK(distinct_ids({{"Q1", ""}, {"Q1", ""}}) == std::vector<std::string>{"Q1", "Q1-2"});
  // an id another question claims already is not given again
  CHECK(distinct_ids({{"Q1-2", ""}, {"Q1", ""}, {"Q1", ""}}) == std::vector<std::string>{"Q1-2", "Q1", "Q1-3"});
  // stable: the same name and category give the same id whatever the order of the categories
  CHECK(distinct_ids({{"Q1", "$course$/top/B"}, {"Q1", "$course$/top/A"}}) == std::vector<std::string>{"Q1-B", "Q1-A"});
  const std::string long_id(60, 'x');
  const auto cut = distinct_ids({{long_id, "$course$/top/Chapter"}, {long_id, "$course$/top/Other"}});
  CHECK(cut == std::vector<std::string>{long_id + "-Cha", long_id + "-Oth"});
  for (const auto& id : cut) CHECK(is_bank_id(id));
}

TEST_CASE("Moodle XML questions with the same name in two categories import as one valid bank") {
  const std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n" + category("$course$/top/Week 1") +
                          truefalse("Question1", "Water is wet.") + category("$course$/top/Week 2") +
                          truefalse("Question1", "Ice is cold.") + truefalse("Question2", "Fire is hot.") + "</quiz>\n";
  const MoodleXmlImport imported = import_moodle_xml(xml, "twice.xml", "en");
  CHECK(ids_of(imported.questions) == std::vector<std::string>{"Question1-Week-1", "Question1-Week-2", "Question2"});
  REQUIRE(imported.questions[0].title.has_value());
  CHECK(plain_text(imported.questions[0].title->in("en")) == "Question1");
  CHECK(std::count_if(imported.diagnostics.begin(), imported.diagnostics.end(), [](const Diagnostic& d) {
          return d.message.find("this one becomes Question1-Week-") != std::string::npos;
        }) == 2);

  const fs::path dir = test::fresh_dir("quizpack-import-twice");
  std::ofstream(dir / "twice.xml") << xml;
  const auto r = test::run_quizpack("import --lang en --out '" + (dir / "bank").string() + "' '" +
                                    (dir / "twice.xml").string() + "'");
  INFO(r.out);
  CHECK(r.exit_code == 0);
  LoadResult loaded = load_banks({dir / "bank" / "quiz.json"});
  REQUIRE(loaded.quizzes.size() == 1);
  CHECK(ids_of(loaded.quizzes[0].questions) ==
        std::vector<std::string>{"Question1-Week-1", "Question1-Week-2", "Question2"});
  fs::remove_all(dir);
}

TEST_CASE("GIFT questions with the same [id:] in two categories get distinct ids") {
  const std::string gift =
      "$CATEGORY: $course$/top/Unit A\n\n// [id:same]\n::One::Sky is blue {T}\n\n"
      "$CATEGORY: $course$/top/Unit B\n\n// [id:same]\n::Two::Grass is red {F}\n";
  const GiftImport imported = gift_to_bank(read_gift(gift, "twice.gift"), "en");
  CHECK(ids_of(imported.questions) == std::vector<std::string>{"same-Unit-A", "same-Unit-B"});
  CHECK(plain_text(imported.questions[1].title->in("en")) == "Two");
}
