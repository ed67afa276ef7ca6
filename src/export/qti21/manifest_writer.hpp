// The imsmanifest.xml of a QTI 2.1 content package (IMS CP 1.1 with IMS MD 1.2 and QTI metadata).
#pragma once

#include <string>
#include <vector>

#include "formats/qti/item_writer.hpp"
#include "model/quiz.hpp"

namespace quizpack::qti21 {

// `media` lists, per item (same order as `items`), the package paths of the files it shows.
std::string write_manifest(const Quiz& quiz, const LanguageTag& lang, const std::vector<qti::ItemDocument>& items,
                           const std::vector<std::vector<std::string>>& media);

}  // namespace quizpack::qti21
