// The sections of several files, the languages of one quiz, matched by position.
#include "import/merge/merge_sections.hpp"

#include <algorithm>

namespace quizpack {
namespace {

void set_title(Section& section, const LanguageTag& lang, Translation text, bool replace) {
  if (!replace && section.title.has(lang)) return;
  section.title.by_language.set(lang, std::move(text));
}

}  // namespace

void add_section_titles(std::vector<Section>& sections, const FileSections& file, const LanguageTag& source_language,
                        TranslationState state, bool replace, Diagnostics& warnings) {
  if (sections.empty() && file.sections.empty()) return;
  const bool matched = file.sections.size() == sections.size();
  if (!matched)
    warnings.push_back(warning("import-section",
                               file.file + " has " + std::to_string(file.sections.size()) + " sections but the quiz " +
                                   std::to_string(sections.size()) + ": the section titles in its languages are the " +
                                   "source titles, to be reviewed",
                               SourceLocation{file.file, 1, 1, ""}));
  for (std::size_t i = 0; i < sections.size(); ++i)
    for (const auto& lang : file.languages) {
      if (matched && file.sections[i].title.has(lang)) {
        set_title(sections[i], lang,
                  {file.sections[i].title.in(lang), lang == source_language ? TranslationState::Source : state},
                  replace);
      } else if (sections[i].title.has(source_language)) {
        set_title(sections[i], lang, {sections[i].title.in(source_language), TranslationState::NeedsReview}, replace);
      }
    }
}

std::vector<Section> merge_sections(const std::vector<FileSections>& files, std::size_t source,
                                    const LanguageTag& source_language, const std::vector<LanguageTag>& languages,
                                    TranslationState state, Diagnostics& warnings) {
  if (files.empty()) return {};
  std::vector<Section> out = files[source].sections;
  if (out.empty()) return out;
  for (auto& s : out) {
    LocalizedText title;
    if (s.title.has(source_language))
      title.by_language.set(source_language, {s.title.in(source_language), TranslationState::Source});
    s.title = std::move(title);
  }
  add_section_titles(out, files[source], source_language, state, false, warnings);
  for (std::size_t f = 0; f < files.size(); ++f)
    if (f != source) add_section_titles(out, files[f], source_language, state, false, warnings);
  for (auto& s : out)
    for (const auto& lang : languages)
      if (!s.title.has(lang) && s.title.has(source_language))
        s.title.by_language.set(lang, {s.title.in(source_language), TranslationState::NeedsReview});
  return out;
}

}  // namespace quizpack
