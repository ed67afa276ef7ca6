// IMS QTI 2.1 content packages (a zip's entries or an unpacked folder's files) as bank questions in one language.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/package_entry.hpp"
#include "model/quiz.hpp"

namespace quizpack {

struct Qti21Import {
  std::vector<LanguageTag> languages;        // the items' xml:lang, else the one given; empty when unknown
  std::vector<Question> questions;           // in the test's order, then the manifest's
  std::vector<Section> sections;             // the test's nested sections, when every question is in one
  std::vector<MediaFile> media;              // the images the items show, under media/
  std::string title;                         // the test's title, "" when none
  std::optional<double> passing_score;       // the test's PASS rule as a share of its MAXSCORE, when it has one
  std::optional<LocalizedText> description;  // the manifest's LOM description, when it has one
  bool shuffle_choices = false;              // every choice and matching interaction shuffles
  std::map<std::string, int> skipped;        // items left out, by reason
  Diagnostics diagnostics;                   // errors (the package cannot be read) and warnings, at entry:line
};

// Reads the package whose files are `entries`; `package` names it in diagnostics (entries are shown as
// package/path) and `lang` is its language when the items carry no xml:lang. A DOCTYPE, malformed XML or
// invalid UTF-8 in the manifest, the test or an item is an error; no DTD or external entity is ever loaded.
Qti21Import import_qti21(const std::vector<PackageEntry>& entries, const std::string& package, const LanguageTag& lang);

}  // namespace quizpack
