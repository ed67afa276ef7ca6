// Bank texts as Canvas keeps them: HTML in mattext (images as package paths) or plain text.
#include "export/canvas/canvas_text.hpp"

#include "text/formulas.hpp"
#include "text/html.hpp"
#include "text/percent_encoding.hpp"
#include "text/plain_text.hpp"
#include "text/writing_direction.hpp"

namespace quizpack::canvas {
namespace {

// True for an image path inside the bank (not a URL or an absolute path).
bool is_bank_path(const std::string& src) {
  return !src.empty() && src.front() != '/' && src.find(':') == std::string::npos;
}

}  // namespace

std::string url_path(const std::string& path) { return percent_encoded(path); }

std::string CanvasText::render(const LocalizedText& text, bool label,
                               const std::function<void(const std::string&)>& missing,
                               const std::function<std::string(const GapMarker&)>& gap) {
  HtmlOptions options;
  options.gap_markup = gap;
  options.unwrap_single_paragraph = label;
  options.formulas = FormulaMarkup::tex_dollars;
  options.image_url = [&](const std::string& src) {
    if (!is_bank_path(src)) return src;
    if (find_media(quiz_, src))
      images_.insert(src);
    else
      missing(src);
    return url_path(src);
  };
  return render_html(text.in(lang_), options);
}

std::string CanvasText::html(const LocalizedText& text, const Question& question, Diagnostics& warnings, bool label,
                             const std::function<std::string(const GapMarker&)>& gap) {
  if (has_formula(text.in(lang_)) && formula_warned_.insert(question.id).second)
    warnings.push_back(warning("canvas-formula",
                               "question " + question.id +
                                   ": Canvas's importer drops MathML, so its formulas go as TeX between \\( \\) and "
                                   "$$ $$, which Canvas typesets only where its inline-math (MathJax) feature is on; "
                                   "elsewhere learners see the TeX",
                               question.location));
  return render(
      text, label,
      [&](const std::string& src) {
        warnings.push_back(warning("canvas-missing-media",
                                   "question " + question.id + ": image " + src + " is not in the bank's media",
                                   question.location));
      },
      gap);
}

std::string CanvasText::description_html(Diagnostics& warnings) {
  return render(quiz_.description, false, [&](const std::string& src) {
    warnings.push_back(warning("canvas-missing-media",
                               "quiz " + quiz_.id + ": image " + src + " is not in the bank's media", quiz_.location));
  });
}

std::string CanvasText::stem_html(const Question& question, Diagnostics& warnings,
                                  const std::function<std::string(const GapMarker&)>& gap) {
  const char* open = is_right_to_left(lang_) ? "<div dir=\"rtl\">" : "<div>";
  return open + html(question.stem, question, warnings, false, gap) + "</div>";
}

bool CanvasText::plain(const LocalizedText& text) const { return is_plain(text.in(lang_)); }

}  // namespace quizpack::canvas
