// Synthetic questions of every kind, with texts of realistic lengths in each language of the bank.
#include "bank_author.hpp"

#include <cstdio>
#include <stdexcept>

namespace quizpack::bench {
namespace {

const char* const kKinds[] = {"single-choice", "multiple-response", "true-false", "short-answer",
                              "numerical",     "matching",          "essay"};

// What makes two options read the same: letter case, spacing and inline markup aside.
std::string comparable(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '*' || c == '`' || c == ' ') continue;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

std::string choice_id(std::size_t i) { return std::string(1, static_cast<char>('a' + i)); }

std::string numbered_id(char prefix, std::size_t n) {
  std::string id(1, prefix);
  id += std::to_string(n);
  return id;
}

}  // namespace

BankAuthor::BankAuthor(std::uint64_t seed, std::size_t languages) : random_(seed) {
  for (std::size_t i = 0; i < languages; ++i) makers_.emplace_back(language_styles()[i]);
}

std::vector<std::string> BankAuthor::tags() const {
  std::vector<std::string> out;
  for (const auto& m : makers_) out.push_back(m.style().tag);
  return out;
}

std::string BankAuthor::state_for(std::size_t language) {
  if (language == 0) return "source";
  return random_.chance(80) ? "translated" : "needs-review";
}

Json BankAuthor::localized(const std::function<std::string(const TextMaker&)>& make) {
  Json out = Json::object();
  for (std::size_t i = 0; i < makers_.size(); ++i)
    out[makers_[i].style().tag] = Json{{"text", make(makers_[i])}, {"state", state_for(i)}};
  return out;
}

Json BankAuthor::distinct(std::vector<std::set<std::string>>& taken,
                          const std::function<std::string(const TextMaker&)>& make) {
  taken.resize(makers_.size());
  Json out = Json::object();
  for (std::size_t i = 0; i < makers_.size(); ++i) {
    std::string text;
    for (int attempt = 0;; ++attempt) {
      if (attempt == 100) throw std::runtime_error("cannot make distinct options in " + makers_[i].style().tag);
      text = make(makers_[i]);
      if (taken[i].insert(comparable(text)).second) break;
    }
    out[makers_[i].style().tag] = Json{{"text", text}, {"state", state_for(i)}};
  }
  return out;
}

void BankAuthor::add_choices(Json& q, std::size_t count, std::size_t correct) {
  std::vector<bool> right(count, false);
  for (std::size_t placed = 0; placed < correct;) {
    const std::size_t at = random_.below(count);
    if (right[at]) continue;
    right[at] = true;
    ++placed;
  }
  std::vector<std::set<std::string>> taken;
  Json choices = Json::array();
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t length = random_.between(20, 80);
    Json c{{"id", choice_id(i)}};
    if (right[i]) c["correct"] = true;
    c["text"] = distinct(taken, [&](const TextMaker& m) { return m.text(random_, length, Sentence::Phrase, true); });
    if (random_.chance(40)) {
      const std::size_t feedback = random_.between(30, 120);
      c["feedback"] =
          localized([&](const TextMaker& m) { return m.text(random_, feedback, Sentence::Statement, true); });
    }
    choices.push_back(std::move(c));
  }
  q["choices"] = std::move(choices);
}

void BankAuthor::add_true_false(Json& q) {
  q["answer"] = random_.chance(50);
  for (const char* key : {"feedbackTrue", "feedbackFalse"}) {
    if (!random_.chance(60)) continue;
    const std::size_t length = random_.between(40, 120);
    q[key] = localized([&](const TextMaker& m) { return m.text(random_, length, Sentence::Statement, true); });
  }
}

void BankAuthor::add_short_answer(Json& q) {
  Json accepted = Json::object();
  const std::size_t count = random_.between(1, 3);
  for (const auto& m : makers_) {
    std::set<std::string> taken;
    Json answers = Json::array();
    while (answers.size() < count) {
      std::string a = m.short_answer(random_);
      if (taken.insert(comparable(a)).second) answers.push_back(std::move(a));
    }
    accepted[m.style().tag] = std::move(answers);
  }
  q["accepted"] = std::move(accepted);
  q["caseSensitive"] = random_.chance(20);
}

void BankAuthor::add_numerical(Json& q) {
  if (random_.chance(50)) {
    q["accept"] = Json{{"value", static_cast<double>(random_.between(1, 1000000)) / 100.0},
                       {"tolerance", static_cast<double>(random_.below(50)) / 10.0}};
  } else {
    const std::size_t low = random_.between(0, 100000), width = random_.between(1, 5000);
    q["accept"] = Json{{"low", static_cast<double>(low) / 10.0}, {"high", static_cast<double>(low + width) / 10.0}};
  }
}

void BankAuthor::add_matching(Json& q) {
  const std::size_t pairs = random_.between(3, 5), distractors = random_.below(3);
  std::vector<std::set<std::string>> prompts, answers;
  Json list = Json::array();
  for (std::size_t i = 0; i < pairs; ++i) {
    const std::size_t prompt_length = random_.between(20, 60), answer_length = random_.between(8, 30);
    Json p{{"id", numbered_id('p', i + 1)}};
    p["prompt"] =
        distinct(prompts, [&](const TextMaker& m) { return m.text(random_, prompt_length, Sentence::Phrase, true); });
    p["answer"] =
        distinct(answers, [&](const TextMaker& m) { return m.text(random_, answer_length, Sentence::Phrase, false); });
    list.push_back(std::move(p));
  }
  q["pairs"] = std::move(list);
  if (distractors == 0) return;
  Json extra = Json::array();
  for (std::size_t i = 0; i < distractors; ++i) {
    const std::size_t length = random_.between(8, 30);
    Json d{{"id", numbered_id('d', i + 1)}};
    d["answer"] =
        distinct(answers, [&](const TextMaker& m) { return m.text(random_, length, Sentence::Phrase, false); });
    extra.push_back(std::move(d));
  }
  q["distractors"] = std::move(extra);
}

void BankAuthor::add_essay(Json& q) {
  if (!random_.chance(70)) return;
  const std::size_t length = random_.between(100, 250);
  q["graderInfo"] = localized([&](const TextMaker& m) { return m.text(random_, length, Sentence::Statement, true); });
}

Json BankAuthor::question(std::size_t index, const std::string& image) {
  const std::size_t kind = index % 7;
  char id[32];
  std::snprintf(id, sizeof id, "q%06zu", index + 1);
  Json q{{"id", id}, {"kind", kKinds[kind]}};
  if (random_.chance(10)) q["points"] = random_.chance(50) ? 2.0 : 0.5;
  if (random_.chance(25)) {
    const std::size_t length = random_.between(15, 40);
    q["title"] = localized([&](const TextMaker& m) { return m.text(random_, length, Sentence::Phrase, false); });
  }
  const std::size_t stem_length = random_.between(80, 200);
  q["stem"] = localized([&](const TextMaker& m) {
    std::string stem = m.text(random_, stem_length, Sentence::Question, true);
    if (!image.empty()) stem += "\n\n![" + m.text(random_, 25, Sentence::Phrase, false) + "](" + image + ")";
    return stem;
  });
  const std::size_t explanation_length = random_.between(150, 400);
  q["explanation"] = localized([&](const TextMaker& m) { return m.explanation(random_, explanation_length); });
  switch (kind) {
    case 0:
      add_choices(q, 4, 1);
      break;
    case 1:
      add_choices(q, 5, random_.between(1, 3));
      q["partialCredit"] = random_.chance(50) ? "right-minus-wrong" : "all-or-nothing";
      break;
    case 2:
      add_true_false(q);
      break;
    case 3:
      add_short_answer(q);
      break;
    case 4:
      add_numerical(q);
      break;
    case 5:
      add_matching(q);
      break;
    default:
      add_essay(q);
      break;
  }
  return q;
}

}  // namespace quizpack::bench
