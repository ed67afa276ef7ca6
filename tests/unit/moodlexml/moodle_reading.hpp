// Test-only: reads Moodle XML the way Moodle's importer does (question/format/xml/format.php), for checks.
#pragma once

#include <string>
#include <vector>

#include <pugixml.hpp>

namespace quizpack::test {

struct MoodleField {
  std::string format;
  std::string text;                // trimmed, as getpath(..., true) returns it
  std::vector<std::string> files;  // path + name of each embedded file
};

struct MoodleAnswer {
  double fraction = 0;  // @fraction / 100
  MoodleField text;
  MoodleField feedback;
  std::string tolerance;
};

struct MoodleQuestion {
  std::string type;
  std::string name;
  std::string idnumber;
  std::string category;
  MoodleField questiontext;
  MoodleField generalfeedback;
  std::string defaultgrade, penalty, single, shuffleanswers, usecase;
  std::string layouttype, selecttype, selectcount, gradingtype;  // ordering
  std::vector<MoodleAnswer> answers;
  std::vector<std::pair<MoodleField, std::string>> subquestions;
  MoodleField graderinfo;
};

inline std::string trimmed(std::string text) {
  const auto b = text.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return {};
  const auto e = text.find_last_not_of(" \t\r\n");
  return text.substr(b, e - b + 1);
}

// The character data of an element: text and CDATA sections joined, as an XML parser reports it.
inline std::string character_data(pugi::xml_node node) {
  std::string out;
  for (auto child : node.children())
    if (child.type() == pugi::node_pcdata || child.type() == pugi::node_cdata) out += child.value();
  return out;
}

inline MoodleField read_field(pugi::xml_node node) {
  MoodleField field;
  field.format = node.attribute("format").value();
  field.text = trimmed(character_data(node.child("text")));
  for (auto file : node.children("file"))
    field.files.push_back(std::string(file.attribute("path").value()) + file.attribute("name").value());
  return field;
}

inline std::vector<MoodleQuestion> read_moodle_xml(const std::string& xml) {
  pugi::xml_document doc;
  if (!doc.load_buffer(xml.data(), xml.size(), pugi::parse_default)) return {};
  std::vector<MoodleQuestion> out;
  for (auto q : doc.child("quiz").children("question")) {
    MoodleQuestion m;
    m.type = q.attribute("type").value();
    m.category = trimmed(character_data(q.child("category").child("text")));
    m.name = trimmed(character_data(q.child("name").child("text")));
    m.idnumber = q.child("idnumber").text().get();
    m.questiontext = read_field(q.child("questiontext"));
    m.generalfeedback = read_field(q.child("generalfeedback"));
    m.defaultgrade = q.child("defaultgrade").text().get();
    m.penalty = q.child("penalty").text().get();
    m.single = q.child("single").text().get();
    m.shuffleanswers = q.child("shuffleanswers").text().get();
    m.usecase = q.child("usecase").text().get();
    m.layouttype = q.child("layouttype").text().get();
    m.selecttype = q.child("selecttype").text().get();
    m.selectcount = q.child("selectcount").text().get();
    m.gradingtype = q.child("gradingtype").text().get();
    m.graderinfo = read_field(q.child("graderinfo"));
    for (auto a : q.children("answer")) {
      MoodleAnswer answer;
      answer.fraction = a.attribute("fraction").as_double() / 100;
      answer.text = read_field(a);
      answer.feedback = read_field(a.child("feedback"));
      answer.tolerance = a.child("tolerance").text().get();
      m.answers.push_back(answer);
    }
    for (auto s : q.children("subquestion"))
      m.subquestions.emplace_back(read_field(s), trimmed(character_data(s.child("answer").child("text"))));
    out.push_back(std::move(m));
  }
  return out;
}

}  // namespace quizpack::test
