// The sections of several files, the languages of one quiz, as the sections of the quiz they make.
#pragma once

#include <string>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack {

// The sections one file gives, their titles in `languages`.
struct FileSections {
  std::string file;
  std::vector<LanguageTag> languages;
  std::vector<Section> sections;
};

// The sections of `files[source]` with a title in every language of `languages`: a file with as many sections
// gives its titles by position, with the state `state` (`source_language`'s are source). A language no file
// gives a title in gets the source title to be reviewed, with an import-section warning naming the file.
std::vector<Section> merge_sections(const std::vector<FileSections>& files, std::size_t source,
                                    const LanguageTag& source_language, const std::vector<LanguageTag>& languages,
                                    TranslationState state, Diagnostics& warnings);

// Adds to `sections` (a bank's) the titles of `file`'s sections, by position, in its languages, with `state`,
// when both have as many sections; else a warning, and the source titles stand in those languages, to be
// reviewed. A language the bank's title already has is kept unless `replace`.
void add_section_titles(std::vector<Section>& sections, const FileSections& file, const LanguageTag& source_language,
                        TranslationState state, bool replace, Diagnostics& warnings);

}  // namespace quizpack
