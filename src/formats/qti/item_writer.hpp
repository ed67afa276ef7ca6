// One question as a QTI 2.1 or QTI 3.0 assessment item document in one language.
#pragma once

#include <set>
#include <string>

#include "formats/qti/qti_writer.hpp"
#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack::qti {

struct ItemDocument {
  std::string path;         // package entry, e.g. items/q1.xml
  std::string identifier;   // e.g. Q_q1
  std::string title;        // plain text in the item's language
  std::string interaction;  // QTI 2.1 interaction element name, for the manifest metadata
  std::string xml;
  std::set<std::string> images;  // bank paths of the images the item shows
};

// The quiz gives the choice shuffling (the delivery system may present choices and matching texts in random order)
// and its own words for true and false.
ItemDocument write_item(const Quiz& quiz, const Question& question, const LanguageTag& lang, QtiVersion version,
                        Diagnostics& warnings);

}  // namespace quizpack::qti
