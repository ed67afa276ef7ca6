// Sections of imported questions made from the categories or sections their files put them in.
#include "import/ids/imported_sections.hpp"

#include <algorithm>
#include <cctype>

#include "formats/moodle/moodle_names.hpp"
#include "import/html/markdown_escape.hpp"
#include "import/ids/imported_ids.hpp"
#include "text/markdown.hpp"

namespace quizpack {
namespace {

constexpr std::size_t kIdLimit = 64;

// The path of `category` below the file's first category when it stands there, else the whole path.
std::string below_first(const std::string& category, const std::string& first) {
  if (!first.empty() && category.size() > first.size() + 1 && category.rfind(first + "/", 0) == 0)
    return category.substr(first.size() + 1);
  return category;
}

// The categories holding questions, in the order of first appearance.
std::vector<std::string> categories_in_order(const std::vector<std::string>& of_questions) {
  std::vector<std::string> out;
  for (const auto& c : of_questions)
    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  return out;
}

// `questions` grouped by the index of their category in `order`, keeping their order within a category; each
// question brought up to the others of its category is a warning.
void group_questions(std::vector<Question>& questions, const std::vector<std::size_t>& group, const std::string& rule,
                     const std::vector<std::string>& order, Diagnostics& warnings) {
  for (std::size_t i = 1; i < questions.size(); ++i) {
    const bool seen = std::find(group.begin(), group.begin() + static_cast<std::ptrdiff_t>(i), group[i]) !=
                      group.begin() + static_cast<std::ptrdiff_t>(i);
    if (seen && group[i - 1] != group[i])
      warnings.push_back(warning(rule,
                                 "question " + questions[i].id + " moves up to the other questions of category \"" +
                                     order[group[i]] + "\": a section's questions stand together",
                                 questions[i].location));
  }
  std::vector<std::size_t> index(questions.size());
  for (std::size_t i = 0; i < index.size(); ++i) index[i] = i;
  std::stable_sort(index.begin(), index.end(), [&](std::size_t a, std::size_t b) { return group[a] < group[b]; });
  std::vector<Question> sorted;
  sorted.reserve(questions.size());
  for (std::size_t i : index) sorted.push_back(std::move(questions[i]));
  questions = std::move(sorted);
}

// Adds each random question's draw to the section of its category; one standing elsewhere is a warning.
void add_randoms(std::vector<Section>& sections, const std::vector<std::string>& order,
                 const FileCategories& categories, const std::vector<Question>& questions, const std::string& rule,
                 Diagnostics& warnings) {
  std::vector<std::size_t> wanted(sections.size(), 0);
  for (const auto& random : categories.randoms) {
    const auto found = std::find(order.begin(), order.end(), random.category);
    if (sections.empty() || found == order.end()) {
      warnings.push_back(warning(rule,
                                 "a random question of category \"" + random.category +
                                     "\" is left out: the category is no section of the quiz" +
                                     (sections.empty() ? " (the file's questions all stand in its first category)"
                                                       : " (it holds no question)"),
                                 random.location));
      continue;
    }
    ++wanted[static_cast<std::size_t>(found - order.begin())];
  }
  for (std::size_t i = 0; i < sections.size(); ++i)
    if (wanted[i] > 0) set_draw(sections[i], wanted[i], questions, "category \"" + order[i] + "\"", rule, warnings);
}

// A category path's parts, split at each '/' that is not part of a "//" (an escaped '/').
std::vector<std::string> category_parts(const std::string& path) {
  std::vector<std::string> parts(1);
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (path[i] != '/') {
      parts.back() += path[i];
    } else if (i + 1 < path.size() && path[i + 1] == '/') {
      parts.back() += "//";
      ++i;
    } else {
      parts.emplace_back();
    }
  }
  return parts;
}

}  // namespace

std::string quiz_category(const FileCategories& categories) {
  const std::string& first = categories.first;
  const auto at_or_below = [&](const std::string& c) { return c == first || c.rfind(first + "/", 0) == 0; };
  if (categories.of_questions.empty() ||
      std::all_of(categories.of_questions.begin(), categories.of_questions.end(), at_or_below))
    return first;
  std::vector<std::string> common = category_parts(categories.of_questions.front());
  for (const auto& c : categories.of_questions) {
    const std::vector<std::string> parts = category_parts(c);
    std::size_t n = 0;
    while (n < common.size() && n < parts.size() && common[n] == parts[n]) ++n;
    common.resize(n);
  }
  std::string path;
  for (const auto& part : common) path += (path.empty() ? "" : "/") + part;
  return moodle_category_name(path).empty() ? first : path;
}

std::string section_id_from(const std::string& text, const std::string& fallback, std::vector<std::string>& taken) {
  std::string id;
  for (char c : text) {
    const bool kept = std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
    if (!kept && (id.empty() || id.back() == '-')) continue;
    id += kept ? c : '-';
  }
  while (!id.empty() && id.back() == '-') id.pop_back();
  if (id.empty()) id = fallback.empty() ? "section" : fallback;
  if (!std::isalpha(static_cast<unsigned char>(id[0])) && id[0] != '_') id = "s-" + id;
  if (id.size() > kIdLimit) id.resize(kIdLimit);
  const std::string wanted = id;
  for (int n = 2; std::find(taken.begin(), taken.end(), id) != taken.end(); ++n) {
    const std::string suffix = "-" + std::to_string(n);
    id = wanted.substr(0, std::min(wanted.size(), kIdLimit - suffix.size())) + suffix;
  }
  taken.push_back(id);
  return id;
}

LocalizedText section_title(const std::string& title, const std::vector<LanguageTag>& languages) {
  std::string markdown;
  append_escaped(markdown, title);
  LocalizedText out;
  for (const auto& lang : languages)
    out.by_language.set(lang, Translation{parse_markdown(markdown), TranslationState::Source});
  return out;
}

std::string questions_text(std::size_t n) { return std::to_string(n) + (n == 1 ? " question" : " questions"); }

void set_draw(Section& section, std::size_t wanted, const std::vector<Question>& questions, const std::string& source,
              const std::string& rule, Diagnostics& warnings) {
  for (std::size_t i = section.first; i < section.first + section.count; ++i)
    if (is_description(questions[i].body)) {
      warnings.push_back(warning(rule,
                                 source + " draws " + questions_text(wanted) + " at random, but it holds description " +
                                     questions[i].id + ", which a draw cannot take; section " + section.id +
                                     " keeps all its questions, without a draw",
                                 section.location));
      return;
    }
  for (std::size_t i = section.first + 1; i < section.first + section.count; ++i)
    if (questions[i].points != questions[section.first].points) {
      warnings.push_back(warning(rule,
                                 source + " draws " + questions_text(wanted) +
                                     " at random, but its questions are worth different points; section " + section.id +
                                     " keeps all its questions, without a draw",
                                 section.location));
      return;
    }
  if (wanted > section.count)
    warnings.push_back(warning(rule,
                               source + " draws " + questions_text(wanted) + " at random but holds " +
                                   std::to_string(section.count) + "; section " + section.id + " draws " +
                                   std::to_string(section.count),
                               section.location));
  section.draw = std::min(wanted, section.count);
}

std::vector<Section> sections_from_categories(std::vector<Question>& questions, const FileCategories& categories,
                                              const std::vector<LanguageTag>& languages, const std::string& rule,
                                              Diagnostics& warnings) {
  const std::vector<std::string> order = categories_in_order(categories.of_questions);
  const bool sectioned = std::any_of(order.begin(), order.end(), [&](const auto& c) { return c != categories.first; });
  std::vector<Section> sections;
  if (!sectioned || questions.size() != categories.of_questions.size()) {
    add_randoms(sections, order, categories, questions, rule, warnings);
    return sections;
  }
  std::vector<std::size_t> group;
  for (const auto& c : categories.of_questions)
    group.push_back(static_cast<std::size_t>(std::find(order.begin(), order.end(), c) - order.begin()));
  group_questions(questions, group, rule, order, warnings);
  std::sort(group.begin(), group.end());
  std::vector<std::string> taken;
  const std::string quiz = quiz_category(categories);
  std::size_t first = 0;
  for (std::size_t g = 0; g < order.size(); ++g) {
    Section s;
    const auto idnumber = categories.idnumbers.find(order[g]);
    if (idnumber != categories.idnumbers.end() && is_bank_id(idnumber->second) &&
        std::find(taken.begin(), taken.end(), idnumber->second) == taken.end()) {
      s.id = idnumber->second;
      taken.push_back(s.id);
    } else {
      const std::string below = below_first(order[g], quiz);
      s.id = section_id_from(category_slug(below), category_slug(order[g]), taken);
    }
    const std::string name = moodle_category_name(order[g]);
    s.title = section_title(name.empty() ? s.id : name, languages);
    s.first = first;
    s.count = static_cast<std::size_t>(std::count(group.begin(), group.end(), g));
    s.location = questions[first].location;
    for (std::size_t i = first; i < first + s.count; ++i) questions[i].section = s.id;
    first += s.count;
    sections.push_back(std::move(s));
  }
  add_randoms(sections, order, categories, questions, rule, warnings);
  return sections;
}

void fit_sections(Quiz& quiz, Diagnostics& warnings) {
  std::vector<Section> kept;
  for (auto& s : quiz.sections) {
    s.count = 0;
    for (std::size_t i = 0; i < quiz.questions.size(); ++i)
      if (quiz.questions[i].section == s.id) {
        if (s.count == 0) s.first = i;
        ++s.count;
      }
    if (s.count == 0) continue;
    if (s.draw && *s.draw > s.count) {
      warnings.push_back(warning("import-section",
                                 "section " + s.id + " draws " + std::to_string(*s.draw) + " questions but keeps " +
                                     std::to_string(s.count) + "; it draws " + std::to_string(s.count),
                                 s.location));
      s.draw = s.count;
    }
    kept.push_back(std::move(s));
  }
  quiz.sections = std::move(kept);
}

}  // namespace quizpack
