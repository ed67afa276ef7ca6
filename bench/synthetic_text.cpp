// Synthetic CommonMark texts: words of one language joined to a target length, with occasional markup.
#include "synthetic_text.hpp"

#include <algorithm>
#include <cmath>

namespace quizpack::bench {
namespace {

const std::vector<std::string> kIdentifiers = {"torch.amp.autocast", "GradScaler",       "loss_scale",     "bfloat16",
                                               "fp16_params",        "optimizer.step()", "model.half()",   "x * y",
                                               "a < b && c > d",     "grad_norm",        "master_weights", "cudnn"};
const std::vector<std::string> kNumbers = {"65504", "0.001", "2⁻¹⁰", "FP16", "FP32", "TF32", "16", "8", "3.5×"};

std::string capitalized(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

}  // namespace

std::size_t count_characters(const std::string& utf8) {
  return static_cast<std::size_t>(
      std::count_if(utf8.begin(), utf8.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string TextMaker::word(RandomStream& random, bool markup) const {
  const auto& words = style_.words;
  const std::size_t roll = random.below(100);
  if (markup && roll < 5) return "`" + kIdentifiers[random.below(kIdentifiers.size())] + "`";
  if (markup && roll < 8) return "*" + words[random.below(words.size())] + "*";
  if (markup && roll < 10) return "**" + words[random.below(words.size())] + "**";
  if (roll < 13) return kNumbers[random.below(kNumbers.size())];
  if (roll < 40) return style_.particles[random.below(style_.particles.size())];
  return words[random.below(words.size())];
}

std::string TextMaker::text(RandomStream& random, std::size_t english_chars, Sentence kind, bool markup) const {
  const auto target = std::max<std::size_t>(
      2, static_cast<std::size_t>(std::lround(static_cast<double>(english_chars) * style_.density)));
  std::string out = capitalized(style_.words[random.below(style_.words.size())]);
  std::size_t length = count_characters(out);
  std::size_t since_comma = 0;
  while (length < target) {
    std::string gap = style_.word_gap;
    if (++since_comma > 5 && random.chance(15)) {
      gap = style_.comma + (style_.word_gap.empty() ? "" : " ");
      since_comma = 0;
    }
    const std::string next = word(random, markup);
    out += gap + next;
    length += count_characters(gap) + count_characters(next);
  }
  if (kind == Sentence::Question) out += style_.question_mark;
  if (kind == Sentence::Statement) out += style_.full_stop;
  return out;
}

std::string TextMaker::explanation(RandomStream& random, std::size_t english_chars) const {
  const std::size_t sentences = random.between(2, 4);
  std::string out;
  for (std::size_t i = 0; i < sentences; ++i) {
    if (!out.empty()) out += style_.word_gap.empty() ? "" : " ";
    out += text(random, english_chars / sentences, Sentence::Statement, true);
  }
  if (random.chance(20)) {
    out += style_.word_gap.empty() ? "[" : " [";
    out += style_.words[random.below(style_.words.size())];
    out += "](https://example.org/guide/";
    out += std::to_string(random.below(1000));
    out += ")";
    out += style_.full_stop;
  }
  if (random.chance(15)) {
    out += "\n\n- ";
    out += text(random, 30, Sentence::Phrase, true);
    out += "\n- ";
    out += text(random, 30, Sentence::Phrase, true);
  }
  return out;
}

std::string TextMaker::short_answer(RandomStream& random) const {
  std::string out = style_.words[random.below(style_.words.size())];
  const std::size_t more = random.below(3);
  for (std::size_t i = 0; i < more; ++i) out += style_.word_gap + style_.words[random.below(style_.words.size())];
  return out;
}

}  // namespace quizpack::bench
