// The IRIs of a cmi5 course: course, assignable unit and question activities, from the bank's activityIri or id.
#include "export/cmi5/cmi5_ids.hpp"

namespace quizpack::cmi5 {

std::string iri_segment(const std::string& text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (const char c : text) {
    const auto b = static_cast<unsigned char>(c);
    const bool unreserved = (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9') || b == '-' ||
                            b == '.' || b == '_' || b == '~';
    if (unreserved) {
      out += c;
    } else {
      out += '%';
      out += kHex[b >> 4U];
      out += kHex[b & 15U];
    }
  }
  return out;
}

std::string course_iri(const Quiz& quiz) {
  return quiz.activity_iri.empty() ? kCmi5IriBase + iri_segment(quiz.id) : quiz.activity_iri;
}

std::string au_iri(const Quiz& quiz, const LanguageTag& lang) { return course_iri(quiz) + "/" + iri_segment(lang); }

}  // namespace quizpack::cmi5
