// Writes quiz.json the way banks are written by hand, so an imported bank reads like the others.
#include "import/bank/bank_json.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include <nlohmann/json.hpp>

#include "model/overloaded.hpp"

namespace quizpack {
namespace {

std::string quoted(const std::string& s) { return nlohmann::json(s).dump(); }

// Whole numbers without a fraction ("65504", not "65504.0"), others in their shortest exact form.
std::string number(double value) {
  if (std::isfinite(value) && std::fabs(value) < 1e15 && value == std::trunc(value))
    return std::to_string(static_cast<std::int64_t>(value));
  return nlohmann::json(value).dump();
}

const char* state_name(TranslationState state) {
  switch (state) {
    case TranslationState::Source:
      return "source";
    case TranslationState::Translated:
      return "translated";
    case TranslationState::NeedsReview:
      return "needs-review";
  }
  return "source";
}

// `items` one per line between `open` and `close`, each after `pad` spaces, the close at `indent`; built in one buffer.
std::string joined(const std::vector<std::string>& items, const char* open, const char* close, int indent, int pad) {
  std::size_t size = 4 + static_cast<std::size_t>(indent);
  for (const auto& item : items) size += item.size() + static_cast<std::size_t>(pad) + 2;
  std::string out;
  out.reserve(size);
  out.append(open).append("\n");
  for (std::size_t i = 0; i < items.size(); ++i)
    out.append(static_cast<std::size_t>(pad), ' ').append(items[i]).append(i + 1 < items.size() ? ",\n" : "\n");
  out.append(static_cast<std::size_t>(indent), ' ').append(close);
  return out;
}

// Collects the members of one JSON object, each on its own line, and closes it at the right indentation.
class ObjectWriter {
 public:
  explicit ObjectWriter(int indent) : indent_(indent) {}

  void add(const std::string& key, const std::string& value) {
    std::string member(static_cast<std::size_t>(indent_ + 2), ' ');
    const std::string name = quoted(key);
    member.reserve(member.size() + name.size() + 2 + value.size());
    member.append(name).append(": ").append(value);
    members_.push_back(std::move(member));
  }

  [[nodiscard]] int inner() const { return indent_ + 2; }

  [[nodiscard]] std::string close() const { return joined(members_, "{", "}", indent_, 0); }

 private:
  int indent_;
  std::vector<std::string> members_;
};

std::string array_of(const std::vector<std::string>& items, int indent) {
  return joined(items, "[", "]", indent, indent + 2);
}

std::string inline_strings(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i == 0 ? "" : ", ") + quoted(items[i]);
  return out + "]";
}

class BankWriter {
 public:
  explicit BankWriter(const Quiz& quiz) : quiz_(quiz) {}

  std::string quiz(const std::string& schema) {
    ObjectWriter o(0);
    o.add("$schema", quoted(schema));
    o.add("id", quoted(quiz_.id));
    o.add("version", quoted(quiz_.version));
    o.add("sourceLanguage", quoted(quiz_.source_language));
    o.add("languages", inline_strings(quiz_.languages));
    o.add("level", quoted(level_name(quiz_.level)));
    if (!quiz_.guide.empty()) o.add("guide", quoted(quiz_.guide));
    if (!quiz_.activity_iri.empty()) o.add("activityIri", quoted(quiz_.activity_iri));
    o.add("passingScore", number(quiz_.passing_score));
    o.add("shuffle", std::string("{\"questions\": ") + (quiz_.shuffle.questions ? "true" : "false") +
                         ", \"choices\": " + (quiz_.shuffle.choices ? "true" : "false") + "}");
    o.add("title", text(quiz_.title, o.inner()));
    o.add("description", text(quiz_.description, o.inner()));
    std::vector<std::string> questions;
    for (const auto& q : quiz_.questions) questions.push_back(question(q, o.inner() + 2));
    o.add("questions", array_of(questions, o.inner()));
    std::string out = o.close();
    out += '\n';
    return out;
  }

 private:
  // The languages of a text: the quiz's in its order, then any others in tag order.
  std::string text(const LocalizedText& t, int indent) const {
    ObjectWriter o(indent);
    auto add = [&](const LanguageTag& lang, const Translation& tr) {
      o.add(lang, "{\"text\": " + quoted(tr.text.source) + ", \"state\": " + quoted(state_name(tr.state)) + "}");
    };
    for (const auto& lang : quiz_.languages)
      if (auto it = t.by_language.find(lang); it != t.by_language.end()) add(lang, it->second);
    for (const auto& [lang, tr] : t.by_language)
      if (std::find(quiz_.languages.begin(), quiz_.languages.end(), lang) == quiz_.languages.end()) add(lang, tr);
    return o.close();
  }

  std::string choices(const std::vector<Choice>& list, int indent) const {
    std::vector<std::string> items;
    for (const auto& c : list) {
      ObjectWriter o(indent + 2);
      o.add("id", quoted(c.id));
      if (c.correct) o.add("correct", "true");
      o.add("text", text(c.text, o.inner()));
      if (c.feedback) o.add("feedback", text(*c.feedback, o.inner()));
      items.push_back(o.close());
    }
    return array_of(items, indent);
  }

  // Short fields of a kind, written before the texts as the bank's files do.
  void kind_scalars(const QuestionBody& body, ObjectWriter& o) const {
    std::visit(
        Overloaded{
            [](const SingleChoice&) {},
            [&](const MultipleResponse& b) {
              o.add("partialCredit",
                    quoted(b.partial_credit == PartialCredit::AllOrNothing ? "all-or-nothing" : "right-minus-wrong"));
            },
            [&](const TrueFalse& b) { o.add("answer", b.answer ? "true" : "false"); },
            [&](const ShortAnswer& b) {
              if (b.case_sensitive) o.add("caseSensitive", "true");
            },
            [&](const Numerical& b) {
              std::visit(Overloaded{[&](const Tolerance& t) {
                                      o.add("accept", "{\"value\": " + number(t.value) +
                                                          ", \"tolerance\": " + number(t.tolerance) + "}");
                                    },
                                    [&](const Range& r) {
                                      o.add("accept",
                                            "{\"low\": " + number(r.low) + ", \"high\": " + number(r.high) + "}");
                                    }},
                         b.accepted);
            },
            [](const Matching&) {},
            [](const Essay&) {},
        },
        body);
  }

  // Lists and texts of a kind, written after the stem and explanation.
  void kind_lists(const QuestionBody& body, ObjectWriter& o) const {
    std::visit(Overloaded{
                   [&](const SingleChoice& b) { o.add("choices", choices(b.choices, o.inner())); },
                   [&](const MultipleResponse& b) { o.add("choices", choices(b.choices, o.inner())); },
                   [&](const TrueFalse& b) {
                     if (b.feedback_true) o.add("feedbackTrue", text(*b.feedback_true, o.inner()));
                     if (b.feedback_false) o.add("feedbackFalse", text(*b.feedback_false, o.inner()));
                   },
                   [&](const ShortAnswer& b) { o.add("accepted", accepted(b, o.inner())); },
                   [](const Numerical&) {},
                   [&](const Matching& b) { matching(b, o); },
                   [&](const Essay& b) {
                     if (b.grader_info) o.add("graderInfo", text(*b.grader_info, o.inner()));
                   },
               },
               body);
  }

  std::string accepted(const ShortAnswer& b, int indent) const {
    ObjectWriter o(indent);
    for (const auto& lang : quiz_.languages)
      if (auto it = b.accepted.find(lang); it != b.accepted.end()) o.add(lang, inline_strings(it->second));
    for (const auto& [lang, list] : b.accepted)
      if (std::find(quiz_.languages.begin(), quiz_.languages.end(), lang) == quiz_.languages.end())
        o.add(lang, inline_strings(list));
    return o.close();
  }

  void matching(const Matching& b, ObjectWriter& o) const {
    const int indent = o.inner();
    std::vector<std::string> pairs;
    for (const auto& p : b.pairs) {
      ObjectWriter item(indent + 2);
      item.add("id", quoted(p.id));
      item.add("prompt", text(p.prompt, item.inner()));
      item.add("answer", text(p.answer, item.inner()));
      pairs.push_back(item.close());
    }
    o.add("pairs", array_of(pairs, indent));
    if (b.distractors.empty()) return;
    std::vector<std::string> extra;
    for (const auto& d : b.distractors) {
      ObjectWriter item(indent + 2);
      item.add("id", quoted(d.id));
      item.add("answer", text(d.answer, item.inner()));
      extra.push_back(item.close());
    }
    o.add("distractors", array_of(extra, indent));
  }

  std::string question(const Question& q, int indent) const {
    ObjectWriter o(indent);
    o.add("id", quoted(q.id));
    o.add("kind", quoted(kind_name(q.body)));
    if (q.points != 1) o.add("points", number(q.points));
    kind_scalars(q.body, o);
    if (q.title) o.add("title", text(*q.title, o.inner()));
    o.add("stem", text(q.stem, o.inner()));
    o.add("explanation", text(q.explanation, o.inner()));
    kind_lists(q.body, o);
    return o.close();
  }

  const Quiz& quiz_;
};

}  // namespace

std::string write_bank_json(const Quiz& quiz, const std::string& schema) { return BankWriter(quiz).quiz(schema); }

}  // namespace quizpack
