// The scoring spec (tests/scoring/cases.json) run against the QTI 2.1 items and the Moodle XML quizpack
// writes (QTI 3.0's warnings here, its items in the QTI 3 engine: tests/browser/qti30.test.mjs); the player runs the
// same table in tests/browser/spec.unit.test.mjs.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <regex>
#include <set>

#include <nlohmann/json.hpp>

#include "formats/qti/identifiers.hpp"
#include "load/load_bank.hpp"
#include "support/collect.hpp"
#include "support/qti_evaluator.hpp"
#include "support/source_dir.hpp"
#include "text/plain_text.hpp"
#include "unit/scoring/moodle_grading.hpp"

namespace quizpack::test {
namespace {

using nlohmann::json;

const std::string kSpecDir = quizpack::test::source_path("tests/scoring/");

const Quiz& spec_quiz() {
  static const Quiz quiz = [] {
    LoadResult loaded = load_banks({kSpecDir + "quiz.json"});
    if (loaded.has_errors() || loaded.quizzes.size() != 1) throw std::runtime_error("tests/scoring/quiz.json");
    return std::move(loaded.quizzes.front());
  }();
  return quiz;
}

const json& spec_cases() {
  static const json cases = json::parse(std::ifstream(kSpecDir + "cases.json"))["cases"];
  return cases;
}

const Question& question_of(const std::string& id) {
  for (const auto& q : spec_quiz().questions)
    if (q.id == id) return q;
  throw std::runtime_error("no question " + id);
}

// The points a case expects from `implementation`: its exception's, else the table's.
double expected_points(const json& c, const std::string& implementation) {
  if (c.contains("except") && c["except"].contains(implementation)) return c["except"][implementation]["points"];
  return c["points"];
}

std::string describe(const json& c) { return c["question"].get<std::string>() + " " + c["response"].dump(); }

// A typed number as a QTI float response: xsd:double's lexical form (white space around it collapsed away), else
// no response.
Response qti_number(const std::string& text) {
  static const std::regex number(R"(\s*([+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?)\s*)");
  std::smatch m;
  return std::regex_match(text, m, number) ? Response{m[1].str()} : Response{};
}

// A cloze response: each gap's typed text (a number gap's as a QTI float) or chosen option, by response variable.
std::map<std::string, Response> qti_gap_responses(const Cloze& cloze, const json& r) {
  std::map<std::string, Response> out;
  for (const auto& gap : cloze.gaps) {
    if (!r["gaps"].contains(gap.id)) continue;
    const std::string given = r["gaps"][gap.id];
    const auto variable = qti::gap_identifier(gap.id);
    if (std::holds_alternative<ChoiceGap>(gap.accepts))
      out[variable] = {qti::choice_identifier(given)};
    else
      out[variable] = std::holds_alternative<NumberGap>(gap.accepts) ? qti_number(given) : Response{given};
  }
  return out;
}

Response qti_response(const Question& q, const json& r) {
  if (r.contains("choice")) return {qti::choice_identifier(r["choice"])};
  if (r.contains("choices")) {
    Response out;
    for (const auto& id : r["choices"]) out.push_back(qti::choice_identifier(id));
    return out;
  }
  if (r.contains("value")) return {r["value"].get<bool>() ? qti::kTrueChoice : qti::kFalseChoice};
  if (r.contains("matches")) {
    Response out;
    for (const auto& [prompt, answer] : r["matches"].items())
      out.push_back(qti::match_prompt_identifier(prompt) + " " + qti::match_answer_identifier(answer));
    return out;
  }
  if (r.contains("text"))
    return std::holds_alternative<Numerical>(q.body) ? qti_number(r["text"]) : Response{r["text"]};
  if (r.contains("order")) {
    Response out;
    for (const auto& id : r["order"]) out.push_back(qti::choice_identifier(id));
    return out;
  }
  return {};
}

std::size_t index_of_choice(const std::vector<Choice>& choices, const std::string& id) {
  for (std::size_t i = 0; i < choices.size(); ++i)
    if (choices[i].id == id) return i;
  throw std::runtime_error("no choice " + id);
}

const std::vector<Choice>& choices_of(const Question& q) {
  if (const auto* s = std::get_if<SingleChoice>(&q.body)) return s->choices;
  return std::get<MultipleResponse>(q.body).choices;
}

// The answer text a matching response gives to each pair, in pair order.
std::vector<std::string> matched_texts(const Matching& m, const json& matches) {
  auto text_of = [&](const std::string& id) -> std::string {
    for (const auto& p : m.pairs)
      if (p.id == id) return plain_text(p.answer.in("en"));
    for (const auto& d : m.distractors)
      if (d.id == id) return plain_text(d.answer.in("en"));
    throw std::runtime_error("no answer " + id);
  };
  std::vector<std::string> out;
  for (const auto& p : m.pairs) out.push_back(matches.contains(p.id) ? text_of(matches[p.id]) : "");
  return out;
}

MoodleResponse moodle_response(const Question& q, const MoodleQuestion& mq, const json& r) {
  MoodleResponse out;
  if (r.contains("choice")) out.chosen = {index_of_choice(choices_of(q), r["choice"])};
  if (r.contains("choices"))
    for (const auto& id : r["choices"]) out.chosen.push_back(index_of_choice(choices_of(q), id));
  if (r.contains("value"))
    for (std::size_t i = 0; i < mq.answers.size(); ++i)
      if (mq.answers[i].text.text == (r["value"].get<bool>() ? "true" : "false")) out.chosen = {i};
  if (r.contains("text")) out.text = r["text"];
  if (r.contains("matches")) out.matched = matched_texts(std::get<Matching>(q.body), r["matches"]);
  if (r.contains("order"))
    for (const auto& id : r["order"]) {
      const auto& items = std::get<Ordering>(q.body).items;
      for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == id) out.ordered.push_back(i);
    }
  if (r.contains("gaps"))  // in the text's order, which is the bank's order of gaps in the spec's cloze question
    for (const auto& gap : std::get<Cloze>(q.body).gaps) {
      const std::string given = r["gaps"].value(gap.id, "");
      const auto* choice = std::get_if<ChoiceGap>(&gap.accepts);
      std::string typed = given;
      if (choice != nullptr && !given.empty())
        for (std::size_t i = 0; i < choice->options.size(); ++i)
          if (choice->options[i].id == given) typed = "#" + std::to_string(i);
      out.gaps.push_back(typed);
    }
  return out;
}

const MoodleQuestion& moodle_question(const std::vector<MoodleQuestion>& read, const std::string& id) {
  for (const auto& q : read)
    if (q.idnumber == id) return q;
  throw std::runtime_error("no Moodle question " + id);
}

// Whether `warnings` hold one of `rule` naming question `id`.
bool warned(const Diagnostics& warnings, const std::string& rule, const std::string& id) {
  for (const auto& w : warnings)
    if (w.rule == rule && w.message.rfind("question " + id + ":", 0) == 0) return true;
  return false;
}

void check_exception_warned(const json& c, const std::string& implementation, const Diagnostics& warnings) {
  if (!c.contains("except") || !c["except"].contains(implementation)) return;
  const json& rule = c["except"][implementation]["warning"];
  if (rule.is_null()) return;
  INFO(describe(c) << ": " << implementation << " must warn " << rule);
  CHECK(warned(warnings, rule, c["question"]));
}

}  // namespace

TEST_CASE("the spec table covers every question of its bank and every kind that scores") {
  std::set<std::string> asked;
  for (const auto& c : spec_cases()) asked.insert(c["question"]);
  std::set<std::string> kinds;
  for (const auto& q : spec_quiz().questions) {
    CHECK(asked.count(q.id) == 1);
    kinds.insert(kind_name(q.body));
  }
  CHECK(kinds.count("description") == 0);  // a description scores nothing: no row of the table can ask it
  CHECK(kinds.size() == std::variant_size_v<QuestionBody> - 1);
}

TEST_CASE("QTI 2.1 response processing awards the spec table's points") {
  const WriterOutput package = collect("qti21", spec_quiz(), "en");
  for (const auto& c : spec_cases()) {
    const Question& q = question_of(c["question"]);
    const OutputFile* item = nullptr;
    for (const auto& f : package.files)
      if (f.path == qti::item_path(q)) item = &f;
    REQUIRE(item != nullptr);
    INFO(describe(c));
    const auto* cloze = std::get_if<Cloze>(&q.body);
    const double score = cloze != nullptr
                             ? evaluate_item_responses(item->bytes, qti_gap_responses(*cloze, c["response"])).score
                             : evaluate_item(item->bytes, qti_response(q, c["response"])).score;
    CHECK(score == Approx(expected_points(c, "qti21")).margin(1e-9));
    check_exception_warned(c, "qti21", package.warnings);
  }
}

TEST_CASE("QTI 3.0 gives the warnings the spec table's exceptions name") {
  const WriterOutput package = collect("qti30", spec_quiz(), "en");
  for (const auto& c : spec_cases()) check_exception_warned(c, "qti30", package.warnings);
}

TEST_CASE("Moodle grades the Moodle XML's answers and fractions to the spec table's points") {
  const WriterOutput output = collect("moodlexml", spec_quiz(), "en");
  const auto read = read_moodle_xml(output.files.at(0).bytes);
  for (const auto& c : spec_cases()) {
    const Question& q = question_of(c["question"]);
    const MoodleQuestion& mq = moodle_question(read, q.id);
    INFO(describe(c));
    // Moodle stores fractions with 7 decimals: a third is 0.3333333.
    CHECK(moodle_points(mq, moodle_response(q, mq, c["response"])) ==
          Approx(expected_points(c, "moodle")).margin(1e-5));
    check_exception_warned(c, "moodle", output.warnings);
  }
}

}  // namespace quizpack::test
