// The order export tasks run in: the most work first, ties in plan order, every task exactly once.
#include <catch2/catch.hpp>

#include "export/export_task.hpp"
#include "export/format_table.hpp"

using namespace quizpack;

namespace {

Quiz quiz_of(const std::string& id, std::size_t questions) {
  Quiz q;
  q.id = id;
  q.languages = {"en", "ja"};
  q.source_language = "en";
  q.questions.resize(questions);
  return q;
}

std::vector<std::string> paths(const std::vector<Task>& tasks) {
  std::vector<std::string> out;
  for (const auto& t : tasks) out.push_back(t.relative);
  return out;
}

}  // namespace

TEST_CASE("tasks with more work run first; equal ones keep quiz, language and table order") {
  const std::vector<Format> table{
      {.name = "light", .suffix = "l", .scope = Scope::PerLanguage, .writer = TextFile{}, .work = 1},
      {.name = "heavy", .suffix = "h", .scope = Scope::PerLanguage, .writer = TextFile{}, .work = 10},
      {.name = "all", .suffix = "a", .scope = Scope::AllLanguages, .writer = TextFile{}, .work = 4}};
  const std::vector<const Format*> selected{&table[0], &table[1], &table[2]};
  const std::vector<Quiz> quizzes{quiz_of("small", 1), quiz_of("large", 3)};
  std::deque<Quiz> narrowed;
  const auto tasks = plan_tasks(quizzes, selected, {}, narrowed);
  CHECK(paths(tasks) == std::vector<std::string>{
                            "large/en/large.h", "large/ja/large.h",  // 10 × 3
                            "large/large.a",                         // 4 × 3 × 2 languages
                            "small/en/small.h", "small/ja/small.h",  // 10 × 1
                            "small/small.a",                         // 4 × 1 × 2 languages
                            "large/en/large.l", "large/ja/large.l",  // 1 × 3
                            "small/en/small.l", "small/ja/small.l",  // 1 × 1
                        });
}

TEST_CASE("every format of the table states its work, and the player data's maker outweighs its users") {
  for (const auto& f : formats()) CHECK(f.work >= 1);
  CHECK(find_format("scorm12")->work > find_format("scorm2004")->work);
  CHECK(find_format("scorm12")->work > find_format("cmi5")->work);
}
