// The qti30 format: a 1EdTech QTI 3.0 content package for one language of a quiz.
#include "export/qti30/qti30_writer.hpp"

#include "export/qti/qti_package.hpp"
#include "export/qti30/manifest_dialect.hpp"

namespace quizpack {

Diagnostics write_qti30(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink) {
  static const QtiPackageSpec spec{.version = qti::QtiVersion::V3p0,
                                   .item_test_schema = "qti30/qti30-item-test.xsd",
                                   .manifest_schema = "qti30/qti30-manifest.xsd",
                                   .manifest = &qti30::manifest_dialect()};
  return write_qti_package(quiz, lang, sink, spec);
}

}  // namespace quizpack
