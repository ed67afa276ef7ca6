// The qti21 format: an IMS QTI 2.1 content package for one language of a quiz.
#include "export/qti21/qti21_writer.hpp"

#include <set>

#include "export/qti21/identifiers.hpp"
#include "export/qti21/item_writer.hpp"
#include "export/qti21/manifest_writer.hpp"
#include "export/qti21/test_writer.hpp"

namespace quizpack {

namespace {
constexpr const char* kItemTestSchema = "qti21/qti21-item-test.xsd";
constexpr const char* kManifestSchema = "qti21/qti21-manifest.xsd";
}  // namespace

Diagnostics write_qti21(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink) {
  Diagnostics warnings;
  std::vector<qti21::ItemDocument> items;  // kept for the manifest and the test, without their XML
  std::vector<std::vector<std::string>> item_media;
  std::set<std::string> package_media;
  items.reserve(quiz.questions.size());
  item_media.reserve(quiz.questions.size());
  constexpr std::size_t kFirstItem = 2;
  for (const auto& question : quiz.questions) {
    qti21::ItemDocument item = qti21::write_item(question, lang, quiz.shuffle.choices, warnings);
    std::vector<std::string> media;
    for (const auto& path : item.images) {
      if (find_media(quiz, path)) {
        media.push_back(path);
        package_media.insert(path);
      } else {
        warnings.push_back(warning("qti21-missing-media",
                                   "question " + question.id + ": image " + path + " is not in the bank's media",
                                   question.location));
      }
    }
    item_media.push_back(std::move(media));
    sink(kFirstItem + items.size(), {item.path, std::move(item.xml), kItemTestSchema});
    item.xml = std::string();
    items.push_back(std::move(item));
  }
  sink(0, {"imsmanifest.xml", qti21::write_manifest(quiz, lang, items, item_media), kManifestSchema});
  sink(1, {qti21::test_path(), qti21::write_test(quiz, lang, items), kItemTestSchema});
  std::size_t position = kFirstItem + items.size();
  for (const auto& path : package_media) sink(position++, {path, find_media(quiz, path)->bytes, ""});
  return warnings;
}

}  // namespace quizpack
