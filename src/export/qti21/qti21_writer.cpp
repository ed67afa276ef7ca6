// The qti21 format: an IMS QTI 2.1 content package for one language of a quiz.
#include "export/qti21/qti21_writer.hpp"

#include "export/qti/qti_package.hpp"
#include "export/qti21/manifest_dialect.hpp"

namespace quizpack {

Diagnostics write_qti21(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink) {
  static const QtiPackageSpec spec{.version = qti::QtiVersion::V2p1,
                                   .item_test_schema = "qti21/qti21-item-test.xsd",
                                   .manifest_schema = "qti21/qti21-manifest.xsd",
                                   .manifest = &qti21::manifest_dialect()};
  return write_qti_package(quiz, lang, sink, spec);
}

}  // namespace quizpack
