// Each supported QTI 2.1 interaction as the bank kind that holds it: choices, true/false, text entry, matching,
// ordering, essay.
#include <algorithm>
#include <cctype>

#include "import/ids/imported_ids.hpp"
#include "import/qti21/qti21_item.hpp"
#include "text/true_false_words.hpp"

namespace quizpack::qti21 {
namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

double mapped(const ResponseDeclaration& r, const std::string& key) {
  for (const auto& e : r.mapping)
    if (e.key == key) return e.value;
  return 0;
}

}  // namespace

std::set<std::string> ItemReader::right_keys() const {
  if (!response_.correct.empty()) return {response_.correct.begin(), response_.correct.end()};
  std::set<std::string> out;
  for (const auto& e : response_.mapping)
    if (e.value > 0) out.insert(e.key);
  return out;
}

std::set<std::string> ItemReader::choice_identifiers() const {
  std::set<std::string> out;
  if (local_name(interaction_) == "choiceInteraction")
    for (auto c : children(interaction_, "simpleChoice")) out.insert(c.attribute("identifier").value());
  return out;
}

std::optional<QuestionBody> ItemReader::body() {
  const std::string_view name = local_name(interaction_);
  if (name == "choiceInteraction") return choices();
  if (name == "textEntryInteraction") return text_entry();
  if (name == "matchInteraction") return matching();
  if (name == "orderInteraction") return ordering();
  return essay();
}

std::optional<QuestionBody> ItemReader::choices() {
  const auto list = children(interaction_, "simpleChoice");
  std::set<std::string> right = right_keys();
  if (right.empty()) return leave_out("import-incomplete", "no correct response", "it declares no correct response");
  if (response_.cardinality == "multiple") return multiple(list, right);
  if (response_.correct.empty() && right.size() > 1) {  // no correct response: the best-scored choice is right
    double best = 0;
    for (const auto& e : response_.mapping) best = std::max(best, e.value);
    right.clear();
    for (const auto& e : response_.mapping)
      if (near(e.value, best)) right.insert(e.key);
  }
  if (auto tf = true_false(list, right)) return tf;
  if (right.size() != 1)
    return leave_out("import-incomplete", "no single correct choice",
                     "a single choice needs one correct choice; it has " + std::to_string(right.size()));
  if (scoring_.maps)
    for (const auto& e : response_.mapping)
      if (e.value > 0 && !right.count(e.key))
        warn("the choice " + e.key + " earns partial credit; it becomes a wrong option");
  SingleChoice body;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string id = list[i].attribute("identifier").value();
    body.choices.push_back({bank_id(id, "C_", option_id_at(i)), text(xhtml_of(list[i], {"feedbackInline"}), list[i]),
                            right.count(id) != 0, feedback(list[i])});
  }
  return body;
}

// Two choices written C_true and C_false, or reading as the language's words for true and false.
std::optional<QuestionBody> ItemReader::true_false(const std::vector<pugi::xml_node>& list,
                                                   const std::set<std::string>& right) {
  if (list.size() != 2 || right.size() != 1) return std::nullopt;
  const TrueFalseWords words = true_false_words(ctx_.lang());
  int true_at = -1;
  for (int i = 0; i < 2; ++i) {
    const auto& c = list[static_cast<std::size_t>(i)];
    const std::string id = c.attribute("identifier").value();
    const std::string shown = lower(c.child_value());
    if (id == "C_true" || (!from_quizpack() && (shown == lower(words.true_word) || shown == "true"))) true_at = i;
  }
  if (true_at < 0) return std::nullopt;
  const auto& t = list[static_cast<std::size_t>(true_at)];
  const auto& f = list[static_cast<std::size_t>(1 - true_at)];
  const std::string false_id = f.attribute("identifier").value();
  const std::string false_text = lower(f.child_value());
  if (false_id != "C_false" && false_text != lower(words.false_word) && false_text != "false") return std::nullopt;
  TrueFalse body;
  body.answer = right.count(t.attribute("identifier").value()) != 0;
  body.feedback_true = feedback(t);
  body.feedback_false = feedback(f);
  return body;
}

std::optional<QuestionBody> ItemReader::multiple(const std::vector<pugi::xml_node>& list,
                                                 const std::set<std::string>& right) {
  MultipleResponse body;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const std::string id = list[i].attribute("identifier").value();
    body.choices.push_back({bank_id(id, "C_", option_id_at(i)), text(xhtml_of(list[i], {"feedbackInline"}), list[i]),
                            right.count(id) != 0, feedback(list[i])});
  }
  if (!scoring_.maps) {
    body.partial_credit = PartialCredit::AllOrNothing;
    return body;
  }
  const double share = points_ / static_cast<double>(right.size());
  bool same = response_.has_mapping && (!response_.lower_bound || near(*response_.lower_bound, 0));
  for (const auto& c : list) {
    const std::string id = c.attribute("identifier").value();
    same = same && near(mapped(response_, id), right.count(id) ? share : -share);
  }
  if (!same)
    warn("the mapping's weights are not the bank's right-minus-wrong shares (each right choice +1/" +
         std::to_string(right.size()) + " of the points, each wrong one -1/" + std::to_string(right.size()) +
         "); it is scored right minus wrong");
  return body;
}

std::optional<QuestionBody> ItemReader::text_entry() {
  if (response_.base_type == "float" || response_.base_type == "integer") return numerical();
  return short_answer();
}

std::optional<QuestionBody> ItemReader::short_answer() {
  ShortAnswer body;
  std::vector<std::string> accepted(response_.correct.begin(), response_.correct.end());
  double full = 0;
  for (const auto& e : response_.mapping) full = std::max(full, e.value);
  std::set<bool> cases;
  for (const auto& e : response_.mapping) {
    if (e.case_sensitive) cases.insert(*e.case_sensitive);
    if (near(e.value, full) && full > 0)
      accepted.push_back(e.key);
    else if (e.value > 0)
      warn("the answer '" + e.key + "' earns part of the points; only full answers are kept");
  }
  accepted.insert(accepted.end(), scoring_.strings.begin(), scoring_.strings.end());
  std::vector<std::string> unique;
  for (const auto& a : accepted)
    if (!a.empty() && std::find(unique.begin(), unique.end(), a) == unique.end()) unique.push_back(a);
  if (unique.empty()) return leave_out("import-incomplete", "no accepted answer", "it accepts no answer");
  if (cases.size() > 1) warn("some answers are case-sensitive and some not; the bank has one rule, case-sensitive");
  if (!cases.empty())
    body.case_sensitive = cases.count(true) != 0;
  else
    body.case_sensitive = scoring_.case_sensitive.value_or(true);
  body.accepted[ctx_.lang()] = unique;
  return body;
}

std::optional<QuestionBody> ItemReader::numerical() {
  const std::optional<double> correct = response_.correct.empty() ? std::nullopt : number(response_.correct.front());
  if (const auto accepted = accepted_numbers(correct, scoring_)) return Numerical{*accepted};
  for (const auto& e : response_.mapping)
    if (const auto value = number(e.key); value && e.value > 0) return Numerical{Tolerance{*value, 0}};
  return leave_out("import-incomplete", "no accepted answer", "it accepts no number");
}

std::optional<QuestionBody> ItemReader::matching() {
  const auto sets = children(interaction_, "simpleMatchSet");
  if (sets.size() != 2)
    return leave_out("import-unsupported", "unsupported interaction matchInteraction",
                     "a matching interaction needs two match sets");
  const auto prompts = children(sets[0], "simpleAssociableChoice");
  const auto answers = children(sets[1], "simpleAssociableChoice");
  std::map<std::string, std::string> answer_of;
  for (const auto& key : right_keys()) {
    const auto space = key.find_first_of(" \t");
    if (space == std::string::npos) continue;
    const std::string p = key.substr(0, space), a = key.substr(key.find_first_not_of(" \t", space));
    if (answer_of.count(p)) warn("the prompt " + p + " has several right answers; the first is kept");
    answer_of.emplace(p, a);
  }
  Matching body;
  std::set<std::string> used;
  for (const auto& p : prompts) {
    const std::string id = p.attribute("identifier").value();
    const auto it = answer_of.find(id);
    const auto answer = std::find_if(answers.begin(), answers.end(), [&](pugi::xml_node a) {
      return it != answer_of.end() && a.attribute("identifier").value() == it->second;
    });
    if (answer == answers.end()) {
      warn("the prompt " + id + " has no right answer; the bank's prompts each have one, so it is left out", p);
      continue;
    }
    used.insert(it->second);
    body.pairs.push_back({bank_id(id, "P_", "p" + std::to_string(body.pairs.size() + 1)), text(xhtml_of(p), p),
                          text(xhtml_of(*answer), *answer)});
  }
  for (const auto& a : answers)
    if (!used.count(a.attribute("identifier").value()))
      body.distractors.push_back(
          {bank_id(a.attribute("identifier").value(), "A_", "x" + std::to_string(body.distractors.size() + 1)),
           text(xhtml_of(a), a)});
  if (body.pairs.empty()) return leave_out("import-incomplete", "no correct response", "no prompt has a right answer");
  return body;
}

std::optional<QuestionBody> ItemReader::essay() {
  Essay body;
  for (auto rubric : descendants(child(root_, "itemBody"), "rubricBlock")) {
    const std::string view = rubric.attribute("view").value();
    if (view.find("scorer") == std::string::npos && view.find("tutor") == std::string::npos) {
      warn("a rubric block for " + view + " is left out; the bank keeps only information for graders", rubric);
      continue;
    }
    if (body.grader_info) {
      warn("only the first rubric block for graders is kept", rubric);
      continue;
    }
    body.grader_info = text(xhtml_of(rubric), rubric);
  }
  return body;
}

}  // namespace quizpack::qti21

namespace quizpack::qti21 {

// An orderInteraction: the correct response's order is the bank's order of items. Response processing that takes
// positions apart (an index expression) scores per position; any other scores all or nothing.
std::optional<QuestionBody> ItemReader::ordering() {
  const auto list = children(interaction_, "simpleChoice");
  if (response_.correct.size() != list.size() || list.size() < 2)
    return leave_out("import-incomplete", "no correct order",
                     "an ordering question needs a correct response that orders every choice");
  Ordering body;
  for (const auto& id : response_.correct) {
    const auto choice = std::find_if(list.begin(), list.end(),
                                     [&](pugi::xml_node c) { return c.attribute("identifier").value() == id; });
    if (choice == list.end())
      return leave_out("import-incomplete", "no correct order", "the correct order names an unknown choice " + id);
    body.items.push_back(
        {bank_id(id, "C_", "o" + std::to_string(body.items.size() + 1)), text(xhtml_of(*choice), *choice)});
  }
  const bool by_position = root_.find_node([](pugi::xml_node n) { return local_name(n) == "index"; });
  body.credit = by_position ? OrderCredit::PerPosition : OrderCredit::AllOrNothing;
  return body;
}

}  // namespace quizpack::qti21
