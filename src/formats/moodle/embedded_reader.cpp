// Reads embedded answers as Moodle's qtype_multianswer_extract_question does: its ANSWER_REGEX (a backtracking
// search: lazy answers, optional feedback, greedy further alternatives), then its second pass over the
// alternatives, its fraction rules and its unescaping.
#include <cstdlib>
#include <functional>
#include <string>

#include "formats/moodle/embedded_answers.hpp"
#include "formats/moodle/html_entity_decode.hpp"

namespace quizpack {
namespace {

struct TypeName {
  const char* name;
  EmbeddedKind kind;
  bool case_sensitive;
  EmbeddedLayout layout;
  bool shuffle;
};

// ANSWER_TYPE_DEF_REGEX's alternatives in its order.
constexpr TypeName kTypes[] = {
    {"NUMERICAL", EmbeddedKind::numerical, false, EmbeddedLayout::dropdown, false},
    {"NM", EmbeddedKind::numerical, false, EmbeddedLayout::dropdown, false},
    {"MULTICHOICE", EmbeddedKind::multichoice, false, EmbeddedLayout::dropdown, false},
    {"MC", EmbeddedKind::multichoice, false, EmbeddedLayout::dropdown, false},
    {"MULTICHOICE_V", EmbeddedKind::multichoice, false, EmbeddedLayout::vertical, false},
    {"MCV", EmbeddedKind::multichoice, false, EmbeddedLayout::vertical, false},
    {"MULTICHOICE_H", EmbeddedKind::multichoice, false, EmbeddedLayout::horizontal, false},
    {"MCH", EmbeddedKind::multichoice, false, EmbeddedLayout::horizontal, false},
    {"SHORTANSWER", EmbeddedKind::short_answer, false, EmbeddedLayout::dropdown, false},
    {"SA", EmbeddedKind::short_answer, false, EmbeddedLayout::dropdown, false},
    {"MW", EmbeddedKind::short_answer, false, EmbeddedLayout::dropdown, false},
    {"SHORTANSWER_C", EmbeddedKind::short_answer, true, EmbeddedLayout::dropdown, false},
    {"SAC", EmbeddedKind::short_answer, true, EmbeddedLayout::dropdown, false},
    {"MWC", EmbeddedKind::short_answer, true, EmbeddedLayout::dropdown, false},
    {"MULTICHOICE_S", EmbeddedKind::multichoice, false, EmbeddedLayout::dropdown, true},
    {"MCS", EmbeddedKind::multichoice, false, EmbeddedLayout::dropdown, true},
    {"MULTICHOICE_VS", EmbeddedKind::multichoice, false, EmbeddedLayout::vertical, true},
    {"MCVS", EmbeddedKind::multichoice, false, EmbeddedLayout::vertical, true},
    {"MULTICHOICE_HS", EmbeddedKind::multichoice, false, EmbeddedLayout::horizontal, true},
    {"MCHS", EmbeddedKind::multichoice, false, EmbeddedLayout::horizontal, true},
    {"MULTIRESPONSE", EmbeddedKind::multiresponse, false, EmbeddedLayout::vertical, false},
    {"MR", EmbeddedKind::multiresponse, false, EmbeddedLayout::vertical, false},
    {"MULTIRESPONSE_H", EmbeddedKind::multiresponse, false, EmbeddedLayout::horizontal, false},
    {"MRH", EmbeddedKind::multiresponse, false, EmbeddedLayout::horizontal, false},
    {"MULTIRESPONSE_S", EmbeddedKind::multiresponse, false, EmbeddedLayout::vertical, true},
    {"MRS", EmbeddedKind::multiresponse, false, EmbeddedLayout::vertical, true},
    {"MULTIRESPONSE_HS", EmbeddedKind::multiresponse, false, EmbeddedLayout::horizontal, true},
    {"MRHS", EmbeddedKind::multiresponse, false, EmbeddedLayout::horizontal, true},
};

// Steps of the search before it gives up, as PCRE does at its backtrack limit.
constexpr long kStepLimit = 5'000'000;

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// One alternative as the regex splits it: byte ranges into the subject.
struct RawAlternative {
  std::string_view fraction;    // "=" or "%n%" or ""
  std::string_view percentile;  // n of "%n%"
  std::string_view answer;
  std::optional<std::string_view> feedback;
};

using Continue = std::function<bool(std::size_t, const RawAlternative&)>;

class Search {
 public:
  explicit Search(std::string_view s) : s_(s) {}

  // ANSWER_ALTERNATIVE_REGEX at `p`, calling `k` with each way it can match in PCRE's order until k accepts.
  bool alternative(std::size_t p, const Continue& k) {
    RawAlternative alt;
    if (p < s_.size() && s_[p] == '=') {
      alt.fraction = s_.substr(p, 1);
      if (answer(p + 1, alt, k)) return true;
    } else if (const auto end = percent_end(p); end != 0) {
      alt.fraction = s_.substr(p, end - p);
      alt.percentile = s_.substr(p + 1, end - p - 2);
      if (answer(end, alt, k)) return true;
    }
    alt = RawAlternative{};
    return answer(p, alt, k);
  }

  [[nodiscard]] bool out_of_steps() const { return steps_ > kStepLimit; }
  [[nodiscard]] std::string_view subject() const { return s_; }

 private:
  // PCRE's $ without /m: the end, or just before a final newline.
  bool at_end(std::size_t p) const { return p == s_.size() || (p + 1 == s_.size() && s_[p] == '\n'); }

  // The end of "%n%" or "%n.m%" at p, or 0.
  std::size_t percent_end(std::size_t p) const {
    if (p >= s_.size() || s_[p] != '%') return 0;
    std::size_t i = p + 1;
    if (i < s_.size() && s_[i] == '-') ++i;
    const std::size_t digits = i;
    while (i < s_.size() && is_digit(s_[i])) ++i;
    if (i == digits) return 0;
    if (i < s_.size() && (s_[i] == '.' || s_[i] == ',')) {
      ++i;
      while (i < s_.size() && is_digit(s_[i])) ++i;
    }
    return i < s_.size() && s_[i] == '%' ? i + 1 : 0;
  }

  // Where ANSWER_ALTERNATIVE_ANSWER_REGEX may stop: before ~ # } or the end, not after \ & or &amp;.
  bool answer_may_end(std::size_t e) const {
    if (!at_end(e) && s_[e] != '~' && s_[e] != '#' && s_[e] != '}') return false;
    const char before = s_[e - 1];
    if (before == '\\' || before == '&') return false;
    return !(e >= 5 && s_.substr(e - 5, 5) == "&amp;");
  }

  // Where ANSWER_ALTERNATIVE_FEEDBACK_REGEX may stop: before ~ } or the end, not after \.
  bool feedback_may_end(std::size_t f) const {
    if (!at_end(f) && s_[f] != '~' && s_[f] != '}') return false;
    return s_[f - 1] != '\\';
  }

  bool answer(std::size_t start, RawAlternative& alt, const Continue& k) {
    for (std::size_t e = start + 1; e <= s_.size(); ++e) {
      if (++steps_ > kStepLimit) return false;
      if (!answer_may_end(e)) continue;
      alt.answer = s_.substr(start, e - start);
      if (e < s_.size() && s_[e] == '#') {
        for (std::size_t f = e + 1; f <= s_.size(); ++f) {
          if (++steps_ > kStepLimit) return false;
          if (!feedback_may_end(f)) continue;
          alt.feedback = s_.substr(e + 1, f - e - 1);
          if (k(f, alt)) return true;
        }
      }
      alt.feedback.reset();
      if (k(e, alt)) return true;
    }
    return false;
  }

  std::string_view s_;
  long steps_ = 0;
};

struct WholeMatch {
  std::size_t start = 0, end = 0;
  std::string_view norm;
  const TypeName* type = nullptr;
  std::string_view alternatives;  // ANSWER_REGEX_ALTERNATIVES: between "TYPE:" and the closing }
};

// The type name at p followed by ":", as ANSWER_START_REGEX reads it.
const TypeName* type_at(std::string_view s, std::size_t p) {
  for (const auto& t : kTypes) {
    const std::string_view name = t.name;
    if (s.substr(p, name.size()) == name && p + name.size() < s.size() && s[p + name.size()] == ':') return &t;
  }
  return nullptr;
}

// `ALT (~ALT)* }` from p: further alternatives first (greedy), then the closing brace.
bool alternatives_then_brace(Search& search, std::size_t p, std::size_t& end) {
  const auto s = search.subject();
  return search.alternative(p, [&](std::size_t q, const RawAlternative&) {
    if (q < s.size() && s[q] == '~' && alternatives_then_brace(search, q + 1, end)) return true;
    if (q < s.size() && s[q] == '}') {
      end = q + 1;
      return true;
    }
    return false;
  });
}

// preg_match of ANSWER_REGEX: the leftmost match.
std::optional<WholeMatch> find_answer(std::string_view s, bool& gave_up) {
  Search search(s);
  for (std::size_t st = s.find('{'); st != std::string_view::npos; st = s.find('{', st + 1)) {
    std::size_t p = st + 1;
    while (p < s.size() && is_digit(s[p])) ++p;
    if (p >= s.size() || s[p] != ':') continue;
    const TypeName* type = type_at(s, p + 1);
    if (type == nullptr) continue;
    const std::size_t alts = p + 1 + std::string_view(type->name).size() + 1;
    std::size_t end = 0;
    if (alternatives_then_brace(search, alts, end))
      return WholeMatch{st, end, s.substr(st + 1, p - st - 1), type, s.substr(alts, end - 1 - alts)};
    if (search.out_of_steps()) {
      gave_up = true;
      return std::nullopt;
    }
  }
  return std::nullopt;
}

// preg_match of "~?" ANSWER_ALTERNATIVE_REGEX in what is left of the alternatives: the leftmost match.
std::optional<std::pair<std::string, RawAlternative>> next_alternative(std::string_view rest) {
  Search search(rest);
  for (std::size_t st = 0; st < rest.size(); ++st) {
    RawAlternative found;
    std::size_t end = 0;
    auto accept = [&](std::size_t q, const RawAlternative& alt) {
      found = alt;
      end = q;
      return true;
    };
    if ((rest[st] == '~' && search.alternative(st + 1, accept)) || search.alternative(st, accept))
      return std::make_pair(std::string(rest.substr(st, end - st)), found);
    if (search.out_of_steps()) return std::nullopt;
  }
  return std::nullopt;
}

std::string replace_all(std::string text, std::string_view from, std::string_view to) {
  for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// Moodle's undoing of the editor's quoting: entities, then \} and \#.
std::string unescape(std::string_view raw) {
  return replace_all(replace_all(html_entity_decode(raw), "\\}", "}"), "\\#", "#");
}

double php_number(std::string_view text) {
  std::string digits(text);
  for (auto& c : digits)
    if (c == ',') c = '.';
  return std::strtod(digits.c_str(), nullptr);
}

// NUMBER_REGEX at p: its end, or npos; `unsigned_start` is where its digits begin (after the sign).
std::size_t number_end(std::string_view s, std::size_t p, std::size_t& unsigned_start) {
  std::size_t i = p;
  if (i < s.size() && s[i] == '-') ++i;
  unsigned_start = i;
  const std::size_t digits = i;
  while (i < s.size() && is_digit(s[i])) ++i;
  if (i > digits) {
    if (i < s.size() && (s[i] == '.' || s[i] == ',')) ++i;
    while (i < s.size() && is_digit(s[i])) ++i;
  } else {
    if (i >= s.size() || (s[i] != '.' && s[i] != ',')) return std::string_view::npos;
    ++i;
    const std::size_t fraction = i;
    while (i < s.size() && is_digit(s[i])) ++i;
    if (i == fraction) return std::string_view::npos;
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    std::size_t j = i + 1;
    if (j < s.size() && (s[j] == '-' || s[j] == '+')) ++j;
    const std::size_t exponent = j;
    while (j < s.size() && is_digit(s[j])) ++j;
    if (j > exponent) i = j;
  }
  return i;
}

// NUMERICAL_ALTERNATIVE_REGEX: the number and its optional tolerance (unsigned, as group 6 takes it).
bool read_numerical(std::string_view answer, EmbeddedAlternative& out) {
  auto ends_here = [&](std::size_t p) { return p == answer.size() || (p + 1 == answer.size() && answer[p] == '\n'); };
  std::size_t digits = 0;
  const std::size_t end = number_end(answer, 0, digits);
  if (end == std::string_view::npos) return false;
  if (ends_here(end)) {
    out.answer = std::string(answer.substr(0, end));
    out.number = php_number(out.answer);
    out.tolerance = 0.0;
    return true;
  }
  if (answer[end] != ':') return false;
  std::size_t tolerance_digits = 0;
  const std::size_t tolerance_end = number_end(answer, end + 1, tolerance_digits);
  if (tolerance_end == std::string_view::npos || !ends_here(tolerance_end)) return false;
  out.answer = std::string(answer.substr(0, end));
  out.number = php_number(out.answer);
  out.tolerance = php_number(answer.substr(tolerance_digits, tolerance_end - tolerance_digits));
  return true;
}

// The sub-question of one ANSWER_REGEX match, read as the loop over its alternatives does.
EmbeddedAnswer sub_question(const WholeMatch& match) {
  EmbeddedAnswer out;
  out.weight = match.norm.empty() ? 1.0 : php_number(match.norm);
  out.kind = match.type->kind;
  out.case_sensitive = match.type->case_sensitive;
  out.layout = match.type->layout;
  out.shuffle = match.type->shuffle;
  out.type_name = match.type->name;
  bool has_specific_fraction = false;
  std::string rest(match.alternatives);
  while (auto next = next_alternative(rest)) {
    const auto& [whole, raw] = *next;
    EmbeddedAlternative alt;
    if (raw.fraction == "=") {
      alt.fraction = 1;
    } else if (!raw.percentile.empty() && raw.percentile != "0") {
      alt.fraction = 0.01 * php_number(raw.percentile);
      alt.specific_fraction = true;
      has_specific_fraction = true;
    }
    if (raw.feedback) alt.feedback = unescape(*raw.feedback);
    if (out.kind != EmbeddedKind::numerical || !read_numerical(raw.answer, alt)) alt.answer = unescape(raw.answer);
    out.alternatives.push_back(std::move(alt));
    const auto at = rest.find(whole);
    rest = rest.substr(at + whole.size());
  }
  if (out.kind == EmbeddedKind::multiresponse) {
    double total = 0;
    for (const auto& alt : out.alternatives)
      if (alt.fraction > 0) total += alt.fraction;
    if (total != 0)
      for (auto& alt : out.alternatives) {
        if (alt.fraction > 0)
          alt.fraction /= total;
        else if (!has_specific_fraction)
          alt.fraction = -1.0 / total;
      }
  }
  return out;
}

}  // namespace

EmbeddedText read_embedded_answers(std::string_view text) {
  EmbeddedText out;
  out.text = std::string(text);
  while (auto match = find_answer(out.text, out.gave_up)) {
    out.answers.push_back(sub_question(*match));
    const std::string whole = out.text.substr(match->start, match->end - match->start);
    const auto at = out.text.find(whole);
    out.text.replace(at, whole.size(), "{#" + std::to_string(out.answers.size()) + "}");
  }
  return out;
}

}  // namespace quizpack
