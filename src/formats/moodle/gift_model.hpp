// GIFT questions as Moodle's importer reads them: texts unescaped with their format, answers with fractions.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"

namespace quizpack {

// The [format] markers GIFT knows; FORMAT_MOODLE is the default of a question text.
enum class GiftFormat { Moodle, Html, Plain, Markdown };

inline const char* gift_format_name(GiftFormat format) {
  switch (format) {
    case GiftFormat::Moodle:
      return "moodle";
    case GiftFormat::Html:
      return "html";
    case GiftFormat::Plain:
      return "plain";
    case GiftFormat::Markdown:
      return "markdown";
  }
  return "moodle";
}

struct GiftText {
  std::string text;  // unescaped and trimmed, as Moodle stores it
  GiftFormat format = GiftFormat::Moodle;

  bool operator==(const GiftText&) const = default;
};

enum class GiftKind { Description, Essay, MultipleChoice, TrueFalse, ShortAnswer, Numerical, Matching };

const char* gift_kind_name(GiftKind kind);

// One answer of a multiple-choice or short-answer question.
struct GiftAnswer {
  GiftText text;
  double fraction = 0;  // 1 = 100%
  GiftText feedback;
};

struct GiftNumericAnswer {
  bool any = false;  // Moodle's '*': the wrong-answer feedback entry, or a value Moodle could not read
  double value = 0;
  double tolerance = 0;
  bool is_range = false;  // written as min..max
  double low = 0;
  double high = 0;
  double fraction = 1;
  GiftText feedback;
};

struct GiftMatchPair {
  GiftText prompt;     // empty for an extra answer that matches no prompt
  std::string answer;  // plain text
};

struct GiftQuestion {
  std::string idnumber;           // from a "// [id:...]" comment line, empty when absent
  std::vector<std::string> tags;  // from "// [tag:...]" comment lines, in order
  std::string name;               // from ::name::, else made from the question text as Moodle does
  bool named = false;             // the GIFT gave ::name::
  std::string written_name;       // the ::name:: unescaped and trimmed, tags kept (Moodle strips them)
  std::string category;           // the $CATEGORY in force, empty when none
  GiftKind kind = GiftKind::Description;
  GiftText stem;
  GiftText general_feedback;
  bool single = true;                      // multiple choice: one right answer ('=' present)
  std::vector<GiftAnswer> answers;         // multiple choice and short answer
  bool truth = true;                       // true/false: the right answer
  GiftText feedback_true;                  // true/false: shown when the learner answers true
  GiftText feedback_false;                 // true/false: shown when the learner answers false
  std::vector<GiftNumericAnswer> numeric;  // numerical
  std::vector<GiftMatchPair> pairs;        // matching
  SourceLocation location;                 // first line of the question
};

struct GiftReadResult {
  std::vector<GiftQuestion> questions;
  std::string first_category;  // the file's first $CATEGORY, empty when none
  Diagnostics diagnostics;     // errors (questions Moodle would skip) and warnings, with line:column

  [[nodiscard]] bool has_errors() const {
    for (const auto& d : diagnostics)
      if (d.severity == Severity::Error) return true;
    return false;
  }
};

}  // namespace quizpack
