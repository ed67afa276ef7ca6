// Writes Moodle XML as Moodle's importer (question/format/xml/format.php) reads it, with pugixml.
#include "export/moodlexml/moodle_xml_writer.hpp"

#include <charconv>
#include <set>
#include <sstream>
#include <type_traits>

#include <pugixml.hpp>

#include "export/gift/moodle_fractions.hpp"
#include "export/gift/moodle_names.hpp"
#include "export/moodlexml/base64.hpp"
#include "export/moodlexml/moodle_text.hpp"
#include "text/plain_text.hpp"

namespace quizpack {
namespace {

constexpr const char* kSchema = "moodlexml/moodle-quiz.xsd";
constexpr const char* kDefaultPenalty = "0.3333333";

std::string number_text(double value) {
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, result.ptr);
}

// <text> with the content as CDATA when it holds markup (pugixml splits any "]]>").
void add_text(pugi::xml_node parent, const std::string& content) {
  auto text = parent.append_child("text");
  if (content.find_first_of("<>&") != std::string::npos)
    text.append_child(pugi::node_cdata).set_value(content.c_str());
  else if (!content.empty())
    text.text().set(content.c_str());
}

void add_value(pugi::xml_node parent, const char* name, const std::string& value) {
  parent.append_child(name).text().set(value.c_str());
}

class QuizWriter {
 public:
  QuizWriter(const Quiz& quiz, MoodleTexts texts) : quiz_(quiz), texts_(std::move(texts)) {}

  WriterOutput write(const std::string& file_name) {
    pugi::xml_document doc;
    auto declaration = doc.append_child(pugi::node_declaration);
    declaration.append_attribute("version") = "1.0";
    declaration.append_attribute("encoding") = "UTF-8";
    auto root = doc.append_child("quiz");
    category(root);
    for (const auto& question : quiz_.questions) write_question(root, question);
    std::ostringstream out;
    doc.save(out, "  ", pugi::format_indent, pugi::encoding_utf8);
    WriterOutput output;
    output.files.push_back({file_name, out.str(), kSchema});
    output.warnings = texts_.take_warnings();
    for (auto& w : warnings_) output.warnings.push_back(std::move(w));
    return output;
  }

 private:
  void warn(const Question& q, const std::string& rule, const std::string& message) {
    warnings_.push_back(warning(rule, "question " + q.id + ": " + message, q.location));
  }

  // <file name="..." path="/folder/" encoding="base64"> for each image, as @@PLUGINFILE@@/folder/name.
  static void add_files(pugi::xml_node node, const std::vector<const MediaFile*>& files) {
    for (const MediaFile* media : files) {
      const auto slash = media->path.rfind('/');
      const std::string folder = slash == std::string::npos ? "/" : "/" + media->path.substr(0, slash + 1);
      const std::string file = slash == std::string::npos ? media->path : media->path.substr(slash + 1);
      auto node_file = node.append_child("file");
      node_file.append_attribute("name") = file.c_str();
      node_file.append_attribute("path") = folder.c_str();
      node_file.append_attribute("encoding") = "base64";
      node_file.text().set(base64_encode(media->bytes).c_str());
    }
  }

  // An element holding a formatted text and the files its images use.
  void add_rich(pugi::xml_node parent, const char* name, const LocalizedText& source, bool label = false) {
    const MoodleText text = texts_.rich(source, label);
    auto node = parent.append_child(name);
    node.append_attribute("format") = text.format.c_str();
    add_text(node, text.text);
    add_files(node, text.files);
  }

  void add_empty_feedback(pugi::xml_node parent) {
    auto node = parent.append_child("feedback");
    node.append_attribute("format") = "html";
    add_text(node, "");
  }

  void category(pugi::xml_node root) {
    auto q = root.append_child("question");
    q.append_attribute("type") = "category";
    add_text(q.append_child("category"), moodle_category_path(texts_.first_plain(quiz_.title)));
    add_rich(q, "info", quiz_.description);
  }

  void write_question(pugi::xml_node root, const Question& question) {
    auto q = root.append_child("question");
    q.append_attribute("type") = std::visit(
        [](const auto& body) -> const char* {
          using T = std::decay_t<decltype(body)>;
          if constexpr (std::is_same_v<T, SingleChoice> || std::is_same_v<T, MultipleResponse>)
            return "multichoice";
          else if constexpr (std::is_same_v<T, TrueFalse>)
            return "truefalse";
          else if constexpr (std::is_same_v<T, ShortAnswer>)
            return "shortanswer";
          else if constexpr (std::is_same_v<T, Numerical>)
            return "numerical";
          else if constexpr (std::is_same_v<T, Matching>)
            return "matching";
          else if constexpr (std::is_same_v<T, Essay>)
            return "essay";
        },
        question.body);
    add_text(q.append_child("name"), name(question));
    add_rich(q, "questiontext", question.stem);
    add_rich(q, "generalfeedback", question.explanation);
    add_value(q, "defaultgrade", number_text(question.points));
    add_value(q, "penalty",
              std::holds_alternative<TrueFalse>(question.body) ? "1"
              : std::holds_alternative<Essay>(question.body)   ? "0"
                                                               : kDefaultPenalty);
    add_value(q, "hidden", "0");
    add_value(q, "idnumber", question.id);
    std::visit([&](const auto& body) { details(q, question, body); }, question.body);
  }

  std::string name(const Question& question) {
    if (!texts_.multilang()) return question_display_name(question, texts_.languages().front());
    if (!question.title) return question.id;
    return texts_.plain(*question.title);
  }

  void choice_options(pugi::xml_node q, bool single) {
    add_value(q, "single", single ? "true" : "false");
    add_value(q, "shuffleanswers", quiz_.shuffle.choices ? "true" : "false");
    add_value(q, "answernumbering", "abc");
    add_value(q, "showstandardinstruction", "1");
  }

  void choices(pugi::xml_node q, const std::vector<Choice>& list, const std::vector<double>& fractions) {
    for (std::size_t i = 0; i < list.size(); ++i) {
      auto answer = q.append_child("answer");
      answer.append_attribute("fraction") = percent_text(fractions[i]).c_str();
      add_answer_text(answer, list[i].text);
      if (list[i].feedback)
        add_rich(answer, "feedback", *list[i].feedback);
      else
        add_empty_feedback(answer);
    }
  }

  // A format attribute, <text> and files directly on `answer` (answers and matching prompts).
  void add_answer_text(pugi::xml_node answer, const LocalizedText& source) {
    const MoodleText text = texts_.rich(source, true);
    answer.append_attribute("format") = text.format.c_str();
    add_text(answer, text.text);
    add_files(answer, text.files);
  }

  void details(pugi::xml_node q, const Question&, const SingleChoice& body) {
    choice_options(q, true);
    std::vector<double> fractions;
    for (const auto& c : body.choices) fractions.push_back(c.correct ? 1.0 : 0.0);
    choices(q, body.choices, fractions);
  }

  void details(pugi::xml_node q, const Question& question, const MultipleResponse& body) {
    choice_options(q, false);
    const ChoiceFractions fractions = multiple_response_fractions(body);
    for (const auto& problem : fractions.problems) warn(question, "moodlexml-grading", problem);
    choices(q, body.choices, fractions.fractions);
  }

  void details(pugi::xml_node q, const Question&, const TrueFalse& body) {
    for (const bool value : {true, false}) {
      auto answer = q.append_child("answer");
      answer.append_attribute("fraction") = value == body.answer ? "100" : "0";
      answer.append_attribute("format") = "moodle_auto_format";
      add_text(answer, value ? "true" : "false");
      const auto& feedback = value ? body.feedback_true : body.feedback_false;
      if (feedback)
        add_rich(answer, "feedback", *feedback);
      else
        add_empty_feedback(answer);
    }
  }

  void details(pugi::xml_node q, const Question&, const ShortAnswer& body) {
    add_value(q, "usecase", body.case_sensitive ? "1" : "0");
    std::set<std::string> seen;
    for (const auto& lang : texts_.languages()) {
      const auto found = body.accepted.find(lang);
      if (found == body.accepted.end()) continue;
      for (const auto& accepted : found->second) {
        if (!seen.insert(accepted).second) continue;
        auto answer = q.append_child("answer");
        answer.append_attribute("fraction") = "100";
        answer.append_attribute("format") = "moodle_auto_format";
        add_text(answer, moodle_short_answer(accepted));
        add_empty_feedback(answer);
      }
    }
  }

  void details(pugi::xml_node q, const Question&, const Numerical& body) {
    double value = 0, tolerance = 0;
    if (const auto* t = std::get_if<Tolerance>(&body.accepted)) {
      value = t->value;
      tolerance = t->tolerance;
    } else {
      const auto& r = std::get<Range>(body.accepted);
      value = r.low + (r.high - r.low) / 2;
      tolerance = (r.high - r.low) / 2;
    }
    auto answer = q.append_child("answer");
    answer.append_attribute("fraction") = "100";
    answer.append_attribute("format") = "moodle_auto_format";
    add_text(answer, number_text(value));
    add_empty_feedback(answer);
    add_value(answer, "tolerance", number_text(tolerance));
  }

  void details(pugi::xml_node q, const Question& question, const Matching& body) {
    add_value(q, "shuffleanswers", "true");
    auto answer_text = [&](const LocalizedText& text, const std::string& id) {
      for (const auto& lang : texts_.languages())
        if (!is_plain(text.in(lang)))
          warn(question, "moodlexml-markup",
               "answer " + id + ": Moodle matching answers are plain text; markup is dropped");
      return texts_.plain(text);
    };
    for (const auto& pair : body.pairs) {
      auto sub = q.append_child("subquestion");
      add_answer_text(sub, pair.prompt);
      add_text(sub.append_child("answer"), answer_text(pair.answer, pair.id));
    }
    for (const auto& extra : body.distractors) {
      auto sub = q.append_child("subquestion");
      sub.append_attribute("format") = "html";
      add_text(sub, "");
      add_text(sub.append_child("answer"), answer_text(extra.answer, extra.id));
    }
  }

  void details(pugi::xml_node q, const Question&, const Essay& body) {
    add_value(q, "responseformat", "editor");
    add_value(q, "responserequired", "1");
    add_value(q, "responsefieldlines", "15");
    add_value(q, "attachments", "0");
    add_value(q, "attachmentsrequired", "0");
    if (body.grader_info) {
      add_rich(q, "graderinfo", *body.grader_info);
    } else {
      auto info = q.append_child("graderinfo");
      info.append_attribute("format") = "html";
      add_text(info, "");
    }
    auto template_node = q.append_child("responsetemplate");
    template_node.append_attribute("format") = "html";
    add_text(template_node, "");
  }

  const Quiz& quiz_;
  MoodleTexts texts_;
  Diagnostics warnings_;
};

}  // namespace

WriterOutput write_moodle_xml(const Quiz& quiz, const LanguageTag& lang) {
  return QuizWriter(quiz, MoodleTexts(quiz, {lang}, false)).write(quiz.id + ".moodle.xml");
}

WriterOutput write_moodle_xml_multilang(const Quiz& quiz, const LanguageTag&) {
  std::vector<LanguageTag> languages{quiz.source_language};
  for (const auto& lang : quiz.languages)
    if (lang != quiz.source_language) languages.push_back(lang);
  return QuizWriter(quiz, MoodleTexts(quiz, languages, true)).write(quiz.id + ".multilang.moodle.xml");
}

}  // namespace quizpack
