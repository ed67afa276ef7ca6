// Sections of imported questions: a Moodle XML or GIFT file's categories, a QTI test's nested sections.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// A Moodle `random` question: one more question drawn per attempt from the category it stands in.
struct CategoryRandom {
  std::string category;
  SourceLocation location;
};

// The categories of a Moodle XML or GIFT file as its reader met them.
struct FileCategories {
  std::string first;                             // the file's first category: the quiz's
  std::vector<std::string> of_questions;         // the category each question stands in, in order
  std::map<std::string, std::string> idnumbers;  // a category's idnumber, when the file gives one
  std::vector<CategoryRandom> randoms;           // in the order met
};

// The category that names the quiz: the file's first, unless some question stands outside it; then the deepest
// category holding every question's (Moodle's exports put a course's topics side by side under one), when that is
// below Moodle's "top".
std::string quiz_category(const FileCategories& categories);

// The sections of `questions` when some question stands in another category than the first: one per category
// holding questions, in the order of first appearance, its id the category's idnumber when that is a bank id,
// else made from its path (below the quiz's category when it is there), its title the path's last part in each
// of `languages`. Questions are grouped so each section's stand together (stable), each move a warning; each
// question names its section. Each random question adds 1 to its category's draw, as far as the bank allows
// (warnings under `rule` say what is not kept). No sections when every question stands in the first category.
std::vector<Section> sections_from_categories(std::vector<Question>& questions, const FileCategories& categories,
                                              const std::vector<LanguageTag>& languages, const std::string& rule,
                                              Diagnostics& warnings);

// Sets `section`'s draw to `wanted`, as far as the bank allows: at most its questions, and only when they are
// worth the same points; what is not kept is a warning under `rule` naming `source` (a category, a section).
void set_draw(Section& section, std::size_t wanted, const std::vector<Question>& questions, const std::string& source,
              const std::string& rule, Diagnostics& warnings);

// `title` as a section title in every language of `languages`, with the state source.
LocalizedText section_title(const std::string& title, const std::vector<LanguageTag>& languages);

// The quiz's sections fitted to its questions after some were left out: each question's section gives
// first and count; a section left without questions is dropped, a draw over its questions is cut (a warning).
void fit_sections(Quiz& quiz, Diagnostics& warnings);

// A bank id made from `text` (characters outside the id rule become '-'), distinct from `taken`, which then
// holds it; `fallback` when nothing is left.
std::string section_id_from(const std::string& text, const std::string& fallback, std::vector<std::string>& taken);

}  // namespace quizpack
