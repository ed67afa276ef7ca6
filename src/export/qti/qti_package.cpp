// A QTI content package of either version: items as they are written, then the manifest, the test and the images.
#include "export/qti/qti_package.hpp"

#include <set>

#include "formats/qti/identifiers.hpp"
#include "formats/qti/test_writer.hpp"

namespace quizpack {

Diagnostics write_qti_package(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink,
                              const QtiPackageSpec& spec) {
  Diagnostics warnings;
  std::vector<qti::ItemDocument> items;  // kept for the manifest and the test, without their XML
  std::vector<std::vector<std::string>> item_media;
  std::set<std::string> package_media;
  items.reserve(quiz.questions.size());
  item_media.reserve(quiz.questions.size());
  constexpr std::size_t kFirstItem = 2;
  for (const auto& question : quiz.questions) {
    qti::ItemDocument item = qti::write_item(quiz, question, lang, spec.version, warnings);
    std::vector<std::string> media;
    for (const auto& path : item.images) {
      if (find_media(quiz, path)) {
        media.push_back(path);
        package_media.insert(path);
      } else {
        warnings.push_back(warning(std::string(qti::warning_prefix(spec.version)) + "-missing-media",
                                   "question " + question.id + ": image " + path + " is not in the bank's media",
                                   question.location));
      }
    }
    item_media.push_back(std::move(media));
    sink(kFirstItem + items.size(), {item.path, std::move(item.xml), spec.item_test_schema});
    item.xml = std::string();
    items.push_back(std::move(item));
  }
  sink(0, {"imsmanifest.xml", write_qti_manifest(quiz, lang, items, item_media, *spec.manifest), spec.manifest_schema});
  sink(1, {qti::test_path(), qti::write_test(quiz, lang, items, spec.version), spec.item_test_schema});
  std::size_t position = kFirstItem + items.size();
  for (const auto& path : package_media) sink(position++, {path, find_media(quiz, path)->bytes, ""});
  return warnings;
}

}  // namespace quizpack
