// One question as a QTI 2.1 assessmentItem document in one language.
#pragma once

#include <set>
#include <string>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack::qti21 {

struct ItemDocument {
  std::string path;         // package entry, e.g. items/q1.xml
  std::string identifier;   // e.g. Q_q1
  std::string title;        // plain text in the item's language
  std::string interaction;  // QTI interaction element name, for the manifest metadata
  std::string xml;
  std::set<std::string> images;  // bank paths of the images the item shows
};

// `shuffle_choices` lets the delivery system present choices and matching texts in random order.
ItemDocument write_item(const Question& question, const LanguageTag& lang, bool shuffle_choices, Diagnostics& warnings);

}  // namespace quizpack::qti21
