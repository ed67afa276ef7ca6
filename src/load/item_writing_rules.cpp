// Warnings on item-writing flaws a test-wise learner could exploit: the longest option is the right one,
// or the right options' positions follow a pattern.
#include "load/item_writing_rules.hpp"

#include "text/plain_text.hpp"

namespace quizpack {
namespace {

std::size_t characters(const std::string& s) {
  std::size_t n = 0;
  for (char c : s)
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
  return n;
}

// Joins at most the first 8 items, then says how many more there are.
std::string join(const std::vector<std::string>& items, const char* sep) {
  std::string out;
  for (std::size_t i = 0; i < items.size() && i < 8; ++i) out += (out.empty() ? "" : sep) + items[i];
  if (items.size() > 8) out += std::string(sep) + "… (" + std::to_string(items.size() - 8) + " more)";
  return out;
}

// Smallest period p (1 <= p <= n/2) with seq[i] == seq[i - p] for all i >= p; 0 when there is none.
std::size_t period_of(const std::vector<std::size_t>& seq) {
  for (std::size_t p = 1; p * 2 <= seq.size(); ++p) {
    bool periodic = true;
    for (std::size_t i = p; i < seq.size() && periodic; ++i) periodic = seq[i] == seq[i - p];
    if (periodic) return p;
  }
  return 0;
}

}  // namespace

void check_item_writing(const Quiz& quiz, BankContext& ctx) {
  std::vector<std::string> longest;
  std::vector<std::size_t> positions;
  std::size_t single = 0;
  for (const auto& q : quiz.questions) {
    const auto* sc = std::get_if<SingleChoice>(&q.body);
    if (!sc) continue;
    ++single;
    std::size_t correct_len = 0, other_max = 0, position = 0;
    for (std::size_t i = 0; i < sc->choices.size(); ++i) {
      const auto& c = sc->choices[i];
      if (!c.text.has(quiz.source_language)) return;
      const std::size_t len = characters(plain_text(c.text.in(quiz.source_language)));
      if (c.correct) {
        correct_len = len;
        position = i + 1;
      } else {
        other_max = std::max(other_max, len);
      }
    }
    if (correct_len > other_max) longest.push_back(q.id);
    positions.push_back(position);
  }
  if (single >= 4 && longest.size() * 2 > single)
    ctx.warn("correct-longest",
             "the correct option is the longest one in " + std::to_string(longest.size()) + " of " +
                 std::to_string(single) + " single-choice questions (" + join(longest, ", ") +
                 "); learners can guess by length",
             "/questions");
  if (positions.size() >= 4) {
    if (const std::size_t p = period_of(positions); p > 0) {
      std::vector<std::string> seq;
      for (auto pos : positions) seq.push_back(std::to_string(pos));
      ctx.warn("answer-pattern",
               "the correct options' positions repeat with period " + std::to_string(p) + " (" + join(seq, "-") +
                   "); learners can guess the pattern",
               "/questions");
    }
  }
}

}  // namespace quizpack
