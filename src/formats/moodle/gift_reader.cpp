// Reads GIFT with Moodle's rules: blank-line blocks, // comments, $CATEGORY, ::name::, [format], answers.
#include "formats/moodle/gift_reader.hpp"

#include <cctype>
#include <charconv>
#include <optional>
#include <utility>

#include "formats/moodle/gift_scan.hpp"

namespace quizpack {

using gift::Scanned;
using gift::ScanView;

const char* gift_kind_name(GiftKind kind) {
  switch (kind) {
    case GiftKind::Description:
      return "description";
    case GiftKind::Essay:
      return "essay";
    case GiftKind::MultipleChoice:
      return "multichoice";
    case GiftKind::TrueFalse:
      return "truefalse";
    case GiftKind::ShortAnswer:
      return "shortanswer";
    case GiftKind::Numerical:
      return "numerical";
    case GiftKind::Matching:
      return "match";
  }
  return "description";
}

std::string clean_question_name(std::string_view name) {
  if (name.find('<') == std::string_view::npos) return gift::php_trim(name);
  std::string out;
  out.reserve(name.size());
  for (std::size_t i = 0; i < name.size(); ++i) {
    const char c = name[i];
    const char next = i + 1 < name.size() ? name[i + 1] : '\0';
    if (c == '<' && (std::isalpha(static_cast<unsigned char>(next)) || next == '/' || next == '!' || next == '?')) {
      const auto close = name.find('>', i);
      if (close == std::string_view::npos) break;
      i = close;
      continue;
    }
    out += c;
  }
  return gift::php_trim(out);
}

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

// The [id:...] token of the first comment line that has one; "\]" stands for "]". The token ends
// with its line, as Moodle's comments are joined with line breaks, which end an id.
std::string idnumber_from_comment(std::string_view comment) {
  const auto start = comment.find("[id:");
  if (start == std::string_view::npos) return {};
  std::string id;
  for (std::size_t i = start + 4; i < comment.size(); ++i) {
    const char c = comment[i];
    if (c == '\\' && i + 1 < comment.size() && comment[i + 1] == ']') {
      id += ']';
      ++i;
      continue;
    }
    if (c == ']') return id;
    if (c == '[' || static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return {};
    id += c;
  }
  return {};
}

bool parse_double(std::string_view text, double& out) {
  std::string_view view = gift::php_trim_view(text);
  if (!gift::is_php_numeric(view)) return false;
  if (!view.empty() && view.front() == '+') view.remove_prefix(1);
  const auto [ptr, ec] = std::from_chars(view.data(), view.data() + view.size(), out);
  return ec == std::errc() && ptr == view.data() + view.size();
}

class QuestionReader {
 public:
  QuestionReader(const Block& block, const std::string& file, Diagnostics& diagnostics)
      : block_(block), file_(file), diagnostics_(diagnostics) {}

  enum class Outcome { Nothing, Category, Question, Skipped };

  Outcome read(std::string& category, GiftQuestion& question) {
    std::string_view id_comment;
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
        joined += ' ';
      } else {
        joined += line.text;
      }
    }
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
    bool named = false;
    if (gift::find_live(text, "::") == 0) {
      text = gift::slice_from(text, 2);
      const auto finish = gift::find_live(text, "::");
      if (finish != std::string::npos) {
        question.name = clean_question_name(gift::post_text(gift::slice(text, 0, finish)));
        named = true;
        text = gift::trim_live(gift::slice_from(text, finish + 2));
      }
    }

    const auto open = gift::find_live(text, "{");
    const auto close = gift::find_live(text, "}");
    ScanView answers;
    Scanned stem_storage;
    ScanView question_text;
    bool description = false;
    if (open == std::string::npos && close == std::string::npos) {
      description = true;
      question_text = text;
    } else if (open == std::string::npos) {
      return fail(close, text, "'}' without an opening '{'");
    } else if (close == std::string::npos) {
      return fail(open, text, "'{' without a closing '}'");
    } else if (close < open) {
      return fail(close, text, "'}' before the opening '{'");
    } else {
      answers = gift::trim_live(gift::slice(text, open + 1, close));
      gift::append(stem_storage, gift::slice(text, 0, open));
      if (!text.live(text.size() - 1, '}')) gift::append_live(stem_storage, "_____", text.origin[open]);
      gift::append(stem_storage, gift::slice_from(text, close + 1));
      question_text = stem_storage.view();
    }

    ScanView general;
    const auto separator = gift::rfind_live(answers, "####");
    if (separator != std::string::npos) {
      general = gift::slice_from(answers, separator + 4);
      answers = gift::trim_live(gift::slice(answers, 0, separator));
    }

    question.stem = text_with_format(question_text, GiftFormat::Moodle);
    question.general_feedback = text_with_format(general, question.stem.format);
    question.named = named;
    if (!named) question.name = default_name(question.stem.text);
    question.category = category;
    answer_origin_ = open == std::string::npos ? 0 : open + 1;
    text_ = text;

    const GiftFormat format = question.stem.format;
    bool ok = true;
    if (description) {
      question.kind = GiftKind::Description;
    } else if (answers.empty()) {
      question.kind = GiftKind::Essay;
    } else if (answers.live(0, '#')) {
      question.kind = GiftKind::Numerical;
      ok = read_numerical(answers, format, question);
    } else if (gift::find_live(answers, "~") != std::string::npos) {
      question.kind = GiftKind::MultipleChoice;
      ok = read_multiple_choice(answers, format, question);
    } else if (gift::find_live(answers, "=") != std::string::npos && answers.chars.find("->") != std::string::npos) {
      question.kind = GiftKind::Matching;
      ok = read_matching(answers, format, question);
    } else if (is_true_false(answers)) {
      question.kind = GiftKind::TrueFalse;
      read_true_false(answers, format, question);
    } else {
      question.kind = GiftKind::ShortAnswer;
      ok = read_short_answer(answers, format, question);
    }
    return ok ? Outcome::Question : Outcome::Skipped;
  }

 private:
  struct LineStart {
    std::size_t offset;
    const SourceLine* line;
  };

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

  static std::string default_name(const std::string& text) {
    std::string plain;
    plain.reserve(text.size());
    bool space = false;
    for (char c : clean_question_name(text)) {
      if (gift::is_php_space(c)) {
        space = !plain.empty();
        continue;
      }
      if (space) plain += ' ';
      space = false;
      plain += c;
    }
    // Moodle shortens the text to about 80 characters; cut on a UTF-8 boundary.
    std::size_t cut = plain.size();
    std::size_t characters = 0;
    for (std::size_t i = 0; i < plain.size(); ++i)
      if ((static_cast<unsigned char>(plain[i]) & 0xC0) != 0x80 && characters++ == 80) {
        cut = i;
        break;
      }
    plain.resize(cut);
    return plain.empty() ? "Question" : plain;
  }

  // Moodle's parse_text_with_format: an optional leading [moodle|html|plain|markdown] marker.
  static GiftText text_with_format(const ScanView& s, GiftFormat default_format) {
    GiftText out{{}, default_format};
    ScanView body = s;
    if (!s.empty() && s.chars[0] == '[') {
      const auto end = s.chars.find(']');
      const std::string_view name = end == std::string_view::npos
                                        ? (s.size() >= 2 ? s.chars.substr(1, s.size() - 2) : std::string_view())
                                        : s.chars.substr(1, end - 1);
      std::optional<GiftFormat> format;
      if (name == "moodle")
        format = GiftFormat::Moodle;
      else if (name == "html")
        format = GiftFormat::Html;
      else if (name == "plain")
        format = GiftFormat::Plain;
      else if (name == "markdown")
        format = GiftFormat::Markdown;
      if (format) {
        out.format = *format;
        body = gift::slice_from(s, end == std::string_view::npos ? 1 : end + 1);
      }
    }
    out.text = gift::post_text(body);
    return out;
  }

  // Moodle's commentparser: text#feedback, both with an optional format marker.
  static std::pair<GiftText, GiftText> text_and_feedback(const ScanView& s, GiftFormat format) {
    const auto hash = gift::find_live(s, "#");
    if (hash == std::string::npos) return {text_with_format(gift::trim_live(s), format), GiftText{{}, format}};
    return {text_with_format(gift::trim_live(gift::slice(s, 0, hash)), format),
            text_with_format(gift::trim_live(gift::slice_from(s, hash + 1)), format)};
  }

  // Splits at every unescaped `separator`; with keep_equals, also before every '=' (kept).
  static std::vector<ScanView> split_answers(const ScanView& s, char separator, bool keep_equals) {
    std::vector<ScanView> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s.live(i, separator)) {
        parts.push_back(gift::slice(s, start, i));
        start = i + 1;
      } else if (keep_equals && s.live(i, '=')) {
        parts.push_back(gift::slice(s, start, i));
        start = i;
      }
    }
    parts.push_back(gift::slice_from(s, start));
    const ScanView first = gift::trim_live(parts.front());
    if (first.empty() || (first.chars == "0" && !first.literal[0])) parts.erase(parts.begin());
    return parts;
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
      ScanView answer = gift::trim_live(part);
      double fraction = 0;
      if (!answer.empty() && answer.live(0, '=')) {
        fraction = 1;
        answer = gift::slice_from(answer, 1);
      } else {
        bool bad = false;
        if (auto weight = take_weight(answer, bad)) fraction = *weight;
        if (bad) return fail_answer(part, "the answer weight is not a number");
      }
      auto [text, feedback] = text_and_feedback(answer, format);
      q.answers.push_back({std::move(text), fraction, std::move(feedback)});
    }
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

  static bool is_true_false(const ScanView& answers) {
    ScanView check = answers;
    const auto hash = gift::find_live(answers, "#");
    if (hash != std::string::npos && hash > 0) check = gift::trim_live(gift::slice(answers, 0, hash));
    for (std::size_t i = 0; i < check.size(); ++i)
      if (check.literal[i]) return false;
    return check.chars == "T" || check.chars == "TRUE" || check.chars == "F" || check.chars == "FALSE";
  }

  static void read_true_false(const ScanView& answers, GiftFormat format, GiftQuestion& q) {
    std::vector<ScanView> bits;
    std::size_t start = 0;
    for (std::size_t i = 0; i < answers.size() && bits.size() < 2; ++i)
      if (answers.live(i, '#')) {
        bits.push_back(gift::slice(answers, start, i));
        start = i + 1;
      }
    bits.push_back(gift::slice_from(answers, start));
    auto part = [&](std::size_t i) {
      return i < bits.size() ? text_with_format(gift::trim_live(bits[i]), format) : GiftText{{}, format};
    };
    const GiftText answer = part(0);
    const GiftText wrong = part(1);
    const GiftText right = part(2);
    q.truth = answer.text == "T" || answer.text == "TRUE";
    q.feedback_true = q.truth ? right : wrong;
    q.feedback_false = q.truth ? wrong : right;
  }

  bool read_short_answer(const ScanView& answers, GiftFormat format, GiftQuestion& q) {
    const auto parts = split_answers(answers, '=', false);
    if (parts.empty()) return fail_answer(answers, "a short-answer question needs at least 1 answer");
    for (const auto& part : parts) {
      ScanView answer = gift::trim_live(part);
      double fraction = 1;
      bool bad = false;
      if (auto weight = take_weight(answer, bad)) fraction = *weight;
      if (bad) return fail_answer(part, "the answer weight is not a number");
      auto [text, feedback] = text_and_feedback(answer, format);
      q.answers.push_back({std::move(text), fraction, std::move(feedback)});
    }
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
    if (reader.read(category, question) == QuestionReader::Outcome::Question)
      result.questions.push_back(std::move(question));
  });
  return result;
}

}  // namespace quizpack
