// The assessment, the quiz settings and the manifest of a Canvas QTI 1.2 package.
#include "export/canvas/package_documents.hpp"

#include <algorithm>
#include <string>

#include "export/canvas/canvas_ids.hpp"
#include "export/canvas/canvas_warnings.hpp"
#include "export/canvas/item_parts.hpp"
#include "export/canvas/item_writer.hpp"
#include "text/plain_text.hpp"

namespace quizpack::canvas {
namespace {

constexpr const char* kQtiNamespace = "http://www.imsglobal.org/xsd/ims_qtiasiv1p2";
constexpr const char* kQtiSchemaLocation =
    "http://www.imsglobal.org/xsd/ims_qtiasiv1p2 http://www.imsglobal.org/xsd/ims_qtiasiv1p2p1.xsd";
constexpr const char* kCanvasNamespace = "http://canvas.instructure.com/xsd/cccv1p0";
constexpr const char* kCanvasSchemaLocation =
    "http://canvas.instructure.com/xsd/cccv1p0 https://canvas.instructure.com/xsd/cccv1p0.xsd";
constexpr const char* kManifestNamespace = "http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1";
constexpr const char* kXsiNamespace = "http://www.w3.org/2001/XMLSchema-instance";

// Canvas's resource type for its own files, which its importer searches for assessment_meta.xml.
constexpr const char* kLearningApplicationResource = "associatedcontent/imscc_xmlv1p1/learning-application-resource";

// Canvas's classic quizzes have no ordering question; their cloze questions hold text blanks only
// (fill_in_multiple_blanks_question) or drop-downs only (multiple_dropdowns_question), never a number.
bool canvas_can_write(const Question& question) {
  if (std::holds_alternative<Ordering>(question.body)) return false;
  const auto* cloze = std::get_if<Cloze>(&question.body);
  if (cloze == nullptr) return true;
  const auto index = cloze->gaps.front().accepts.index();
  if (std::holds_alternative<NumberGap>(cloze->gaps.front().accepts)) return false;
  for (const auto& gap : cloze->gaps)
    if (gap.accepts.index() != index) return false;
  return true;
}

// How many of a drawn section's questions Canvas can hold.
std::size_t written_in(const Quiz& quiz, const Section& section) {
  std::size_t n = 0;
  for (std::size_t i = section.first; i < section.first + section.count; ++i)
    if (canvas_can_write(quiz.questions[i])) ++n;
  return n;
}

// The points of an attempt at the questions the package holds: a group counts its picks.
double written_points(const Quiz& quiz) {
  double total = 0;
  for (std::size_t i = 0; i < quiz.questions.size(); ++i) {
    const Section* section = section_of(quiz, i);
    if (canvas_can_write(quiz.questions[i]) && (section == nullptr || !section->draw))
      total += quiz.questions[i].points;
  }
  for (const auto& section : quiz.sections)
    if (section.draw)
      total += static_cast<double>(std::min(*section.draw, written_in(quiz, section))) *
               quiz.questions[section.first].points;
  return total;
}

void write_question(XmlWriter& w, const Quiz& quiz, const Question& question, CanvasText& text, Diagnostics& warnings) {
  if (canvas_can_write(question)) {
    write_item(w, quiz, question, text, warnings);
    return;
  }
  warnings.push_back(
      warning("canvas-kind",
              "question " + question.id +
                  (std::holds_alternative<Cloze>(question.body)
                       ? ": Canvas blanks are all typed text or all drop-downs, never a number or a mix; "
                         "this cloze question's gaps cannot be written, so it is left out"
                       : ": Canvas classic quizzes have no ordering question; the question is left out"),
              question.location));
}

// A drawn section as a question group that picks its draw; a section without a draw has no place for its title.
void write_section(XmlWriter& w, const Quiz& quiz, const Section& section, CanvasText& text, Diagnostics& warnings) {
  const auto questions = [&] {
    for (std::size_t i = section.first; i < section.first + section.count; ++i)
      write_question(w, quiz, quiz.questions[i], text, warnings);
  };
  if (!section.draw) {
    warnings.push_back(warning("canvas-section",
                               "section " + section.id +
                                   ": Canvas classic quizzes show no section titles; its questions are written "
                                   "without the title",
                               section.location));
    questions();
    return;
  }
  const std::size_t written = written_in(quiz, section);
  if (written < *section.draw)
    warnings.push_back(warning("canvas-section",
                               "section " + section.id + " draws " + std::to_string(*section.draw) +
                                   " questions, but Canvas can hold only " + std::to_string(written) +
                                   " of them; the group picks " + std::to_string(written),
                               section.location));
  if (written == 0) return;
  open(w, "section", {{"ident", "group_" + section.id}, {"title", plain_text(section.title.in(text.lang()))}});
  open(w, "selection_ordering");
  open(w, "selection");
  add_text(w, "selection_number", std::to_string(std::min(*section.draw, written)));
  open(w, "selection_extension");
  add_text(w, "points_per_item", qti::format_number(quiz.questions[section.first].points));
  w.close("selection_extension");
  w.close("selection");
  w.close("selection_ordering");
  questions();
  w.close("section");
}

}  // namespace

std::string write_assessment(const Quiz& quiz, CanvasText& text, Diagnostics& warnings) {
  warn_question_shuffle(quiz, warnings);
  XmlWriter w = qti::start_document(65536 + quiz.questions.size() * 8192);  // untouched capacity costs no memory
  open(w, "questestinterop",
       {{"xmlns", kQtiNamespace}, {"xmlns:xsi", kXsiNamespace}, {"xsi:schemaLocation", kQtiSchemaLocation}});
  const std::string title = plain_text(quiz.title.in(text.lang()));
  open(w, "assessment", {{"ident", assessment_ident(quiz, text.lang())}, {"title", title}});
  open(w, "qtimetadata");
  add_metadata_field(w, "cc_maxattempts", "1");
  w.close("qtimetadata");
  open(w, "section", {{"ident", "root_section"}});
  if (quiz.sections.empty())
    for (const auto& question : quiz.questions) write_question(w, quiz, question, text, warnings);
  else
    for (const auto& section : quiz.sections) write_section(w, quiz, section, text, warnings);
  w.close("section");
  w.close("assessment");
  w.close("questestinterop");
  return w.finish();
}

std::string write_assessment_meta(const Quiz& quiz, CanvasText& text, Diagnostics& warnings) {
  const LanguageTag& lang = text.lang();
  XmlWriter w = qti::start_document(2048);
  open(w, "quiz",
       {{"identifier", assessment_ident(quiz, lang)},
        {"xmlns", kCanvasNamespace},
        {"xmlns:xsi", kXsiNamespace},
        {"xsi:schemaLocation", kCanvasSchemaLocation}});
  add_text(w, "title", plain_text(quiz.title.in(lang)));
  add_text(w, "description", text.description_html(warnings));
  add_text(w, "shuffle_answers", quiz.shuffle.choices ? "true" : "false");
  add_text(w, "scoring_policy", "keep_highest");
  add_text(w, "quiz_type", "assignment");
  add_text(w, "points_possible", qti::format_number(written_points(quiz)));
  add_text(w, "show_correct_answers", "true");
  add_text(w, "allowed_attempts", "1");
  add_text(w, "one_question_at_a_time", "false");
  add_text(w, "cant_go_back", "false");
  add_text(w, "available", "false");
  w.close("quiz");
  return w.finish();
}

std::string write_manifest(const Quiz& quiz, const LanguageTag& lang, const std::set<std::string>& images) {
  XmlWriter w = qti::start_document(2048 + images.size() * 256);
  open(w, "manifest", {{"identifier", assessment_ident(quiz, lang) + "-manifest"}, {"xmlns", kManifestNamespace}});
  open(w, "metadata");
  add_text(w, "schema", "IMS Content");
  add_text(w, "schemaversion", "1.1.3");
  w.close("metadata");
  add(w, "organizations");
  open(w, "resources");
  const std::string meta_ident = meta_resource_ident(quiz, lang);
  open(w, "resource", {{"identifier", assessment_ident(quiz, lang)}, {"type", "imsqti_xmlv1p2"}});
  add(w, "file", {{"href", assessment_path(quiz, lang)}});
  add(w, "dependency", {{"identifierref", meta_ident}});
  w.close("resource");
  const std::string meta_path = assessment_meta_path(quiz, lang);
  open(w, "resource", {{"identifier", meta_ident}, {"type", kLearningApplicationResource}, {"href", meta_path}});
  add(w, "file", {{"href", meta_path}});
  w.close("resource");
  // Images: a <file> that is no resource's href becomes a course file (Qti.convert_files), found by the
  // path the texts use.
  std::size_t position = 0;
  for (const auto& path : images) {
    open(w, "resource", {{"identifier", media_resource_ident(position++)}, {"type", "webcontent"}});
    add(w, "file", {{"href", url_path(path)}});
    w.close("resource");
  }
  w.close("resources");
  w.close("manifest");
  return w.finish();
}

}  // namespace quizpack::canvas
