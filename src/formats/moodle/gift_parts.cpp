// Moodle's pieces of a GIFT question: kind names, question names, format markers, feedback and answer lists.
#include "formats/moodle/gift_parts.hpp"

#include <cctype>
#include <charconv>
#include <optional>

#include "formats/moodle/gift_reader.hpp"

namespace quizpack {

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

namespace gift {

std::string default_question_name(const std::string& text) {
  std::string plain;
  plain.reserve(text.size());
  bool space = false;
  for (char c : clean_question_name(text)) {
    if (is_php_space(c)) {
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

GiftText text_with_format(const ScanView& s, GiftFormat default_format) {
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
      body = slice_from(s, end == std::string_view::npos ? 1 : end + 1);
    }
  }
  out.text = post_text(body);
  return out;
}

std::pair<GiftText, GiftText> text_and_feedback(const ScanView& s, GiftFormat format) {
  const auto hash = find_live(s, "#");
  if (hash == std::string::npos) return {text_with_format(trim_live(s), format), GiftText{{}, format}};
  return {text_with_format(trim_live(slice(s, 0, hash)), format),
          text_with_format(trim_live(slice_from(s, hash + 1)), format)};
}

std::vector<ScanView> split_answers(const ScanView& s, char separator, bool keep_equals) {
  std::vector<ScanView> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s.live(i, separator)) {
      parts.push_back(slice(s, start, i));
      start = i + 1;
    } else if (keep_equals && s.live(i, '=')) {
      parts.push_back(slice(s, start, i));
      start = i;
    }
  }
  parts.push_back(slice_from(s, start));
  const ScanView first = trim_live(parts.front());
  if (first.empty() || (first.chars == "0" && !first.literal[0])) parts.erase(parts.begin());
  return parts;
}

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

void tags_from_comment(std::string_view comment, std::vector<std::string>& tags) {
  for (std::size_t at = comment.find("[tag:"); at != std::string_view::npos; at = comment.find("[tag:", at)) {
    const std::size_t close = comment.find(']', at);
    if (close == std::string_view::npos) return;
    tags.emplace_back(comment.substr(at + 5, close - at - 5));
    at = close;
  }
}

bool parse_double(std::string_view text, double& out) {
  std::string_view view = php_trim_view(text);
  if (!is_php_numeric(view)) return false;
  if (!view.empty() && view.front() == '+') view.remove_prefix(1);
  const auto [ptr, ec] = std::from_chars(view.data(), view.data() + view.size(), out);
  return ec == std::errc() && ptr == view.data() + view.size();
}

bool is_true_false(const ScanView& answers) {
  ScanView check = answers;
  const auto hash = find_live(answers, "#");
  if (hash != std::string::npos && hash > 0) check = trim_live(slice(answers, 0, hash));
  for (std::size_t i = 0; i < check.size(); ++i)
    if (check.literal[i]) return false;
  return check.chars == "T" || check.chars == "TRUE" || check.chars == "F" || check.chars == "FALSE";
}

void read_true_false(const ScanView& answers, GiftFormat format, GiftQuestion& q) {
  std::vector<ScanView> bits;
  std::size_t start = 0;
  for (std::size_t i = 0; i < answers.size() && bits.size() < 2; ++i)
    if (answers.live(i, '#')) {
      bits.push_back(slice(answers, start, i));
      start = i + 1;
    }
  bits.push_back(slice_from(answers, start));
  auto part = [&](std::size_t i) {
    return i < bits.size() ? text_with_format(trim_live(bits[i]), format) : GiftText{{}, format};
  };
  const GiftText answer = part(0);
  const GiftText wrong = part(1);
  const GiftText right = part(2);
  q.truth = answer.text == "T" || answer.text == "TRUE";
  q.feedback_true = q.truth ? right : wrong;
  q.feedback_false = q.truth ? wrong : right;
}

}  // namespace gift
}  // namespace quizpack
