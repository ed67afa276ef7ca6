// cmi5.xml: the course structure of one language package, a course with one assignable unit.
#include "export/cmi5/course_structure.hpp"

#include <algorithm>

#include "export/cmi5/cmi5_ids.hpp"
#include "formats/qti/xml_builder.hpp"
#include "text/number_text.hpp"
#include "text/plain_text.hpp"

namespace quizpack::cmi5 {

using qti::add_text;
using qti::open;
using qti::XmlWriter;

namespace {

// <name> with one <langstring lang="..."> per bank language the text has, the package's language first.
void write_text_type(XmlWriter& w, const char* name, const LocalizedText& text, const Quiz& quiz,
                     const LanguageTag& lang) {
  open(w, name);
  const auto one = [&](const LanguageTag& tag) {
    if (text.has(tag)) add_text(w, "langstring", plain_text(text.in(tag)), {{"lang", tag}});
  };
  one(lang);
  for (const auto& tag : quiz.languages)
    if (tag != lang) one(tag);
  if (!text.has(lang) &&
      std::none_of(quiz.languages.begin(), quiz.languages.end(), [&](const LanguageTag& tag) { return text.has(tag); }))
    add_text(w, "langstring", "", {{"lang", lang}});
  w.close(name);
}

void write_course(XmlWriter& w, const Quiz& quiz, const LanguageTag& lang) {
  open(w, "course", {{"id", course_iri(quiz)}});
  write_text_type(w, "title", quiz.title, quiz, lang);
  write_text_type(w, "description", quiz.description, quiz, lang);
  w.close("course");
}

void write_au(XmlWriter& w, const Quiz& quiz, const LanguageTag& lang, const std::string& launch_url) {
  const std::string mastery = mastery_score_text(quiz.passing_score);
  open(w, "au",
       {{"id", au_iri(quiz, lang)}, {"moveOn", kMoveOn}, {"masteryScore", mastery}, {"launchMethod", kLaunchMethod}});
  write_text_type(w, "title", quiz.title, quiz, lang);
  write_text_type(w, "description", quiz.description, quiz, lang);
  add_text(w, "url", launch_url);
  w.close("au");
}

}  // namespace

std::string mastery_score_text(double passing_score) {
  const double held = passing_score >= 0.0 ? std::min(passing_score, 1.0) : 0.0;
  return plain_decimal_text(held);
}

std::string write_course_structure(const Quiz& quiz, const LanguageTag& lang, const std::string& launch_url) {
  XmlWriter w = qti::start_document(1024);
  open(w, "courseStructure", {{"xmlns", kCourseStructureNamespace}});
  write_course(w, quiz, lang);
  write_au(w, quiz, lang, launch_url);
  w.close("courseStructure");
  return w.finish();
}

}  // namespace quizpack::cmi5
