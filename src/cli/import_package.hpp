// QTI 2.1 content packages for `quizpack import`: a zip file or its unpacked folder read into memory, then read.
#pragma once

#include <string>

#include "cli/import_inputs.hpp"

namespace quizpack::cli {

// True when `file` is a folder holding imsmanifest.xml, or a file that starts as a zip archive does.
bool is_qti21_package(const std::string& file);

// Reads the package at `file` into `in`; `lang` is its language when the items carry no xml:lang (a usage
// error when neither says). A zip or folder past the package limits is an error naming the file.
void read_qti21_input(const std::string& file, const LanguageTag& lang, ImportInput& in);

// Gives `quiz` the title of each QTI 2.1 package in the package's language (the source language's state
// stays source, the others get `state`): packages, unlike the other formats, carry one title per language.
void use_package_titles(const std::vector<ImportInput>& inputs, TranslationState state, Quiz& quiz);

}  // namespace quizpack::cli
