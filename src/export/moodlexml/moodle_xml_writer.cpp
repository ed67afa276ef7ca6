// Writes Moodle XML as Moodle's importer (question/format/xml/format.php) reads it, straight into the file's bytes.
#include "export/moodlexml/moodle_xml_writer.hpp"

#include <algorithm>
#include <optional>
#include <set>

#include "export/moodlexml/base64.hpp"
#include "export/moodlexml/moodle_cloze.hpp"
#include "export/moodlexml/moodle_text.hpp"
#include "formats/moodle/moodle_fractions.hpp"
#include "formats/moodle/moodle_name_limits.hpp"
#include "formats/moodle/moodle_names.hpp"
#include "formats/moodle/moodle_penalty.hpp"
#include "formats/moodle/moodle_tolerance.hpp"
#include "formats/moodle/moodle_true_false.hpp"
#include "formats/xml/xml_writer.hpp"
#include "model/overloaded.hpp"
#include "text/number_text.hpp"
#include "text/plain_text.hpp"
#include "text/true_false_words.hpp"

namespace quizpack {
namespace {

// Bytes gathered before they go to the sink: large enough for few calls, small beside a whole file.
constexpr std::size_t kPieceBytes = std::size_t{1} << 18;

// <text> with the content as CDATA when it holds markup (any "]]>" split across two sections).
void add_text(xml::XmlWriter& w, std::string_view content) {
  w.open("text");
  if (content.find_first_of("<>&") != std::string_view::npos)
    w.cdata(content);
  else if (!content.empty())
    w.text(content);
  w.close("text");
}

// A question's Moodle type.
const char* moodle_type(const QuestionBody& body) {
  return std::visit(Overloaded{
                        [](const SingleChoice&) { return "multichoice"; },
                        [](const MultipleResponse&) { return "multichoice"; },
                        [](const TrueFalse&) { return "truefalse"; },
                        [](const ShortAnswer&) { return "shortanswer"; },
                        [](const Numerical&) { return "numerical"; },
                        [](const Matching&) { return "matching"; },
                        [](const Essay&) { return "essay"; },
                        [](const Ordering&) { return "ordering"; },
                        [](const Cloze&) { return "cloze"; },  // Moodle's own export names multianswer so
                        [](const Description&) { return "description"; },
                    },
                    body);
}

// True when the languages accept different answers, which one Moodle list cannot keep apart.
bool answers_differ(const ShortAnswer& body, const std::vector<LanguageTag>& languages) {
  std::optional<std::set<std::string>> first;
  for (const auto& lang : languages) {
    const auto found = body.accepted.find(lang);
    std::set<std::string> answers;
    if (found != body.accepted.end()) answers.insert(found->second.begin(), found->second.end());
    if (!first)
      first = std::move(answers);
    else if (answers != *first)
      return true;
  }
  return false;
}

class QuizWriter {
 public:
  QuizWriter(const Quiz& quiz, MoodleTexts texts) : quiz_(quiz), texts_(std::move(texts)) {}

  // The whole document, handed to `sink` in pieces; returns the warnings.
  Diagnostics write(const PieceSink& sink) {
    w_.declaration();
    w_.open("quiz");
    category();
    for (std::size_t i = 0; i < quiz_.questions.size(); ++i) {
      const Section* section = section_of(quiz_, i);
      if (section != nullptr && section->first == i) section_category(*section);
      write_question(quiz_.questions[i]);
      if (w_.pending_size() >= kPieceBytes) w_.hand_over(sink);
    }
    w_.close("quiz");
    sink(w_.finish());
    return warnings();
  }

 private:
  Diagnostics warnings() {
    Diagnostics all = texts_.take_warnings();
    for (auto& w : warnings_) all.push_back(std::move(w));
    warnings_.clear();
    return all;
  }

  void warn(const Question& q, const std::string& rule, const std::string& message) {
    warnings_.push_back(warning(rule, "question " + q.id + ": " + message, q.location));
  }

  void add_value(std::string_view name, std::string_view value) { w_.element(name, value); }

  // <file name="..." path="/folder/" encoding="base64"> for each image, as @@PLUGINFILE@@/folder/name.
  void add_files(const std::vector<const MediaFile*>& files) {
    for (const MediaFile* media : files) {
      const auto slash = media->path.rfind('/');
      const std::string folder = slash == std::string::npos ? "/" : "/" + media->path.substr(0, slash + 1);
      const std::string file = slash == std::string::npos ? media->path : media->path.substr(slash + 1);
      w_.open("file");
      w_.attribute("name", file);
      w_.attribute("path", folder);
      w_.attribute("encoding", "base64");
      w_.text(base64_encode(media->bytes));
      w_.close("file");
    }
  }

  // An element holding a formatted text and the files its images use.
  void add_rich(std::string_view name, const LocalizedText& source, bool label = false) {
    add_text_with_files(name, texts_.rich(source, label));
  }

  void add_text_with_files(std::string_view name, const MoodleText& text) {
    w_.open(name);
    w_.attribute("format", text.format);
    add_text(w_, text.text);
    add_files(text.files);
    w_.close(name);
  }

  // <name format="html"><text /></name>.
  void add_empty_html(std::string_view name) {
    w_.open(name);
    w_.attribute("format", "html");
    add_text(w_, "");
    w_.close(name);
  }

  void category() {
    w_.open("question");
    w_.attribute("type", "category");
    add_text_element("category", moodle_category_path(texts_.first_plain(quiz_.title)));
    add_rich("info", quiz_.description);
    w_.close("question");
  }

  // The section's category below the quiz's, the section id its idnumber; a draw is the warning that tells how
  // to make it in the quiz.
  void section_category(const Section& section) {
    const std::string path = moodle_category_path(texts_.first_plain(quiz_.title), texts_.first_plain(section.title));
    w_.open("question");
    w_.attribute("type", "category");
    add_text_element("category", path);
    add_empty_html("info");
    add_value("idnumber", section.id);
    w_.close("question");
    if (section.draw)
      warnings_.push_back(warning("moodle-draw", moodle_draw_message(section.id, *section.draw, section.count, path),
                                  section.location));
  }

  void write_question(const Question& question) {
    std::optional<ClozeQuestionText> cloze;
    if (const auto* body = std::get_if<Cloze>(&question.body)) {
      cloze = cloze_question_text(question, *body, texts_);
      if (!cloze->refusal.empty()) {
        warn(question, "moodlexml-cloze", cloze->refusal + "; the question is left out");
        return;
      }
      for (const auto& problem : cloze->problems) warn(question, "moodlexml-cloze", problem);
    }
    w_.open("question");
    const char* type = moodle_type(question.body);
    w_.attribute("type", type);
    add_text_element("name", name(question));
    if (cloze)
      add_text_with_files("questiontext", cloze->text);
    else
      add_rich("questiontext", question.stem);
    if (question.explanation)
      add_rich("generalfeedback", *question.explanation);
    else
      add_empty_html("generalfeedback");
    add_value("defaultgrade", number_text(cloze ? cloze->weight_sum : question.points));
    add_value("penalty", moodle_default_penalty(type));
    add_value("hidden", "0");
    add_value("idnumber", question.id);
    std::visit([&](const auto& body) { details(question, body); }, question.body);
    w_.close("question");
  }

  void add_text_element(std::string_view name, std::string_view content) {
    w_.open(name);
    add_text(w_, content);
    w_.close(name);
  }

  // The title (multilang: one span per language), or the id when Moodle would cut it; warns what Moodle changes.
  std::string name(const Question& question) {
    const bool multilang = texts_.multilang();
    std::string written = !multilang       ? question_display_name(question, texts_.languages().front())
                          : question.title ? texts_.plain(*question.title)
                                           : question.id;
    if (moodle_name_too_long(written)) {
      warn(question, "moodlexml-name-length", moodle_name_length_message("Moodle XML", written));
      return question.id;
    }
    if (!multilang && moodle_strips_from_name(written)) warn(question, "moodlexml-name", kMoodleNameTagsMessage);
    return written;
  }

  void choice_options(bool single) {
    add_value("single", single ? "true" : "false");
    add_value("shuffleanswers", quiz_.shuffle.choices ? "true" : "false");
    add_value("answernumbering", "abc");
    add_value("showstandardinstruction", "1");
  }

  void choices(const std::vector<Choice>& list, const std::vector<double>& fractions) {
    for (std::size_t i = 0; i < list.size(); ++i) {
      w_.open("answer");
      w_.attribute("fraction", percent_text(fractions[i]));
      add_answer_text(list[i].text);
      if (list[i].feedback)
        add_rich("feedback", *list[i].feedback);
      else
        add_empty_html("feedback");
      w_.close("answer");
    }
  }

  // A format attribute, <text> and files directly on the element just opened (answers and matching prompts).
  void add_answer_text(const LocalizedText& source) {
    const MoodleText text = texts_.rich(source, true);
    w_.attribute("format", text.format);
    add_text(w_, text.text);
    add_files(text.files);
  }

  // <answer fraction="..." format="moodle_auto_format"><text>...</text> and what `rest` writes.
  template <class Rest>
  void add_auto_answer(std::string_view fraction, std::string_view text, Rest rest) {
    w_.open("answer");
    w_.attribute("fraction", fraction);
    w_.attribute("format", "moodle_auto_format");
    add_text(w_, text);
    rest();
    w_.close("answer");
  }

  void details(const Question&, const SingleChoice& body) {
    choice_options(true);
    std::vector<double> fractions;
    for (const auto& c : body.choices) fractions.push_back(c.correct ? 1.0 : 0.0);
    choices(body.choices, fractions);
  }

  void details(const Question& question, const MultipleResponse& body) {
    choice_options(false);
    const ChoiceFractions fractions = multiple_response_fractions(body);
    for (const auto& problem : fractions.problems) warn(question, "moodlexml-grading", problem);
    choices(body.choices, fractions.fractions);
  }

  void details(const Question& question, const TrueFalse& body) {
    const auto& langs = texts_.languages();
    if (std::any_of(langs.begin(), langs.end(), [&](const auto& l) { return has_own_true_false_words(quiz_, l); }))
      warn(question, "moodlexml-true-false", kMoodleTrueFalseWordsMessage);
    for (const bool value : {true, false}) {
      add_auto_answer(value == body.answer ? "100" : "0", value ? "true" : "false", [&] {
        const auto& feedback = value ? body.feedback_true : body.feedback_false;
        if (feedback)
          add_rich("feedback", *feedback);
        else
          add_empty_html("feedback");
      });
    }
  }

  void details(const Question& question, const ShortAnswer& body) {
    add_value("usecase", body.case_sensitive ? "1" : "0");
    if (texts_.multilang() && answers_differ(body, texts_.languages()))
      warn(question, "moodlexml-multilang-answers",
           std::string("Moodle keeps one list of accepted answers, so the multilang file accepts the answers of "
                       "every language in every language, ") +
               (body.case_sensitive ? "case-sensitive" : "ignoring case") + " in all");
    std::set<std::string> seen;
    for (const auto& lang : texts_.languages()) {
      const auto found = body.accepted.find(lang);
      if (found == body.accepted.end()) continue;
      for (const auto& accepted : found->second) {
        if (!seen.insert(accepted).second) continue;
        add_auto_answer("100", moodle_short_answer(accepted), [&] { add_empty_html("feedback"); });
      }
    }
  }

  void details(const Question& question, const Numerical& body) {
    double value = 0, tolerance = 0;
    if (const auto* t = std::get_if<Tolerance>(&body.accepted)) {
      value = t->value;
      tolerance = t->tolerance;
    } else {
      const auto& r = std::get<Range>(body.accepted);
      value = r.low + (r.high - r.low) / 2;
      tolerance = (r.high - r.low) / 2;
    }
    if (moodle_tolerance_widens(value, value - tolerance, value + tolerance))
      warn(question, "moodlexml-tiny-tolerance", kMoodleToleranceMessage);
    add_auto_answer("100", number_text(value), [&] {
      add_empty_html("feedback");
      add_value("tolerance", number_text(tolerance));
    });
  }

  void details(const Question& question, const Matching& body) {
    add_value("shuffleanswers", "true");
    auto answer_text = [&](const LocalizedText& text, const std::string& id) {
      for (const auto& lang : texts_.languages())
        if (!is_plain(text.in(lang)))
          warn(question, "moodlexml-markup",
               "answer " + id + ": Moodle matching answers are plain text; markup is dropped");
      return texts_.plain(text);
    };
    for (const auto& pair : body.pairs) {
      w_.open("subquestion");
      add_answer_text(pair.prompt);
      add_text_element("answer", answer_text(pair.answer, pair.id));
      w_.close("subquestion");
    }
    for (const auto& extra : body.distractors) {
      w_.open("subquestion");
      w_.attribute("format", "html");
      add_text(w_, "");
      add_text_element("answer", answer_text(extra.answer, extra.id));
      w_.close("subquestion");
    }
  }

  void details(const Question&, const Essay& body) {
    add_value("responseformat", "editor");
    add_value("responserequired", "1");
    add_value("responsefieldlines", "15");
    add_value("attachments", "0");
    add_value("attachmentsrequired", "0");
    if (body.grader_info)
      add_rich("graderinfo", *body.grader_info);
    else
      add_empty_html("graderinfo");
    add_empty_html("responsetemplate");
  }

  // qtype_ordering's fields: every item shown, in a column, graded all or nothing or by absolute position; the
  // answers in their right order (Moodle's importer keeps that order and ignores the fractions).
  void details(const Question&, const Ordering& body) {
    add_value("layouttype", "VERTICAL");
    add_value("selecttype", "ALL");
    add_value("selectcount", std::to_string(body.items.size()));
    add_value("gradingtype", body.credit == OrderCredit::PerPosition ? "ABSOLUTE_POSITION" : "ALL_OR_NOTHING");
    add_value("showgrading", "SHOW");
    for (std::size_t i = 0; i < body.items.size(); ++i) {
      w_.open("answer");
      w_.attribute("fraction", std::to_string(i + 1));
      add_answer_text(body.items[i].text);
      w_.close("answer");
    }
  }

  // Moodle reads a cloze question's sub-questions from its text; nothing follows.
  void details(const Question&, const Cloze&) {}

  // A description is its text alone; Moodle writes nothing after the common fields.
  void details(const Question&, const Description&) {}

  const Quiz& quiz_;
  MoodleTexts texts_;
  Diagnostics warnings_;
  xml::XmlWriter w_;
};

// The source language first, then the others in the bank's order.
std::vector<LanguageTag> multilang_languages(const Quiz& quiz) {
  std::vector<LanguageTag> languages{quiz.source_language};
  for (const auto& lang : quiz.languages)
    if (lang != quiz.source_language) languages.push_back(lang);
  return languages;
}

}  // namespace

const char* const kMoodleXmlSchema = "moodlexml/moodle-quiz.xsd";

Diagnostics write_moodle_xml(const Quiz& quiz, const LanguageTag& lang, const PieceSink& sink) {
  return QuizWriter(quiz, MoodleTexts(quiz, {lang}, false)).write(sink);
}

Diagnostics write_moodle_xml_multilang(const Quiz& quiz, const LanguageTag&, const PieceSink& sink) {
  return QuizWriter(quiz, MoodleTexts(quiz, multilang_languages(quiz), true)).write(sink);
}

}  // namespace quizpack
