// Test-only: reads a Canvas QTI 1.2 assessment the way Canvas's importer finds each field.
#include "canvas_importer.hpp"

#include <cstdlib>
#include <map>
#include <regex>
#include <sstream>
#include <stdexcept>

#include <pugixml.hpp>

namespace quizpack::test {
namespace {

std::string metadata(pugi::xml_node item, const std::string& label) {
  for (pugi::xml_node field : item.child("itemmetadata").child("qtimetadata").children("qtimetadatafield"))
    if (label == field.child_value("fieldlabel")) return field.child_value("fieldentry");
  return {};
}

std::string mattext(pugi::xml_node parent) { return parent.child("material").child_value("mattext"); }

bool is_html(pugi::xml_node parent) {
  return std::string(parent.child("material").child("mattext").attribute("texttype").value()) == "text/html";
}

// AssessmentItemConverter#get_or_generate_answer_id: the next original answer id, 0 when none is left.
long next_id(std::vector<std::string>& ids) {
  if (ids.empty()) return 0;
  const long id = std::atol(ids.front().c_str());
  ids.erase(ids.begin());
  return id;
}

// The weight a condition gives (ChoiceInteraction#get_response_weight): 100 when it sets SCORE above 0.
int weight_of(pugi::xml_node condition) {
  const pugi::xml_node setvar = condition.child("setvar");
  return setvar && std::atof(setvar.child_value()) > 0 ? 100 : 0;
}

ImportedAnswer* answer_with_ident(ImportedQuestion& q, const std::string& ident) {
  for (auto& a : q.answers)
    if (a.ident == ident) return &a;
  return nullptr;
}

// Choice questions: each condition overwrites the weight of the answers it names; <and> members are right.
void read_choice_conditions(pugi::xml_node item, ImportedQuestion& q, std::map<std::string, std::string>& feedback) {
  for (pugi::xml_node cond : item.child("resprocessing").children("respcondition")) {
    const pugi::xml_node var = cond.child("conditionvar");
    const std::string fb = cond.child("displayfeedback").attribute("linkrefid").value();
    if (pugi::xml_node all = var.child("and")) {
      for (pugi::xml_node v : all.children("varequal"))
        if (ImportedAnswer* a = answer_with_ident(q, v.child_value())) a->weight = 100;
      continue;
    }
    for (pugi::xml_node v : var.children("varequal")) {
      ImportedAnswer* a = answer_with_ident(q, v.child_value());
      if (!a) continue;
      a->weight = weight_of(cond);
      if (!fb.empty() && !feedback.count(a->ident)) feedback[a->ident] = fb;
    }
  }
}

void read_choices(pugi::xml_node item, ImportedQuestion& q, const std::map<std::string, std::string>& texts) {
  for (pugi::xml_node label : item.child("presentation").child("response_lid").child("render_choice").children()) {
    ImportedAnswer a;
    a.ident = label.attribute("ident").value();
    a.text = mattext(label);
    a.html = is_html(label);
    q.answers.push_back(a);
  }
  std::map<std::string, std::string> feedback;  // answer ident → feedback ident
  read_choice_conditions(item, q, feedback);
  for (auto& a : q.answers)
    if (feedback.count(a.ident) && texts.count(feedback[a.ident])) a.comments = texts.at(feedback[a.ident]);
  if (q.question_type != "true_false_question") return;
  // ChoiceInteraction#process_true_false_question: two answers reading true and false, else multiple choice.
  const std::regex is_true("true", std::regex::icase), is_false("false", std::regex::icase);
  const bool valid = q.answers.size() == 2 && std::regex_search(q.answers[0].text, is_true) &&
                     std::regex_search(q.answers[1].text, is_false);
  if (!valid) q.question_type = "multiple_choice_question";
}

// ExtendedTextInteraction: every string a condition compares with is a right answer.
void read_short_answers(pugi::xml_node item, ImportedQuestion& q, std::vector<std::string>& ids) {
  for (pugi::xml_node cond : item.child("resprocessing").children("respcondition"))
    for (pugi::xpath_node v : cond.select_nodes(".//varequal")) {
      ImportedAnswer a;
      a.text = v.node().child_value();
      a.weight = 100;
      a.id = next_id(ids);
      q.answers.push_back(a);
    }
}

// NumericInteraction#get_canvas_answers: <or> holds the exact value and its bounds, vargte/varlte a range.
void read_numerical(pugi::xml_node item, ImportedQuestion& q, std::vector<std::string>& ids) {
  for (pugi::xml_node cond : item.child("resprocessing").children("respcondition")) {
    const pugi::xml_node var = cond.child("conditionvar");
    ImportedAnswer a;
    a.weight = 100;
    a.id = next_id(ids);
    if (pugi::xml_node any = var.child("or")) {
      a.numerical_type = "exact_answer";
      a.exact = std::atof(any.child_value("varequal"));
      if (pugi::xml_node upper = any.child("and").child("varlte")) a.margin = std::atof(upper.child_value()) - a.exact;
      q.answers.push_back(a);
    } else if (var.child("vargte") || var.child("varlte")) {
      a.numerical_type = "range_answer";
      a.start = std::atof(var.child_value("vargte"));
      a.end = std::atof(var.child_value("varlte"));
      q.answers.push_back(a);
    }
  }
}

// AssociateInteraction#get_canvas_matches and #get_canvas_answers.
void read_matching(pugi::xml_node item, ImportedQuestion& q, std::vector<std::string>& ids) {
  const std::regex digits("([0-9]+)");
  const pugi::xml_node presentation = item.child("presentation");
  for (pugi::xml_node label : presentation.child("response_lid").child("render_choice").children()) {
    std::smatch m;
    const std::string ident = label.attribute("ident").value();
    ImportedMatch match{0, mattext(label)};
    if (std::regex_search(ident, m, digits)) match.match_id = std::atol(m[1].str().c_str());
    q.matches.push_back(match);
  }
  std::map<std::string, std::string> label_of_match;
  for (pugi::xml_node lid : presentation.children("response_lid")) {
    ImportedAnswer a;
    a.ident = lid.attribute("ident").value();
    a.text = mattext(lid);
    a.html = is_html(lid);
    a.id = next_id(ids);
    q.answers.push_back(a);
  }
  for (pugi::xml_node cond : item.child("resprocessing").children("respcondition")) {
    const pugi::xml_node v = cond.child("conditionvar").child("varequal");
    ImportedAnswer* a = v ? answer_with_ident(q, v.attribute("respident").value()) : nullptr;
    if (!a || std::string(cond.child("setvar").attribute("action").value()) != "Add") continue;
    std::smatch m;
    const std::string ident = v.child_value();
    if (std::regex_search(ident, m, digits)) a->match_id = std::atol(m[1].str().c_str());
  }
}

// FillInTheBlank#process_canvas: each response_lid is a blank named by its ident without "response_"; every answer
// of a text blank is right, a drop-down's answer is right when a condition adds to the score for it.
void read_blanks(pugi::xml_node item, ImportedQuestion& q, std::vector<std::string>& ids) {
  const bool dropdowns = q.question_type == "multiple_dropdowns_question";
  for (pugi::xml_node lid : item.child("presentation").children("response_lid")) {
    std::string blank = lid.attribute("ident").value();
    if (blank.rfind("response_", 0) == 0) blank.erase(0, 9);
    for (pugi::xml_node label : lid.child("render_choice").children("response_label")) {
      ImportedAnswer a;
      a.ident = label.attribute("ident").value();
      a.text = mattext(label);
      a.html = is_html(label);
      a.id = next_id(ids);
      a.weight = dropdowns ? 0 : 100;
      a.blank_id = blank;
      q.answers.push_back(a);
    }
  }
  if (!dropdowns) return;
  for (pugi::xml_node cond : item.child("resprocessing").children("respcondition")) {
    if (std::string(cond.child("setvar").attribute("action").value()) != "Add") continue;
    for (pugi::xml_node v : cond.child("conditionvar").children("varequal"))
      if (ImportedAnswer* a = answer_with_ident(q, v.child_value())) a->weight = 100;
  }
}

ImportedQuestion read_item(pugi::xml_node item) {
  ImportedQuestion q;
  q.ident = item.attribute("ident").value();
  q.title = item.attribute("title").value();
  q.question_type = metadata(item, "question_type");
  const std::string points = metadata(item, "points_possible");
  if (!points.empty()) q.points_possible = std::max(std::atof(points.c_str()), 0.0);
  std::vector<std::string> ids;
  std::stringstream list(metadata(item, "original_answer_ids"));
  for (std::string id; std::getline(list, id, ',');) ids.push_back(id);
  q.question_text = mattext(item.child("presentation"));
  std::map<std::string, std::string> feedback_texts;
  for (pugi::xml_node fb : item.children("itemfeedback"))
    feedback_texts[fb.attribute("ident").value()] = fb.child("flow_mat").child("material").child_value("mattext");
  if (feedback_texts.count("general_fb")) q.neutral_comments = feedback_texts["general_fb"];
  const std::string& type = q.question_type;
  if (type == "multiple_choice_question" || type == "multiple_answers_question" || type == "true_false_question")
    read_choices(item, q, feedback_texts);
  else if (type == "short_answer_question")
    read_short_answers(item, q, ids);
  else if (type == "numerical_question")
    read_numerical(item, q, ids);
  else if (type == "matching_question")
    read_matching(item, q, ids);
  else if (type == "fill_in_multiple_blanks_question" || type == "multiple_dropdowns_question")
    read_blanks(item, q, ids);
  else if (type != "essay_question" && type != "text_only_question")
    throw std::runtime_error("question type Canvas does not know: " + type);
  return q;
}

}  // namespace

std::vector<ImportedQuestion> import_canvas_assessment(const std::string& xml) {
  pugi::xml_document doc;
  if (!doc.load_string(xml.c_str())) throw std::runtime_error("the assessment does not parse");
  std::vector<ImportedQuestion> out;
  for (pugi::xml_node item : doc.child("questestinterop").child("assessment").child("section").children("item"))
    out.push_back(read_item(item));
  return out;
}

}  // namespace quizpack::test
