// Moodle's pieces of a GIFT question, shared by the reader's question kinds.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "formats/moodle/gift_model.hpp"
#include "formats/moodle/gift_scan.hpp"

namespace quizpack::gift {

// The name Moodle gives an unnamed question: its text without tags, spaces collapsed, about 80 characters.
std::string default_question_name(const std::string& text);

// Moodle's parse_text_with_format: an optional leading [moodle|html|plain|markdown] marker.
GiftText text_with_format(const ScanView& s, GiftFormat default_format);

// Moodle's commentparser: text#feedback, both with an optional format marker.
std::pair<GiftText, GiftText> text_and_feedback(const ScanView& s, GiftFormat format);

// Splits at every unescaped `separator`; with keep_equals, also before every '=' (kept).
std::vector<ScanView> split_answers(const ScanView& s, char separator, bool keep_equals);

// The [id:...] token of the first comment line that has one; "\]" stands for "]". The token ends
// with its line, as Moodle's comments are joined with line breaks, which end an id.
std::string idnumber_from_comment(std::string_view comment);

// Appends the names of every "[tag:...]" in a comment line to `tags`.
void tags_from_comment(std::string_view comment, std::vector<std::string>& tags);

// PHP's is_numeric and (float) on a trimmed text; false when it is not a number.
bool parse_double(std::string_view text, double& out);

// Moodle's test for a true/false question: T, TRUE, F or FALSE before any feedback.
bool is_true_false(const ScanView& answers);

// The truth and the two feedbacks of a true/false answer: T#wrong#right.
void read_true_false(const ScanView& answers, GiftFormat format, GiftQuestion& q);

}  // namespace quizpack::gift
