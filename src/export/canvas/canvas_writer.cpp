// The canvas format: the QTI 1.2 package Canvas imports as a Classic Quiz, for one language of a quiz.
#include "export/canvas/canvas_writer.hpp"

#include "export/canvas/canvas_ids.hpp"
#include "export/canvas/package_documents.hpp"

namespace quizpack {

namespace {
constexpr const char* kAssessmentSchema = "canvas/canvas-qti12.xsd";
constexpr const char* kMetaSchema = "canvas/canvas-assessment-meta.xsd";
constexpr const char* kManifestSchema = "canvas/canvas-manifest.xsd";
}  // namespace

Diagnostics write_canvas(const Quiz& quiz, const LanguageTag& lang, const FileSink& sink) {
  Diagnostics warnings;
  canvas::CanvasText text(quiz, lang);
  sink(1, {canvas::assessment_path(quiz, lang), canvas::write_assessment(quiz, text, warnings), kAssessmentSchema});
  sink(2, {canvas::assessment_meta_path(quiz, lang), canvas::write_assessment_meta(quiz, text, warnings), kMetaSchema});
  sink(0, {"imsmanifest.xml", canvas::write_manifest(quiz, lang, text.images()), kManifestSchema});
  std::size_t position = 3;
  for (const auto& path : text.images()) {
    sink(position++, {path, find_media(quiz, path)->bytes, "", true});
  }
  return warnings;
}

}  // namespace quizpack
