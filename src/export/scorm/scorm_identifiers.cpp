// The identifiers of a SCORM manifest, derived from the quiz id and the language.
#include "export/scorm/scorm_identifiers.hpp"

namespace quizpack {
namespace {

bool is_id_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '_';
}

// Keeps the characters an NCName allows after its first one and replaces the others with '_'.
std::string id_safe(const std::string& text) {
  std::string out = text;
  for (auto& c : out)
    if (!is_id_char(c)) c = '_';
  return out;
}

}  // namespace

ScormIdentifiers scorm_identifiers(const std::string& quiz_id, const LanguageTag& lang) {
  const std::string base = id_safe(quiz_id) + "-" + id_safe(lang);
  return {"MANIFEST-" + base, "ORG-" + base, "ITEM-" + base, "RES-" + base, "OBJ-" + base};
}

}  // namespace quizpack
