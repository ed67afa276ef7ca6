// Writes embedded answers in the syntax Moodle's qtype_multianswer parser reads, every special character as an
// entity so that its html_entity_decode gives the text back.
#include <cmath>
#include <cstdio>

#include "formats/moodle/embedded_answers.hpp"
#include "formats/moodle/moodle_fractions.hpp"
#include "text/number_text.hpp"
#include "xml/markup.hpp"

namespace quizpack {

// The bytes Moodle's parser or html_entity_decode would read as syntax.
constexpr xml::EscapeSet embedded_specials = xml::escape_set("&<>\"{}#~\\");

std::string encode_embedded_text(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  char previous = '\0';
  for (const char c : text) {
    // Moodle turns \} and \# into } and # after decoding: a backslash kept before them needs one more.
    if ((c == '}' || c == '#') && previous == '\\') xml::append_character_reference(out, '\\');
    previous = c;
    const auto byte = static_cast<unsigned char>(c);
    if (!embedded_specials[byte])
      out += c;
    else if (c == '&')  // &#38;, not &amp;: an answer may not end in "&amp;" (the parser's look-behind)
      xml::append_character_reference(out, byte);
    else  // \} and \# are unescaped after the entities, so a backslash is one too
      xml::append_entity(out, byte);
  }
  return out;
}

std::string encode_outside_embedded(std::string_view html) {
  std::string out;
  out.reserve(html.size());
  for (const char c : html) {
    if (c == '{')
      xml::append_character_reference(out, '{');
    else
      out += c;
  }
  return out;
}

std::string embedded_type_name(const EmbeddedAnswer& answer) {
  switch (answer.kind) {
    case EmbeddedKind::short_answer:
      return answer.case_sensitive ? "SHORTANSWER_C" : "SHORTANSWER";
    case EmbeddedKind::numerical:
      return "NUMERICAL";
    case EmbeddedKind::multichoice: {
      std::string name = "MULTICHOICE";
      if (answer.layout == EmbeddedLayout::vertical) name += "_V";
      if (answer.layout == EmbeddedLayout::horizontal) name += "_H";
      if (answer.shuffle) name += answer.layout == EmbeddedLayout::dropdown ? "_S" : "S";
      return name;
    }
    case EmbeddedKind::multiresponse: {
      std::string name = "MULTIRESPONSE";
      if (answer.layout == EmbeddedLayout::horizontal) name += "_H";
      if (answer.shuffle) name += answer.layout == EmbeddedLayout::horizontal ? "S" : "_S";
      return name;
    }
  }
  return "SHORTANSWER";
}

namespace {

// One alternative: fraction mark, answer, feedback.
std::string alternative_text(const EmbeddedAnswer& answer, const EmbeddedAlternative& alt) {
  std::string out;
  if (std::fabs(alt.fraction - 1) < 1e-9)
    out += '=';
  else if (alt.fraction != 0 || alt.specific_fraction)
    out += '%' + percent_text(alt.fraction) + '%';
  std::string text;
  if (answer.kind == EmbeddedKind::numerical && alt.number) {
    text = number_text(*alt.number);
    if (alt.tolerance && *alt.tolerance != 0) text += ':' + number_text(*alt.tolerance);
  } else {
    text = encode_embedded_text(alt.answer);
    // A leading = or %n% would read as a fraction.
    if (out.empty() && !text.empty() && (text[0] == '=' || text[0] == '%'))
      text.replace(0, 1, text[0] == '=' ? "&#61;" : "&#37;");
  }
  out += text;
  if (!alt.feedback.empty()) out += '#' + encode_embedded_text(alt.feedback);
  return out;
}

}  // namespace

std::string write_embedded_answer(const EmbeddedAnswer& answer) {
  std::string out = "{";
  char weight[32];
  std::snprintf(weight, sizeof weight, "%.0f", answer.weight > 0 ? std::round(answer.weight) : 0.0);
  out += weight;
  out += ':' + embedded_type_name(answer) + ':';
  bool first = true;
  for (const auto& alt : answer.alternatives) {
    if (!first) out += '~';
    first = false;
    out += alternative_text(answer, alt);
  }
  out += '}';
  return out;
}

}  // namespace quizpack
