// Maps Moodle's question types onto the bank's kinds, warning for each thing the bank cannot hold.
#include "import/moodlexml/moodle_xml_question.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <map>

#include "formats/moodle/moodle_fractions.hpp"
#include "formats/moodle/moodle_penalty.hpp"
#include "import/gift/accepted_answers.hpp"
#include "import/ids/imported_ids.hpp"
#include "import/moodlexml/multianswer_gaps.hpp"
#include "text/plain_text.hpp"

namespace quizpack {
namespace {

bool near(double a, double b) { return std::fabs(a - b) < 1e-5; }

double fraction_of(pugi::xml_node answer) { return answer.attribute("fraction").as_double(0) / 100.0; }

std::string trimmed(const std::string& s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

const std::map<std::string, std::string>& unsupported_types() {
  static const std::map<std::string, std::string> names{{"calculated", "calculated"},
                                                        {"calculatedsimple", "simple calculated"},
                                                        {"calculatedmulti", "calculated multichoice"},
                                                        {"random", "random"},
                                                        {"randomsamatch", "random short-answer matching"},
                                                        {"ddwtos", "drag and drop into text"},
                                                        {"ddimageortext", "drag and drop onto image"},
                                                        {"ddmarker", "drag and drop markers"},
                                                        {"gapselect", "select missing words"},
                                                        {"ordering", "ordering"}};
  return names;
}

class MoodleQuestion {
 public:
  MoodleQuestion(pugi::xml_node node, MoodleXmlContext& ctx)
      : node_(node),
        ctx_(ctx),
        type_(node.attribute("type").value()),
        name_(trimmed(node.child("name").child("text").text().get())) {}

  std::optional<Question> read(std::size_t position) {
    if (type_ == "cloze" || type_ == "multianswer") return cloze(position);
    if (!is_supported()) {
      const auto it = unsupported_types().find(type_);
      ctx_.warn("import-unsupported",
                "question " + name_ + ": the Moodle type " + type_ +
                    (it != unsupported_types().end() ? " (" + it->second + ")" : "") +
                    " is not a kind the bank has; it is left out",
                node_);
      ctx_.skip("unsupported type " + type_);
      return std::nullopt;
    }
    Question q;
    q.id = question_id(position);
    q.location = ctx_.where(node_);
    what_ = "question " + q.id;
    q.points = type_ == "description" ? 0 : points();
    q.stem = ctx_.text(node_.child("questiontext"), what_);
    q.explanation = ctx_.text(node_.child("generalfeedback"), what_);
    if (type_ == "description" && q.explanation) {
      if (!trimmed(node_.child("generalfeedback").child("text").text().get()).empty())
        warn("a description has no answer to explain; its general feedback is not kept");
      q.explanation.reset();
    }
    if (!name_.empty() && plain_name() != q.id) q.title = ctx_.name(node_.child("name"), what_);
    note_losses();
    q.body = body();
    return q;
  }

 private:
  bool is_supported() const {
    return type_ == "multichoice" || type_ == "truefalse" || type_ == "shortanswer" || type_ == "numerical" ||
           type_ == "matching" || type_ == "match" || type_ == "essay" || type_ == "ordering" || type_ == "description";
  }

  std::optional<Question> leave_out(const std::string& reason, const std::string& message) {
    ctx_.warn("import-unsupported", "question " + name_ + ": " + message + "; it is left out", node_);
    ctx_.skip(reason);
    return std::nullopt;
  }

  void warn(const std::string& message) { ctx_.warn("moodle-import", what_ + ": " + message, node_); }

  // The name without multilang spans or tags, as Moodle lists it in the first language.
  std::string plain_name() const {
    std::string out;
    bool in_tag = false;
    for (char c : name_) {
      if (c == '<')
        in_tag = true;
      else if (c == '>')
        in_tag = false;
      else if (!in_tag)
        out += c;
    }
    return out;
  }

  std::string question_id(std::size_t position) {
    std::string idnumber = trimmed(node_.child_value("idnumber"));
    if (is_bank_id(idnumber)) return idnumber;
    if (!idnumber.empty())
      ctx_.warn("moodle-import", "question " + name_ + ": the idnumber " + idnumber + " is not a bank id", node_);
    if (idnumber.empty() && is_bank_id(plain_name())) return plain_name();
    return "q" + std::to_string(position);
  }

  double points() {
    const auto grade = node_.child("defaultgrade");
    if (!grade) return 1;
    const double value = grade.text().as_double(1);
    if (value > 0 && value <= 1000) return value;
    warn("the default mark " + std::string(grade.text().get()) +
         " is outside the bank's 0 < points <= 1000; 1 is used");
    return 1;
  }

  void note_losses() {
    if (node_.child("tags").child("tag")) warn("tags are not kept: the bank has no tags");
    if (node_.child("hint")) warn("hints for further tries are not kept: the bank has no hints");
    const auto penalty = node_.child("penalty");
    const std::string usual = moodle_default_penalty(type_ == "match" ? "matching" : type_);
    if (penalty && type_ != "description" && std::fabs(penalty.text().as_double() - std::stod(usual)) > 1e-6)
      warn("the penalty " + trimmed(penalty.text().get()) + " per wrong try is not kept: the bank has one try");
  }

  std::optional<LocalizedText> feedback(pugi::xml_node answer) {
    const auto holder = answer.child("feedback");
    if (trimmed(holder.child("text").text().get()).empty()) return std::nullopt;
    return ctx_.text(holder, what_);
  }

  std::optional<Question> cloze(std::size_t position);
  QuestionBody body();
  QuestionBody choices();
  QuestionBody true_false();
  QuestionBody short_answer();
  QuestionBody numerical();
  QuestionBody matching();
  QuestionBody ordering();

  pugi::xml_node node_;
  MoodleXmlContext& ctx_;
  std::string type_;
  std::string name_;
  std::string what_;
};

QuestionBody MoodleQuestion::body() {
  if (type_ == "multichoice") return choices();
  if (type_ == "truefalse") return true_false();
  if (type_ == "shortanswer") return short_answer();
  if (type_ == "numerical") return numerical();
  if (type_ == "ordering") return ordering();
  if (type_ == "description") return Description{};
  if (type_ == "essay") {
    const auto info = node_.child("graderinfo");
    if (trimmed(info.child("text").text().get()).empty()) return Essay{};
    return Essay{ctx_.text(info, what_)};
  }
  return matching();
}

QuestionBody MoodleQuestion::choices() {
  const std::string single = trimmed(node_.child_value("single"));
  const bool is_single = single == "true" || single == "1";
  std::vector<Choice> list;
  std::vector<double> fractions;
  for (auto answer : node_.children("answer")) {
    const double f = fraction_of(answer);
    list.push_back(
        {option_id_at(list.size()), ctx_.text(answer, what_), is_single ? near(f, 1.0) : f > 0, feedback(answer)});
    fractions.push_back(f);
  }
  if (is_single) {
    for (double f : fractions)
      if (!near(f, 1.0) && !near(f, 0.0)) warn("partial credit " + percent_text(f) + "% becomes a wrong option");
    return SingleChoice{std::move(list)};
  }
  MultipleResponse body{std::move(list), PartialCredit::RightMinusWrong};
  bool wrong = false, all_cancel = true;
  for (double f : fractions)
    if (f <= 0) {
      wrong = true;
      all_cancel = all_cancel && near(f, -1.0);
    }
  if (wrong && all_cancel) body.partial_credit = PartialCredit::AllOrNothing;
  const auto expected = multiple_response_fractions(body).fractions;
  for (std::size_t i = 0; i < expected.size(); ++i)
    if (!near(expected[i], fractions[i])) {
      warn("the answer weights differ from the bank's scoring rules; scoring becomes right-minus-wrong shares");
      break;
    }
  return body;
}

QuestionBody MoodleQuestion::true_false() {
  TrueFalse body;
  for (auto answer : node_.children("answer")) {
    const bool is_true = trimmed(answer.child("text").text().get()) == "true";
    if (is_true) {
      body.answer = fraction_of(answer) > 0;
      body.feedback_true = feedback(answer);
    } else {
      body.feedback_false = feedback(answer);
    }
  }
  return body;
}

QuestionBody MoodleQuestion::short_answer() {
  ShortAnswer body;
  body.case_sensitive = trimmed(node_.child_value("usecase")) == "1";
  std::vector<std::string> accepted;
  for (auto answer : node_.children("answer")) {
    const std::string text = trimmed(answer.child("text").text().get());
    if (!near(fraction_of(answer), 1.0)) {
      warn("the answer '" + text + "' earns " + percent_text(fraction_of(answer)) + "%; only full answers are kept");
      continue;
    }
    if (text.find('*') != std::string::npos)
      warn("the answer '" + text + "' uses Moodle's * wildcard; it is kept as text");
    add_accepted(accepted, text, body.case_sensitive);
  }
  if (ctx_.languages().size() > 1)
    warn("a multilang file lists short answers without languages; every language accepts all of them");
  for (const auto& lang : ctx_.languages()) body.accepted[lang] = accepted;
  return body;
}

QuestionBody MoodleQuestion::numerical() {
  if (node_.child("units").child("unit")) warn("units and unit penalties are not kept");
  std::optional<Tolerance> right;
  std::size_t answers = 0;
  for (auto answer : node_.children("answer")) {
    ++answers;
    const std::string text = trimmed(answer.child("text").text().get());
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (right || !near(fraction_of(answer), 1.0) || text.empty() || *end != '\0') continue;
    right = Tolerance{value, std::fabs(answer.child("tolerance").text().as_double(0))};
  }
  if (answers > 1) warn("only the first fully right numerical answer is kept");
  if (right) return Numerical{*right};
  warn("no fully right numerical answer; the bank needs one, so 0 is used");
  return Numerical{Tolerance{0, 0}};
}

QuestionBody MoodleQuestion::matching() {
  Matching body;
  for (auto sub : node_.children("subquestion")) {
    LocalizedText answer = ctx_.text(sub.child("answer"), what_);
    if (trimmed(sub.child("text").text().get()).empty())
      body.distractors.push_back({"x" + std::to_string(body.distractors.size() + 1), std::move(answer)});
    else
      body.pairs.push_back({"p" + std::to_string(body.pairs.size() + 1), ctx_.text(sub, what_), std::move(answer)});
  }
  return body;
}

// qtype_ordering: the answers in the file's order are the right order (its importer ignores their fractions).
// ALL_OR_NOTHING and ABSOLUTE_POSITION are the bank's two rules; Moodle's relative gradings and showing only some
// of the items have no bank equivalent and are warned about.
QuestionBody MoodleQuestion::ordering() {
  Ordering body;
  for (auto answer : node_.children("answer"))
    body.items.push_back({"o" + std::to_string(body.items.size() + 1), ctx_.text(answer, what_)});
  std::string grading = trimmed(node_.child_value("gradingtype"));
  for (auto& c : grading) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (grading == "ALL_OR_NOTHING") {
    body.credit = OrderCredit::AllOrNothing;
  } else {
    body.credit = OrderCredit::PerPosition;
    if (grading != "ABSOLUTE_POSITION" && grading != "ABSOLUTE" && grading != "ABS")
      warn("the grading " + (grading.empty() ? std::string("RELATIVE (Moodle's default)") : grading) +
           " has no bank rule; each item in its right place earns a share (per-position)");
  }
  std::string select = trimmed(node_.child_value("selecttype"));
  for (auto& c : select) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const auto count = node_.child("selectcount").text().as_ullong(0);
  if ((select != "ALL" && select != "EXACT") && !(count == 0 || count >= body.items.size()))
    warn("Moodle shows " + std::to_string(count) + " of the " + std::to_string(body.items.size()) +
         " items; the bank shows them all");
  return body;
}

// Moodle writes multianswer questions as type "cloze": their sub-questions live in the question text, which is
// read with Moodle's own parser; the rest of the text, with a marker per gap, becomes the stem.
std::optional<Question> MoodleQuestion::cloze(std::size_t position) {
  Question q;
  q.id = question_id(position);
  q.location = ctx_.where(node_);
  what_ = "question " + q.id;
  const auto questiontext = node_.child("questiontext");
  auto html_to_text = [&](const std::string& html) {
    pugi::xml_document doc;
    auto holder = doc.append_child("holder");
    holder.append_attribute("format") = "html";
    holder.append_child("text").text().set(html.c_str());
    return ctx_.text(holder, what_);
  };
  auto gaps = multianswer_gaps(questiontext.child("text").text().get(), ctx_.languages(), html_to_text);
  if (!gaps.cloze) return leave_out("cloze that the bank cannot hold", "it is a cloze question, and " + gaps.refusal);
  q.stem = ctx_.text(questiontext, gaps.stem_html, what_);  // its images stay the document's own <file>s
  q.explanation = ctx_.text(node_.child("generalfeedback"), what_);
  if (!name_.empty() && plain_name() != q.id) q.title = ctx_.name(node_.child("name"), what_);
  note_losses();
  for (const auto& change : gaps.changes) warn(change);
  q.points = gaps.points;
  q.body = std::move(*gaps.cloze);
  return q;
}

}  // namespace

std::optional<Question> read_moodle_question(pugi::xml_node node, std::size_t position, MoodleXmlContext& ctx) {
  return MoodleQuestion(node, ctx).read(position);
}

}  // namespace quizpack
