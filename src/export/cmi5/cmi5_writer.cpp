// The cmi5 format: a course package of one language, cmi5.xml and the web player speaking xAPI.
#include "export/cmi5/cmi5_writer.hpp"

#include "export/cmi5/cmi5_ids.hpp"
#include "export/cmi5/cmi5_warnings.hpp"
#include "export/cmi5/course_structure.hpp"
#include "export/player/player_package.hpp"

namespace quizpack {

Diagnostics write_cmi5(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink) {
  std::vector<OutputFile> player = cmi5_player_files(quiz, lang, cmi5::au_iri(quiz, lang), DataScript::Deferred);
  const std::string launch_url = player.front().path;
  sink(0, {cmi5::kCourseStructurePath, cmi5::write_course_structure(quiz, lang, launch_url),
           cmi5::kCourseStructureSchema});
  std::size_t position = 1;
  for (auto& file : player) sink(position++, std::move(file));
  return cmi5::cmi5_warnings(quiz);
}

}  // namespace quizpack
