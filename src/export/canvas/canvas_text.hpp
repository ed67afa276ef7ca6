// Bank texts as Canvas keeps them: HTML in mattext (images as package paths) or plain text.
#pragma once

#include <functional>
#include <set>
#include <string>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack::canvas {

class CanvasText {
 public:
  CanvasText(const Quiz& quiz, const LanguageTag& lang) : quiz_(quiz), lang_(lang) {}

  // The HTML of `text` in the language. Images point at their path in the package, which is where Canvas's
  // importer finds them (HtmlHelper#sanitize_html! looks each src up among the package's files by path); one
  // missing from the bank's media is a warning naming `question`. `label` writes a single paragraph bare.
  std::string html(const LocalizedText& text, const Question& question, Diagnostics& warnings, bool label = false,
                   const std::function<std::string(const GapMarker&)>& gap = {});

  // The stem as Canvas's exporter writes it: one <div>, with dir="rtl" for right-to-left languages.
  // `gap` writes each cloze gap marker.
  std::string stem_html(const Question& question, Diagnostics& warnings,
                        const std::function<std::string(const GapMarker&)>& gap = {});

  // The quiz's description as HTML; a missing image is a warning naming the quiz.
  std::string description_html(Diagnostics& warnings);

  // True when the text is one paragraph of plain runs, which text/plain keeps whole.
  [[nodiscard]] bool plain(const LocalizedText& text) const;

  [[nodiscard]] const std::set<std::string>& images() const { return images_; }
  [[nodiscard]] const LanguageTag& lang() const { return lang_; }

 private:
  const Quiz& quiz_;
  const LanguageTag& lang_;
  std::set<std::string> images_;          // bank paths of the images the package must hold
  std::set<std::string> formula_warned_;  // ids of the questions already warned about their formulas

  // The HTML of `text`; `missing` is called with each image path not among the bank's media.
  std::string render(const LocalizedText& text, bool label, const std::function<void(const std::string&)>& missing,
                     const std::function<std::string(const GapMarker&)>& gap = {});
};

// `path` with every byte outside unreserved characters and '/' percent-encoded, as an img src.
std::string url_path(const std::string& path);

}  // namespace quizpack::canvas
