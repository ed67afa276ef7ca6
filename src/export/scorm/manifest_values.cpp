// Values written into SCORM manifests: titles, descriptions, scores and file hrefs.
#include "export/scorm/manifest_values.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string_view>

#include "text/percent_encoding.hpp"
#include "text/plain_text.hpp"
#include "text/whitespace.hpp"

namespace quizpack {
namespace {

std::string collapse_whitespace(const std::string& text) {
  std::string out;
  bool pending_space = false;
  for (char c : text) {
    if (is_space(c)) {
      pending_space = !out.empty();
      continue;
    }
    if (pending_space) out += ' ';
    pending_space = false;
    out += c;
  }
  return out;
}

bool is_utf8_continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

std::size_t count_chars(std::string_view text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return !is_utf8_continuation(c); }));
}

// The first `max_chars` characters of a UTF-8 text, never splitting a character.
std::string first_chars(const std::string& text, std::size_t max_chars) {
  std::size_t chars = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (is_utf8_continuation(text[i])) continue;
    if (chars == max_chars) return text.substr(0, i);
    ++chars;
  }
  return text;
}

// Fixed notation with at most `decimals` digits after the point, trailing zeros (and point) dropped.
std::string decimal_text(double value, int decimals) {
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
  std::string text(buffer, result.ptr);
  if (text.find('.') != std::string::npos) {
    while (text.back() == '0') text.pop_back();
    if (text.back() == '.') text.pop_back();
  }
  if (text == "-0") text = "0";
  return text;
}

double clamp_fraction(double value) { return std::isnan(value) ? 0.0 : std::clamp(value, 0.0, 1.0); }

}  // namespace

ManifestTexts manifest_texts(const Quiz& quiz, const LanguageTag& lang) {
  ManifestTexts texts;
  std::string title = collapse_whitespace(plain_text(quiz.title.in(lang)));
  if (title.empty()) title = quiz.id;
  if (count_chars(title) > kScormTitleMaxChars) {
    title = first_chars(title, kScormTitleMaxChars - 1) + "\u2026";
    texts.title_shortened = true;
  }
  texts.title = std::move(title);
  if (quiz.description.has(lang)) {
    std::string description = plain_text(quiz.description.in(lang));
    const auto first = std::find_if_not(description.begin(), description.end(), is_space);
    const auto last = std::find_if_not(description.rbegin(), description.rend(), is_space).base();
    if (first < last) texts.description = std::string(first, last);
  }
  return texts;
}

// The clamped passing score in ten-thousandths, rounded down: a learner exactly at the bank's mark still passes.
// 1e-6 absorbs products just below a whole number (0.57 × 10000 is 5699.999999999999).
double passing_ten_thousandths(double passing_score) {
  return std::floor(clamp_fraction(passing_score) * 10000.0 + 1e-6);
}

std::string mastery_score_text(double passing_score) {
  return decimal_text(passing_ten_thousandths(passing_score) / 100.0, 2);
}

std::string min_normalized_measure_text(double passing_score) {
  return decimal_text(passing_ten_thousandths(passing_score) / 10000.0, 4);
}

bool passing_score_rounded(double passing_score) {
  const double clamped = clamp_fraction(passing_score);
  return std::fabs(passing_ten_thousandths(passing_score) / 10000.0 - clamped) > 1e-9;
}

std::string file_href(const std::string& package_path) { return percent_encoded(package_path, "-._~/!$&'()*+,;=@"); }

}  // namespace quizpack
