// An XLIFF file's targets checked against the bank they came from, as edits of its texts.
#pragma once

#include <vector>

#include "import/xliff/xliff_reader.hpp"
#include "model/quiz.hpp"
#include "model/text_edit.hpp"

namespace quizpack {

struct XliffMergeResult {
  std::vector<TextEdit> edits;  // one per unit with a target whose source is current
  Diagnostics problems;         // errors refuse the file; warnings (xliff-stale) name units left out
};

// Units whose <source> is no longer the bank's source text are stale (a warning, never merged). Errors: languages
// that are not the bank's, unknown or repeated unit ids, targets whose codes are not the source's (missing, extra,
// repeated or nested elsewhere), blank targets, characters XML cannot carry, unknown states.
// `interface`: the player's interface texts in the source language when the target language has no catalogue, so
// that units of every interface text merge (see bank_units).
XliffMergeResult merge_targets(const XliffFile& file, const Quiz& quiz, const UiTexts* interface = nullptr);

}  // namespace quizpack
