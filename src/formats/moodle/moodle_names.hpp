// Names Moodle shows for a quiz's category and questions, and short answers in Moodle's wildcard syntax.
#pragma once

#include <string>
#include <variant>
#include <vector>

#include "model/overloaded.hpp"
#include "model/question.hpp"
#include "text/plain_text.hpp"
#include "text/whitespace.hpp"

namespace quizpack {

// One part of a category path on one line (runs of white space become one space), with '/' doubled as Moodle's
// category paths escape it.
inline std::string moodle_category_part(const std::string& name) {
  std::string part;
  bool space = false;
  for (char c : name) {
    if (is_space(c)) {
      space = !part.empty();
      continue;
    }
    if (space) part += ' ';
    space = false;
    part += c;
    if (c == '/') part += '/';
  }
  return part;
}

// $course$/top/<name>: the category of a quiz's questions.
inline std::string moodle_category_path(const std::string& name) {
  return "$course$/top/" + moodle_category_part(name);
}

// $course$/top/<quiz>/<section>: the category of a section's questions.
inline std::string moodle_category_path(const std::string& quiz_name, const std::string& section_name) {
  return moodle_category_path(quiz_name) + "/" + moodle_category_part(section_name);
}

// The warning for a section whose draw a question bank cannot carry, and how to make the draw in Moodle.
inline std::string moodle_draw_message(const std::string& section_id, std::size_t draw, std::size_t count,
                                       const std::string& category) {
  return "section " + section_id + " draws " + std::to_string(draw) + " of its " + std::to_string(count) +
         " questions per attempt, which a Moodle question bank cannot carry: in the quiz, add " + std::to_string(draw) +
         " random questions from category \"" + category + "\"";
}

// The last part of a category path such as "$course$/top/Quiz name" ("//" in it is a '/'), or "" when that is
// "top" or a context such as "$course$": the name moodle_category_path wrote.
inline std::string moodle_category_name(const std::string& path) {
  std::string part;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (path[i] != '/') {
      part += path[i];
    } else if (i + 1 < path.size() && path[i + 1] == '/') {
      part += '/';
      ++i;
    } else {
      part.clear();
    }
  }
  const std::size_t first = part.find_first_not_of(' ');
  part = first == std::string::npos ? "" : part.substr(first, part.find_last_not_of(' ') - first + 1);
  if (part == "top" || (part.size() > 1 && part.front() == '$' && part.back() == '$')) return "";
  return part;
}

// The question's title in `lang` as plain text, or its id when it has none.
inline std::string question_display_name(const Question& question, const LanguageTag& lang) {
  if (question.title && question.title->has(lang)) {
    std::string name = plain_text(question.title->in(lang));
    if (!name.empty()) return name;
  }
  return question.id;
}

// Moodle short answers treat '*' as a wildcard; "\*" is a literal asterisk.
inline std::string moodle_short_answer(const std::string& answer) {
  std::string out;
  for (char c : answer) {
    if (c == '*') out += '\\';
    out += c;
  }
  return out;
}

}  // namespace quizpack

namespace quizpack {

// The accepted answers GIFT can write: '->' would turn a short-answer question into a matching one.
inline std::vector<std::string> gift_writable_answers(const ShortAnswer& question, const LanguageTag& lang) {
  std::vector<std::string> out;
  const auto found = question.accepted.find(lang);
  if (found == question.accepted.end()) return out;
  for (const auto& answer : found->second)
    if (answer.find("->") == std::string::npos) out.push_back(answer);
  return out;
}

}  // namespace quizpack

namespace quizpack {

// False for a question GIFT cannot write at all: a short answer with no writable accepted answer, an ordering
// question (GIFT has no syntax for one) or a cloze question (not written to GIFT).
inline bool gift_can_write(const Question& question, const LanguageTag& lang) {
  return std::visit(Overloaded{
                        [](const SingleChoice&) { return true; },
                        [](const MultipleResponse&) { return true; },
                        [](const TrueFalse&) { return true; },
                        [&](const ShortAnswer& body) { return !gift_writable_answers(body, lang).empty(); },
                        [](const Numerical&) { return true; },
                        [](const Matching&) { return true; },
                        [](const Essay&) { return true; },
                        [](const Ordering&) { return false; },
                        [](const Cloze&) { return false; },
                        [](const Description&) { return true; },
                    },
                    question.body);
}

}  // namespace quizpack
