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

WriterOutput write_qti21(const Quiz& quiz, const LanguageTag& lang) {
  WriterOutput out;
  std::vector<qti21::ItemDocument> items;
  std::vector<std::vector<std::string>> item_media;
  std::set<std::string> package_media;
  items.reserve(quiz.questions.size());
  item_media.reserve(quiz.questions.size());
  for (const auto& question : quiz.questions) {
    items.push_back(qti21::write_item(question, lang, quiz.shuffle.choices, out.warnings));
    std::vector<std::string> media;
    for (const auto& path : items.back().images) {
      if (find_media(quiz, path)) {
        media.push_back(path);
        package_media.insert(path);
      } else {
        out.warnings.push_back(warning("qti21-missing-media",
                                       "question " + question.id + ": image " + path + " is not in the bank's media",
                                       question.location));
      }
    }
    item_media.push_back(std::move(media));
  }
  out.files.reserve(items.size() + 2 + package_media.size());
  out.files.push_back({"imsmanifest.xml", qti21::write_manifest(quiz, lang, items, item_media), kManifestSchema});
  out.files.push_back({qti21::test_path(), qti21::write_test(quiz, lang, items), kItemTestSchema});
  for (auto& item : items) out.files.push_back({item.path, std::move(item.xml), kItemTestSchema});
  for (const auto& path : package_media) out.files.push_back({path, find_media(quiz, path)->bytes, ""});
  return out;
}

}  // namespace quizpack
