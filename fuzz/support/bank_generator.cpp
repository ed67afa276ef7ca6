// Builds a random bank (JSON text) from fuzz bytes: every question kind, hostile texts, media references.
#include "support/bank_generator.hpp"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "model/question_kinds.hpp"
#include "support/hostile_text.hpp"

namespace quizpack::fuzz {
namespace {

using nlohmann::json;

const char* const kLanguages[] = {"en", "ar", "ja", "hi", "de", "pt-BR", "zh-Hant", "he"};
const char* const kStates[] = {"source", "translated", "needs-review"};
const char* const kIdTails[] = {"", "_", ".", "-", "1", "a.b-c_d", "Z"};
const double kNumbers[] = {0, 1, -1, 0.5, 3.14159, 1e-9, -2.5e-300, 1e300, 123456789.125, 0.1, 42, -0.0};
const double kPoints[] = {1, 0.5, 2, 1000, 0.001, 3.3333, 10};
const double kPassing[] = {0, 0.5, 0.75, 0.8, 1, 0.3333};

struct Generator {
  ByteSource& bytes;
  std::vector<std::string> languages;
  std::string source;

  std::string id(const std::string& stem, std::size_t index) {
    return stem + std::to_string(index) + bytes.pick(kIdTails);
  }

  json text(const std::string& tag) {
    json out = json::object();
    for (const auto& lang : languages)
      out[lang] = {{"text", hostile_markdown(bytes, tag)},
                   {"state", lang == source ? "source" : kStates[1 + bytes.below(2)]}};
    return out;
  }

  json choices(bool single) {
    json list = json::array();
    const std::size_t n = bytes.between(2, 6);
    const std::size_t right = bytes.below(n);
    for (std::size_t i = 0; i < n; ++i) {
      json c = {{"id", id("c", i)}, {"text", text(std::to_string(i))}};
      const bool correct = single ? i == right : (i == right || bytes.flag());
      if (correct || bytes.flag()) c["correct"] = correct;
      if (bytes.flag()) c["feedback"] = text("");
      list.push_back(std::move(c));
    }
    return list;
  }

  void body(json& q, const std::string& kind) {
    if (kind == "single-choice") {
      q["choices"] = choices(true);
    } else if (kind == "multiple-response") {
      q["choices"] = choices(false);
      if (bytes.flag()) q["partialCredit"] = bytes.flag() ? "all-or-nothing" : "right-minus-wrong";
    } else if (kind == "true-false") {
      q["answer"] = bytes.flag();
      if (bytes.flag()) q["feedbackTrue"] = text("");
      if (bytes.flag()) q["feedbackFalse"] = text("");
    } else if (kind == "short-answer") {
      json accepted = json::object();
      for (const auto& lang : languages) {
        json answers = json::array();
        const std::size_t n = bytes.between(1, 3);
        for (std::size_t i = 0; i < n; ++i) answers.push_back(hostile_plain(bytes, std::to_string(i)));
        accepted[lang] = std::move(answers);
      }
      q["accepted"] = std::move(accepted);
      if (bytes.flag()) q["caseSensitive"] = bytes.flag();
    } else if (kind == "numerical") {
      const double a = bytes.pick(kNumbers), b = bytes.pick(kNumbers);
      if (bytes.flag())
        q["accept"] = {{"value", a}, {"tolerance", b < 0 ? -b : b}};
      else
        q["accept"] = {{"low", a < b ? a : b}, {"high", a < b ? b : a}};
    } else if (kind == "matching") {
      json pairs = json::array();
      const std::size_t n = bytes.between(2, 5);
      for (std::size_t i = 0; i < n; ++i)
        pairs.push_back(
            {{"id", id("p", i)}, {"prompt", text("p" + std::to_string(i))}, {"answer", text("r" + std::to_string(i))}});
      q["pairs"] = std::move(pairs);
      const std::size_t extra = bytes.below(3);
      if (extra > 0 || bytes.flag()) {
        json distractors = json::array();
        for (std::size_t i = 0; i < extra; ++i)
          distractors.push_back({{"id", id("d", i)}, {"answer", text("d" + std::to_string(i))}});
        q["distractors"] = std::move(distractors);
      }
    } else if (bytes.flag()) {
      q["graderInfo"] = text("");
    }
  }

  json question(std::size_t index) {
    const std::string kind(kKindNames[bytes.below(kKindNames.size())].name);
    json q = {{"id", id("q", index)}, {"kind", kind}, {"stem", text("")}, {"explanation", text("")}};
    if (bytes.flag()) q["points"] = bytes.pick(kPoints);
    if (bytes.flag()) q["title"] = text("");
    body(q, kind);
    return q;
  }
};

}  // namespace

std::string generate_bank(ByteSource& bytes) {
  Generator g{bytes, {}, {}};
  const std::size_t language_count = bytes.between(1, 3);
  for (std::size_t i = 0; g.languages.size() < language_count && i < 8; ++i) {
    std::string lang = bytes.pick(kLanguages);
    bool seen = false;
    for (const auto& l : g.languages) seen = seen || l == lang;
    if (!seen) g.languages.push_back(std::move(lang));
  }
  g.source = g.languages.front();

  json bank = {{"id", g.id("quiz", bytes.below(100))},
               {"version", bytes.flag() ? "1.0.0" : "2+build.7-rc"},
               {"sourceLanguage", g.source},
               {"languages", g.languages},
               {"title", g.text("")},
               {"description", g.text("")}};
  if (bytes.flag()) bank["level"] = bytes.flag() ? "easy" : "hard";
  if (bytes.flag()) bank["guide"] = "guides/<fuzz> & \"more\"";
  if (bytes.flag()) bank["passingScore"] = bytes.pick(kPassing);
  if (bytes.flag()) bank["shuffle"] = {{"questions", bytes.flag()}, {"choices", bytes.flag()}};
  json questions = json::array();
  const std::size_t n = bytes.between(1, 8);
  for (std::size_t i = 0; i < n; ++i) questions.push_back(g.question(i));
  bank["questions"] = std::move(questions);
  return bank.dump(2);
}

}  // namespace quizpack::fuzz
