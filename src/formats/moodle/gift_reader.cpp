// Reads GIFT with Moodle's rules: blank-line blocks, // comments, $CATEGORY, ::name::, [format], answers.
#include "formats/moodle/gift_reader.hpp"

#include <cctype>
#include <charconv>
#include <optional>
#include <utility>

#include "formats/moodle/gift_parts.hpp"
#include "formats/moodle/gift_scan.hpp"

namespace quizpack {

using gift::idnumber_from_comment;
using gift::is_true_false;
using gift::parse_double;
using gift::read_true_false;
using gift::Scanned;
using gift::ScanView;
using gift::split_answers;
using gift::text_and_feedback;
using gift::text_with_format;

namespace {

struct SourceLine {
  std::string_view text;  // trimmed, as Moodle keeps it; a view into the file's text
  int line = 0;
  int column = 0;  // of the first kept character
};

using Block = std::vector<SourceLine>;

// PHP's empty() on a trimmed line: "" and "0" both end a question.
bool ends_question(std::string_view trimmed) { return trimmed.empty() || trimmed == "0"; }

// Calls `on_block` with each run of lines that holds a question (Moodle's blank-line blocks), in order.
template <class OnBlock>
void for_each_block(std::string_view text, OnBlock&& on_block) {
  // A file with CR line ends only is one line to PHP's file(); Moodle splits it on CR.
  const char separator =
      text.find('\n') == std::string_view::npos && text.find('\r') != std::string_view::npos ? '\r' : '\n';
  Block current;
  int number = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    auto end = text.find(separator, start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view raw = text.substr(start, end - start);
    start = end + 1;
    ++number;
    std::size_t lead = 0;
    while (lead < raw.size() && gift::is_php_space(raw[lead])) ++lead;
    std::size_t tail = raw.size();
    while (tail > lead && gift::is_php_space(raw[tail - 1])) --tail;
    const std::string_view trimmed = raw.substr(lead, tail - lead);
    if (ends_question(trimmed)) {
      if (!current.empty()) on_block(current);
      current.clear();
      continue;
    }
    current.push_back({trimmed, number, static_cast<int>(lead) + 1});
  }
  if (!current.empty()) on_block(current);
}

class QuestionReader {
 public:
  QuestionReader(const Block& block, const std::string& file, Diagnostics& diagnostics)
      : block_(block), file_(file), diagnostics_(diagnostics) {}

  enum class Outcome { Nothing, Category, Question, Skipped };

  Outcome read(std::string& category, GiftQuestion& question) {
    std::string_view id_comment;
    const std::string joined = join_lines(id_comment, question.tags);
    std::size_t lead = 0;
    while (lead < joined.size() && gift::is_php_space(joined[lead])) ++lead;
    const std::string_view trimmed = gift::php_trim_view(joined);
    if (trimmed.empty()) return Outcome::Nothing;
    const Scanned scanned = gift::scan_escapes(trimmed, lead);
    ScanView text = scanned.view();

    if (text.chars.rfind("$CATEGORY:", 0) == 0 && !text.literal[9]) {
      category = gift::php_trim(gift::placeholder_text(gift::slice_from(text, 10)));
      return Outcome::Category;
    }

    question.idnumber = idnumber_from_comment(id_comment);
    question.location = where(0, text);
    question.named = take_name(text, question.name, question.written_name);

    Stem stem;
    if (const auto failed = split_stem(text, stem)) return *failed;
    ScanView general;
    const auto separator = gift::rfind_live(stem.answers, "####");
    if (separator != std::string::npos) {
      general = gift::slice_from(stem.answers, separator + 4);
      stem.answers = gift::trim_live(gift::slice(stem.answers, 0, separator));
    }

    question.stem = text_with_format(stem.text, GiftFormat::Moodle);
    question.general_feedback = text_with_format(general, question.stem.format);
    if (!question.named) question.name = gift::default_question_name(question.stem.text);
    question.category = category;
    answer_origin_ = stem.open == std::string::npos ? 0 : stem.open + 1;
    text_ = text;
    return read_answers(stem, question) ? Outcome::Question : Outcome::Skipped;
  }

 private:
  struct LineStart {
    std::size_t offset;
    const SourceLine* line;
  };

  // A question's text around its answers: `{` at `open` (npos for a description), the answers between.
  struct Stem {
    ScanView answers;
    Scanned storage;
    ScanView text;
    std::size_t open = std::string::npos;
    bool description = false;
  };

  // The block's lines joined by line breaks, comments blanked; `id_comment` gets the first with an [id:...],
  // `tags` the names of every [tag:...].
  std::string join_lines(std::string_view& id_comment, std::vector<std::string>& tags) {
    std::string joined;
    std::size_t length = 0;
    for (const auto& line : block_) length += line.text.size() + 1;
    joined.reserve(length);
    starts_.reserve(block_.size());
    for (const auto& line : block_) {
      if (!joined.empty() || !starts_.empty()) joined += '\n';
      starts_.push_back({joined.size(), &line});
      if (line.text.substr(0, 2) == "//") {
        if (id_comment.empty() && line.text.find("[id:") != std::string_view::npos) id_comment = line.text;
        gift::tags_from_comment(line.text, tags);
        joined += ' ';
      } else {
        joined += line.text;
      }
    }
    return joined;
  }

  // Takes a leading ::name:: off `text` into `name` as Moodle keeps it and `written` as the file has it;
  // false when the question has none.
  static bool take_name(ScanView& text, std::string& name, std::string& written) {
    if (gift::find_live(text, "::") != 0) return false;
    text = gift::slice_from(text, 2);
    const auto finish = gift::find_live(text, "::");
    if (finish == std::string::npos) return false;
    written = gift::php_trim(gift::post_text(gift::slice(text, 0, finish)));
    name = clean_question_name(written);
    text = gift::trim_live(gift::slice_from(text, finish + 2));
    return true;
  }

  // Splits `text` at its braces into the question text (a blank for an embedded answer) and the answers.
  std::optional<Outcome> split_stem(const ScanView& text, Stem& stem) {
    const auto open = gift::find_live(text, "{");
    const auto close = gift::find_live(text, "}");
    stem.open = open;
    if (open == std::string::npos && close == std::string::npos) {
      stem.description = true;
      stem.text = text;
      return std::nullopt;
    }
    if (open == std::string::npos) return fail(close, text, "'}' without an opening '{'");
    if (close == std::string::npos) return fail(open, text, "'{' without a closing '}'");
    if (close < open) return fail(close, text, "'}' before the opening '{'");
    stem.answers = gift::trim_live(gift::slice(text, open + 1, close));
    gift::append(stem.storage, gift::slice(text, 0, open));
    if (!text.live(text.size() - 1, '}')) gift::append_live(stem.storage, "_____", text.origin[open]);
    gift::append(stem.storage, gift::slice_from(text, close + 1));
    stem.text = stem.storage.view();
    return std::nullopt;
  }

  // Moodle's choice of question type from the answers' shape, then that type's answers.
  bool read_answers(const Stem& stem, GiftQuestion& question) {
    const ScanView& answers = stem.answers;
    const GiftFormat format = question.stem.format;
    if (stem.description) {
      question.kind = GiftKind::Description;
      return true;
    }
    if (answers.empty()) {
      question.kind = GiftKind::Essay;
      return true;
    }
    if (answers.live(0, '#')) {
      question.kind = GiftKind::Numerical;
      return read_numerical(answers, format, question);
    }
    if (gift::find_live(answers, "~") != std::string::npos) {
      question.kind = GiftKind::MultipleChoice;
      return read_multiple_choice(answers, format, question);
    }
    if (gift::find_live(answers, "=") != std::string::npos && answers.chars.find("->") != std::string::npos) {
      question.kind = GiftKind::Matching;
      return read_matching(answers, format, question);
    }
    if (is_true_false(answers)) {
      question.kind = GiftKind::TrueFalse;
      read_true_false(answers, format, question);
      return true;
    }
    question.kind = GiftKind::ShortAnswer;
    return read_short_answer(answers, format, question);
  }

  SourceLocation where(std::size_t index, const ScanView& s) const {
    const std::size_t offset = index < s.size() ? s.origin[index] : (s.empty() ? 0 : s.origin[s.size() - 1] + 1);
    const LineStart* found = &starts_.front();
    for (const auto& start : starts_)
      if (start.offset <= offset) found = &start;
    SourceLocation location;
    location.file = file_;
    location.line = found->line->line;
    location.column = found->line->column + static_cast<int>(offset - found->offset);
    return location;
  }

  Outcome fail(std::size_t index, const ScanView& s, const std::string& message) {
    diagnostics_.push_back(error("gift-syntax", message, where(index, s)));
    return Outcome::Skipped;
  }

  bool fail_answer(const ScanView& at, const std::string& message) {
    SourceLocation location = at.empty() ? where(answer_origin_, text_) : where(0, at);
    diagnostics_.push_back(error("gift-syntax", message, location));
    return false;
  }

  // Moodle's answer weight: ^%-*[0-9]{1,2}\.?[0-9]*% at the start of the answer.
  std::optional<double> take_weight(ScanView& answer, bool& bad) {
    bad = false;
    const auto& c = answer.chars;
    std::size_t i = 0;
    if (!answer.live(0, '%')) return std::nullopt;
    i = 1;
    std::size_t minus = 0;
    while (i < c.size() && answer.live(i, '-')) ++i, ++minus;
    std::size_t digits = 0;
    while (i < c.size() && std::isdigit(static_cast<unsigned char>(c[i])) && !answer.literal[i] && digits < 2)
      ++i, ++digits;
    if (digits == 0) return std::nullopt;
    if (i < c.size() && answer.live(i, '.')) ++i;
    while (i < c.size() && std::isdigit(static_cast<unsigned char>(c[i])) && !answer.literal[i]) ++i;
    if (i >= c.size() || !answer.live(i, '%')) return std::nullopt;
    const auto end = c.find('%', 1);
    const std::string_view number = c.substr(1, end - 1);
    answer = gift::slice_from(answer, end + 1);
    double value = 0;
    if (minus > 1 || !parse_double(number, value)) {
      bad = true;
      return std::nullopt;
    }
    return value / 100;
  }

  bool read_multiple_choice(const ScanView& answers, GiftFormat format, GiftQuestion& q) {
    q.single = gift::find_live(answers, "=") != std::string::npos;
    const auto parts = split_answers(answers, '~', true);
    if (parts.size() < 2) return fail_answer(answers, "a multiple-choice question needs at least 2 answers");
    for (const auto& part : parts) {
      const ScanView answer = gift::trim_live(part);
      const bool right = !answer.empty() && answer.live(0, '=');
      const bool added = right ? add_answer(part, gift::slice_from(answer, 1), 1, false, format, q)
                               : add_answer(part, answer, 0, true, format, q);
      if (!added) return false;
    }
    return true;
  }

  // Adds text#feedback worth `fraction`, or the answer's own %weight% when `weighted`; false on a bad weight.
  bool add_answer(const ScanView& part, ScanView answer, double fraction, bool weighted, GiftFormat format,
                  GiftQuestion& q) {
    if (weighted) {
      bool bad = false;
      if (auto weight = take_weight(answer, bad)) fraction = *weight;
      if (bad) return fail_answer(part, "the answer weight is not a number");
    }
    auto [text, feedback] = text_and_feedback(answer, format);
    q.answers.push_back({std::move(text), fraction, std::move(feedback)});
    return true;
  }

  bool read_matching(const ScanView& answers, GiftFormat format, GiftQuestion& q) {
    const auto parts = split_answers(answers, '=', false);
    if (parts.size() < 2) return fail_answer(answers, "a matching question needs at least 2 pairs");
    for (const auto& part : parts) {
      const ScanView pair = gift::trim_live(part);
      const auto arrow = pair.chars.find("->");
      if (arrow == std::string_view::npos)
        return fail_answer(part, "a matching pair needs '->' between prompt and answer");
      q.pairs.push_back(
          {text_with_format(gift::slice(pair, 0, arrow), format), gift::post_text(gift::slice_from(pair, arrow + 2))});
    }
    return true;
  }

  bool read_short_answer(const ScanView& answers, GiftFormat format, GiftQuestion& q) {
    const auto parts = split_answers(answers, '=', false);
    if (parts.empty()) return fail_answer(answers, "a short-answer question needs at least 1 answer");
    for (const auto& part : parts)
      if (!add_answer(part, gift::trim_live(part), 1, true, format, q)) return false;
    return true;
  }

  bool read_numerical(const ScanView& all, GiftFormat format, GiftQuestion& q) {
    ScanView answers = gift::slice_from(all, 1);
    ScanView wrong;
    const auto tilde = gift::find_live(answers, "~");
    if (tilde != std::string::npos) {
      wrong = gift::slice_from(answers, tilde);
      answers = gift::slice(answers, 0, tilde);
    }
    const auto parts = split_answers(answers, '=', false);
    if (parts.empty()) return fail_answer(all, "a numerical question needs at least 1 answer");
    for (const auto& part : parts) {
      ScanView answer = gift::trim_live(part);
      GiftNumericAnswer numeric;
      bool bad = false;
      if (auto weight = take_weight(answer, bad)) numeric.fraction = *weight;
      if (bad) return fail_answer(part, "the answer weight is not a number");
      auto [text, feedback] = text_and_feedback(answer, format);
      numeric.feedback = std::move(feedback);
      const std::string_view value = text.text;
      const auto range = value.find("..");
      const auto colon = value.find(':');
      if (range != std::string::npos && range > 0) {
        if (!parse_double(value.substr(0, range), numeric.low) || !parse_double(value.substr(range + 2), numeric.high))
          return fail_answer(part, "a numerical range needs numbers: min..max");
        numeric.is_range = true;
        numeric.value = (numeric.high + numeric.low) / 2;
        numeric.tolerance = numeric.high - numeric.value;
      } else if (colon != std::string::npos && colon > 0) {
        if (!parse_double(value.substr(colon + 1), numeric.tolerance))
          return fail_answer(part, "the tolerance is not a number: value:tolerance");
        numeric.any = !parse_double(value.substr(0, colon), numeric.value);
      } else {
        numeric.any = !parse_double(value, numeric.value);
      }
      if (numeric.any)
        diagnostics_.push_back(warning("gift-number", "'" + text.text + "' is not a number: Moodle accepts any answer",
                                       where(0, part.empty() ? all : part)));
      q.numeric.push_back(std::move(numeric));
    }
    if (!wrong.empty()) {
      GiftNumericAnswer any;
      any.any = true;
      any.fraction = 0;
      any.feedback = text_and_feedback(wrong, format).second;
      q.numeric.push_back(std::move(any));
    }
    return true;
  }

  const Block& block_;
  const std::string& file_;
  Diagnostics& diagnostics_;
  std::vector<LineStart> starts_;
  ScanView text_;
  std::size_t answer_origin_ = 0;
};

}  // namespace

GiftReadResult read_gift(std::string_view text, const std::string& file) {
  GiftReadResult result;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::string category;
  for_each_block(text, [&](const Block& block) {
    GiftQuestion question;
    QuestionReader reader(block, file, result.diagnostics);
    const auto outcome = reader.read(category, question);
    if (outcome == QuestionReader::Outcome::Question) result.questions.push_back(std::move(question));
    if (outcome == QuestionReader::Outcome::Category && result.first_category.empty()) result.first_category = category;
  });
  return result;
}

}  // namespace quizpack
