// Test-only: reads a Canvas QTI 1.2 assessment the way Canvas's importer finds each field (the QTI converters in
// gems/plugins/qti_exporter/lib/qti/), so tests can check that Canvas would get the bank's values.
#pragma once

#include <string>
#include <vector>

namespace quizpack::test {

struct ImportedAnswer {
  std::string ident;     // the response_label's (choices) or the response_lid's (matching prompts) ident
  long id = 0;           // Canvas's answer id: original_answer_ids in order, else 0
  std::string text;      // mattext as written (HTML as text for text/html)
  bool html = false;     // its texttype is text/html
  int weight = 0;        // 100 when Canvas takes it for right
  std::string comments;  // the <ident>_fb feedback's mattext
  long match_id = 0;     // matching: the match Canvas links the prompt to
  std::string blank_id;  // fill-in-multiple-blanks and multiple-dropdowns: the blank the answer belongs to
  // numerical
  std::string numerical_type;  // exact_answer or range_answer
  double exact = 0, margin = 0, start = 0, end = 0;
};

struct ImportedMatch {
  long match_id = 0;  // the first run of digits of the label's ident
  std::string text;
};

struct ImportedQuestion {
  std::string ident;
  std::string title;
  std::string question_type;
  double points_possible = 1;  // Canvas's default when the field is missing
  std::string question_text;
  std::string neutral_comments;  // general_fb
  std::vector<ImportedAnswer> answers;
  std::vector<ImportedMatch> matches;
};

// Every item of the assessment, as Canvas would import it. Throws when the document does not parse.
std::vector<ImportedQuestion> import_canvas_assessment(const std::string& xml);

}  // namespace quizpack::test
