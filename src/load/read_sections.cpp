// Sections of a bank: each names a run of consecutive questions, optionally drawn at random per attempt.
#include "load/read_sections.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "load/body_parts.hpp"
#include "load/read_text.hpp"

namespace quizpack {
namespace {

using nlohmann::json;

std::string question_pointer(std::size_t index) { return "/questions/" + std::to_string(index); }

std::vector<Section> read_declared(const json& list, BankContext& ctx) {
  std::vector<Section> sections;
  std::vector<std::pair<std::string, std::string>> ids;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string pointer = "/sections/" + std::to_string(i);
    Section s;
    s.id = list[i].at("id").get<std::string>();
    s.title = read_text(list[i].at("title"), pointer + "/title", ctx, TextShape::Inline);
    if (list[i].contains("draw")) s.draw = list[i].at("draw").get<std::size_t>();
    s.location = ctx.where(pointer + "/id");
    ids.emplace_back(s.id, pointer);
    sections.push_back(std::move(s));
  }
  check_unique_ids(ids, "section", ctx);
  return sections;
}

// Gives each section its run of questions; a question outside any section, or a section split in two, is an error.
void place_questions(std::vector<Section>& sections, const std::vector<Question>& questions, BankContext& ctx) {
  Section* current = nullptr;
  for (std::size_t i = 0; i < questions.size(); ++i) {
    const std::string& id = questions[i].section;
    if (id.empty()) {
      ctx.fail("section", "question " + questions[i].id + " names no section, but the quiz has sections",
               question_pointer(i) + "/id");
      current = nullptr;
      continue;
    }
    const auto found = std::find_if(sections.begin(), sections.end(), [&](const Section& s) { return s.id == id; });
    if (found == sections.end()) {
      ctx.fail("section", "question " + questions[i].id + " names section \"" + id + "\", which the quiz does not have",
               question_pointer(i) + "/section");
      current = nullptr;
      continue;
    }
    if (&*found != current && found->count > 0)
      ctx.fail("section",
               "question " + questions[i].id + " is apart from the other questions of section \"" + id +
                   "\": a section's questions stand together",
               question_pointer(i) + "/section");
    if (found->count == 0) found->first = i;
    found->count = i - found->first + 1;
    current = &*found;
  }
}

// A draw takes at most the section's questions, all worth the same, so every attempt has the same maximum.
void check_draw(const Section& s, std::size_t index, const std::vector<Question>& questions, BankContext& ctx) {
  const std::string pointer = "/sections/" + std::to_string(index);
  if (s.count == 0) {
    ctx.fail("section", "section \"" + s.id + "\" holds no question", pointer + "/id");
    return;
  }
  if (!s.draw) return;
  for (std::size_t i = s.first; i < s.first + s.count; ++i)
    if (is_description(questions[i].body)) {
      ctx.fail("draw",
               "description " + questions[i].id + " stands in section \"" + s.id +
                   "\", which draws its questions at random: put it in a section without a draw",
               question_pointer(i) + "/section");
      return;
    }
  if (*s.draw > s.count)
    ctx.fail(
        "draw",
        "section \"" + s.id + "\" draws " + std::to_string(*s.draw) + " questions but holds " + std::to_string(s.count),
        pointer + "/draw");
  for (std::size_t i = s.first + 1; i < s.first + s.count; ++i)
    if (questions[i].points != questions[s.first].points) {
      ctx.fail("draw",
               "question " + questions[i].id + " is worth other points than " + questions[s.first].id +
                   ", and section \"" + s.id + "\" draws from both: every attempt must be worth the same",
               question_pointer(i) + "/points");
      return;
    }
}

}  // namespace

std::vector<Section> read_sections(const json& doc, const std::vector<Question>& questions, BankContext& ctx) {
  const auto list = doc.find("sections");
  if (list == doc.end()) {
    for (std::size_t i = 0; i < questions.size(); ++i)
      if (!questions[i].section.empty())
        ctx.fail("section", "question " + questions[i].id + " names a section, but the quiz has no \"sections\"",
                 question_pointer(i) + "/section");
    return {};
  }
  std::vector<Section> sections = read_declared(*list, ctx);
  place_questions(sections, questions, ctx);
  for (std::size_t i = 0; i < sections.size(); ++i) check_draw(sections[i], i, questions, ctx);
  return sections;
}

}  // namespace quizpack
