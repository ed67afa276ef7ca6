// Writes quiz.json the way banks are written by hand, so an imported bank reads like the others.
#include "import/bank/bank_json.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "model/overloaded.hpp"
#include "model/state_name.hpp"
#include "text/html.hpp"

namespace quizpack {
namespace {

// Whole numbers without a fraction ("65504", not "65504.0"), others in their shortest exact form.
std::string number(double value) {
  if (std::isfinite(value) && std::fabs(value) < 1e15 && value == std::trunc(value))
    return std::to_string(static_cast<std::int64_t>(value));
  return nlohmann::json(value).dump();
}

const char* partial_credit_name(PartialCredit rule) {
  return rule == PartialCredit::AllOrNothing ? "all-or-nothing" : "right-minus-wrong";
}

// Appends JSON to one buffer: objects and arrays one member per line at 2-space steps, strings escaped.
class JsonOut {
 public:
  explicit JsonOut(std::string& out) : out_(out) {}

  void string(std::string_view s) {
    out_ += '"';
    if (!append_escaped_json(out_, s)) throw std::invalid_argument("a text is not well-formed UTF-8");
    out_ += '"';
  }
  void raw(std::string_view s) { out_ += s; }

  // Opens an object or array (`open` is '{' or '[') as the value that was started last, or as the document.
  void open(char open) {
    out_ += open;
    out_ += '\n';
    levels_.push_back({levels_.empty() ? 0 : levels_.back().indent + 2, 0});
  }
  // Starts the next array item on its own line.
  void item() {
    Level& level = levels_.back();
    if (level.members++ > 0) out_ += ",\n";
    out_.append(static_cast<std::size_t>(level.indent) + 2, ' ');
  }
  // Starts the next object member: its key, then the value follows.
  void key(std::string_view name) {
    item();
    string(name);
    out_ += ": ";
  }
  void close(char close) {
    const Level level = levels_.back();
    levels_.pop_back();
    if (level.members > 0) out_ += '\n';
    out_.append(static_cast<std::size_t>(level.indent), ' ');
    out_ += close;
  }
  void inline_strings(const std::vector<std::string>& items) {
    out_ += '[';
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (i > 0) out_ += ", ";
      string(items[i]);
    }
    out_ += ']';
  }

 private:
  struct Level {
    int indent;
    int members;
  };
  std::string& out_;
  std::vector<Level> levels_;
};

class BankWriter {
 public:
  BankWriter(const Quiz& quiz, std::string& out) : quiz_(quiz), j_(out) {}

  void quiz(const std::string& schema) {
    j_.open('{');
    string_member("$schema", schema);
    string_member("id", quiz_.id);
    string_member("version", quiz_.version);
    string_member("sourceLanguage", quiz_.source_language);
    j_.key("languages");
    j_.inline_strings(quiz_.languages);
    string_member("level", level_name(quiz_.level));
    if (!quiz_.guide.empty()) string_member("guide", quiz_.guide);
    if (!quiz_.activity_iri.empty()) string_member("activityIri", quiz_.activity_iri);
    raw_member("passingScore", number(quiz_.passing_score));
    raw_member("shuffle", std::string("{\"questions\": ") + (quiz_.shuffle.questions ? "true" : "false") +
                              ", \"choices\": " + (quiz_.shuffle.choices ? "true" : "false") + "}");
    text_member("title", quiz_.title);
    text_member("description", quiz_.description);
    if (!quiz_.sections.empty()) {
      j_.key("sections");
      object_array(quiz_.sections, [&](const Section& s) {
        string_member("id", s.id);
        text_member("title", s.title);
        if (s.draw) raw_member("draw", std::to_string(*s.draw));
      });
    }
    j_.key("questions");
    j_.open('[');
    for (const auto& q : quiz_.questions) {
      j_.item();
      question(q);
    }
    j_.close(']');
    j_.close('}');
    j_.raw("\n");
  }

 private:
  void string_member(std::string_view key, std::string_view value) {
    j_.key(key);
    j_.string(value);
  }
  void raw_member(std::string_view key, std::string_view value) {
    j_.key(key);
    j_.raw(value);
  }
  void text_member(std::string_view key, const LocalizedText& t) {
    j_.key(key);
    text(t);
  }

  // The languages of a text: the quiz's in its order, then any others in tag order.
  void text(const LocalizedText& t) {
    j_.open('{');
    auto add = [&](const LanguageTag& lang, const Translation& tr) {
      j_.key(lang);
      j_.raw("{\"text\": ");
      j_.string(tr.text.source);
      j_.raw(", \"state\": \"");
      j_.raw(state_name(tr.state));
      j_.raw("\"}");
    };
    for (const auto& lang : quiz_.languages)
      if (auto it = t.by_language.find(lang); it != t.by_language.end()) add(lang, it->second);
    for (const auto& [lang, tr] : t.by_language)
      if (std::find(quiz_.languages.begin(), quiz_.languages.end(), lang) == quiz_.languages.end()) add(lang, tr);
    j_.close('}');
  }

  // `list` as an array of objects, one a line, each object's members written by `members`.
  template <class Item, class Members>
  void object_array(const std::vector<Item>& list, Members members) {
    j_.open('[');
    for (const auto& item : list) {
      j_.item();
      j_.open('{');
      members(item);
      j_.close('}');
    }
    j_.close(']');
  }

  void choices(const std::vector<Choice>& list) {
    object_array(list, [&](const Choice& c) {
      string_member("id", c.id);
      if (c.correct) raw_member("correct", "true");
      text_member("text", c.text);
      if (c.feedback) text_member("feedback", *c.feedback);
    });
  }

  // Short fields of a kind, written before the texts as the bank's files do.
  void kind_scalars(const QuestionBody& body) {
    std::visit(
        Overloaded{
            [](const SingleChoice&) {},
            [&](const MultipleResponse& b) { string_member("partialCredit", partial_credit_name(b.partial_credit)); },
            [&](const TrueFalse& b) { raw_member("answer", b.answer ? "true" : "false"); },
            [&](const ShortAnswer& b) {
              if (b.case_sensitive) raw_member("caseSensitive", "true");
            },
            [&](const Numerical& b) { accept(b.accepted); },
            [](const Matching&) {},
            [](const Essay&) {},
            [&](const Ordering& b) {
              if (b.credit == OrderCredit::PerPosition) string_member("partialCredit", "per-position");
            },
            [](const Cloze&) {},
            [](const Description&) {},
        },
        body);
  }

  void accept(const std::variant<Tolerance, Range>& accepted) {
    std::visit(Overloaded{[&](const Tolerance& t) {
                            raw_member("accept", "{\"value\": " + number(t.value) +
                                                     ", \"tolerance\": " + number(t.tolerance) + "}");
                          },
                          [&](const Range& r) {
                            raw_member("accept", "{\"low\": " + number(r.low) + ", \"high\": " + number(r.high) + "}");
                          }},
               accepted);
  }

  // Lists and texts of a kind, written after the stem and explanation.
  void kind_lists(const QuestionBody& body) {
    std::visit(Overloaded{
                   [&](const SingleChoice& b) { choices_member(b.choices); },
                   [&](const MultipleResponse& b) { choices_member(b.choices); },
                   [&](const TrueFalse& b) {
                     if (b.feedback_true) text_member("feedbackTrue", *b.feedback_true);
                     if (b.feedback_false) text_member("feedbackFalse", *b.feedback_false);
                   },
                   [&](const ShortAnswer& b) { accepted(b); },
                   [](const Numerical&) {},
                   [&](const Matching& b) { matching(b); },
                   [&](const Essay& b) {
                     if (b.grader_info) text_member("graderInfo", *b.grader_info);
                   },
                   [&](const Ordering& b) { ordering(b); },
                   [&](const Cloze& b) { gaps(b); },
                   [](const Description&) {},
               },
               body);
  }

  void choices_member(const std::vector<Choice>& list) {
    j_.key("choices");
    choices(list);
  }

  void accepted(const ShortAnswer& b) { accepted_member(b.accepted); }

  // A cloze question's gaps: id, kind, points when not 1, the kind's fields, feedback.
  void gaps(const Cloze& b) {
    j_.key("gaps");
    j_.open('[');
    for (const auto& g : b.gaps) {
      j_.item();
      j_.open('{');
      string_member("id", g.id);
      const char* kind =
          std::visit(Overloaded{[](const TextGap&) { return "text"; }, [](const NumberGap&) { return "number"; },
                                [](const ChoiceGap&) { return "choice"; }},
                     g.accepts);
      string_member("kind", kind);
      if (g.points != 1) raw_member("points", number(g.points));
      std::visit(Overloaded{[&](const TextGap& t) {
                              if (t.case_sensitive) raw_member("caseSensitive", "true");
                              accepted_member(t.accepted);
                            },
                            [&](const NumberGap& n) { accept(n.accepted); }, [&](const ChoiceGap& c) { options(c); }},
                 g.accepts);
      if (g.feedback) text_member("feedback", *g.feedback);
      j_.close('}');
    }
    j_.close(']');
  }

  void options(const ChoiceGap& c) {
    j_.key("options");
    j_.open('[');
    for (const auto& o : c.options) {
      j_.item();
      j_.open('{');
      string_member("id", o.id);
      if (o.correct) raw_member("correct", "true");
      text_member("text", o.text);
      j_.close('}');
    }
    j_.close(']');
  }

  void accepted_member(const std::map<LanguageTag, std::vector<std::string>>& by_language) {
    j_.key("accepted");
    j_.open('{');
    for (const auto& lang : quiz_.languages)
      if (auto it = by_language.find(lang); it != by_language.end()) {
        j_.key(lang);
        j_.inline_strings(it->second);
      }
    for (const auto& [lang, list] : by_language)
      if (std::find(quiz_.languages.begin(), quiz_.languages.end(), lang) == quiz_.languages.end()) {
        j_.key(lang);
        j_.inline_strings(list);
      }
    j_.close('}');
  }

  void matching(const Matching& b) {
    j_.key("pairs");
    object_array(b.pairs, [&](const MatchPair& p) {
      string_member("id", p.id);
      text_member("prompt", p.prompt);
      if (owns_answer(p))
        text_member("answer", p.answer);
      else
        string_member("sameAnswerAs", p.same_answer_as);
    });
    if (b.distractors.empty()) return;
    j_.key("distractors");
    object_array(b.distractors, [&](const MatchDistractor& d) {
      string_member("id", d.id);
      text_member("answer", d.answer);
    });
  }

  void ordering(const Ordering& b) {
    j_.key("items");
    object_array(b.items, [&](const OrderItem& item) {
      string_member("id", item.id);
      text_member("text", item.text);
    });
  }

  void question(const Question& q) {
    j_.open('{');
    string_member("id", q.id);
    string_member("kind", kind_name(q.body));
    if (q.points != 1 && !is_description(q.body)) raw_member("points", number(q.points));
    if (!q.section.empty()) string_member("section", q.section);
    kind_scalars(q.body);
    if (q.title) text_member("title", *q.title);
    text_member("stem", q.stem);
    if (q.explanation) text_member("explanation", *q.explanation);
    kind_lists(q.body);
    j_.close('}');
  }

  const Quiz& quiz_;
  JsonOut j_;
};

}  // namespace

std::string write_bank_json(const Quiz& quiz, const std::string& schema) {
  std::string out;
  out.reserve(4096 + quiz.questions.size() * quiz.languages.size() * 4096);  // untouched capacity is not resident
  BankWriter(quiz, out).quiz(schema);
  return out;
}

namespace {

// `bank` with the objects of its top-level array `key` kept as `keep` says (by index) and changed as `edit` does.
// An object closes on the first line that is "    }": its members are indented further and its strings hold no
// raw line break.
template <typename Keep, typename Edit>
std::string edited_array(const std::string& bank, const std::string& key, Keep keep, Edit edit) {
  const std::string open = "\n  \"" + key + "\": [\n";
  const std::size_t start = bank.find(open);
  const std::size_t end = start == std::string::npos ? start : bank.find("\n  ]", start);
  if (start == std::string::npos || end == std::string::npos) return bank;
  const std::string closing = "\n    }";
  std::string out = bank.substr(0, start + open.size());
  bool first = true;
  std::size_t index = 0;
  for (std::size_t at = start + open.size(); at < end; ++index) {
    const std::size_t close = bank.find(closing, at);
    if (close == std::string::npos || close > end) return bank;
    if (keep(index)) {
      if (!first) out += ",\n";
      out += edit(index, bank.substr(at, close + closing.size() - at));
      first = false;
    }
    at = close + closing.size();
    if (at < bank.size() && bank[at] == ',') ++at;
    if (at < bank.size() && bank[at] == '\n' && at != end) ++at;
  }
  if (first) out.pop_back();  // "[\n  ]" as an empty list is written
  out.append(bank, end, std::string::npos);
  return out;
}

}  // namespace

std::string bank_json_without(const std::string& bank, const std::set<std::size_t>& left_out) {
  return edited_array(
      bank, "questions", [&](std::size_t i) { return left_out.count(i) == 0; },
      [](std::size_t, std::string item) { return item; });
}

std::string bank_json_sections(const std::string& bank, const std::set<std::size_t>& dropped,
                               const std::map<std::size_t, std::size_t>& draws) {
  const std::string member = "\n      \"draw\": ";
  return edited_array(
      bank, "sections", [&](std::size_t i) { return dropped.count(i) == 0; },
      [&](std::size_t i, std::string item) {
        const auto draw = draws.find(i);
        const std::size_t at = item.find(member);
        if (draw == draws.end() || at == std::string::npos) return item;
        const std::size_t from = at + member.size();
        std::size_t to = from;
        while (to < item.size() && std::isdigit(static_cast<unsigned char>(item[to])) != 0) ++to;
        return item.replace(from, to - from, std::to_string(draw->second));
      });
}

}  // namespace quizpack
