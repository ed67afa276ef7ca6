// The suspend_data fingerprint of a quiz, computed as the player's suspend.js computes it.
#include "export/player/suspend_fingerprint.hpp"

#include <cstdint>
#include <string_view>
#include <variant>
#include <vector>

#include "model/overloaded.hpp"

namespace quizpack {
namespace {

// The UTF-16 code units of UTF-8 `text`, as JavaScript strings hold them.
std::u16string utf16(std::string_view text) {
  std::u16string out;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::size_t extra = c < 0x80 ? 0 : c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
    char32_t code = extra == 0 ? c : c & (0x3FU >> extra);
    for (std::size_t k = 1; k <= extra && i + k < text.size(); ++k)
      code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3FU);
    i += extra + 1;
    if (code < 0x10000) {
      out.push_back(static_cast<char16_t>(code));
    } else {
      code -= 0x10000;
      out.push_back(static_cast<char16_t>(0xD800 + (code >> 10)));
      out.push_back(static_cast<char16_t>(0xDC00 + (code & 0x3FF)));
    }
  }
  return out;
}

// The option ids a question's fingerprint part lists: choices, then pairs, then distractors.
std::vector<std::string> option_ids(const Question& q) {
  std::vector<std::string> ids;
  auto add = [&](const auto& list) {
    for (const auto& item : list) ids.push_back(item.id);
  };
  std::visit(Overloaded{
                 [&](const SingleChoice& k) { add(k.choices); },
                 [&](const MultipleResponse& k) { add(k.choices); },
                 [&](const Matching& k) {
                   add(k.pairs);
                   add(k.distractors);
                 },
                 [](const TrueFalse&) {},
                 [](const ShortAnswer&) {},
                 [](const Numerical&) {},
                 [](const Essay&) {},
                 [](const Description&) {},
                 [](const Ordering&) {},
                 [](const Cloze&) {},
             },
             q.body);
  return ids;
}

// `value` in base 36 with lowercase digits, as JavaScript's toString(36) writes it.
std::string base36(std::uint32_t value) {
  std::string out;
  do {
    out.insert(out.begin(), "0123456789abcdefghijklmnopqrstuvwxyz"[value % 36]);
    value /= 36;
  } while (value != 0);
  return out;
}

}  // namespace

std::string player_fingerprint(const Quiz& quiz) {
  std::string text = quiz.id + '|' + quiz.version;
  for (const auto& q : quiz.questions) {
    text += '|' + q.id + ':' + std::string(kind_name(q.body)) + ':';
    const auto ids = option_ids(q);
    for (std::size_t i = 0; i < ids.size(); ++i) text += (i ? "." : "") + ids[i];
  }
  for (const auto& s : quiz.sections)
    text += "|s:" + std::to_string(s.first) + ':' + std::to_string(s.count) + ':' + std::to_string(s.draw.value_or(0));
  std::uint32_t h = 0x811c9dc5U;
  for (const char16_t unit : utf16(text)) {
    h ^= unit;
    h *= 0x01000193U;
  }
  return base36(h);
}

}  // namespace quizpack
