// Bank texts as Moodle XML fields: HTML with @@PLUGINFILE@@ images, or multilang spans side by side.
#include "export/moodlexml/moodle_text.hpp"

#include <algorithm>
#include <cctype>

#include "formats/moodle/text_without_images.hpp"
#include "text/html.hpp"
#include "text/percent_encoding.hpp"
#include "text/plain_text.hpp"

namespace quizpack {

std::string moodle_language(const LanguageTag& lang) {
  std::string out;
  for (char c : lang) out += c == '-' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string plugin_file_path(const std::string& path) { return percent_encoded(path); }

MoodleTexts::MoodleTexts(const Quiz& quiz, std::vector<LanguageTag> languages, bool multilang)
    : quiz_(quiz), languages_(std::move(languages)), multilang_(multilang) {}

MoodleText MoodleTexts::rich(const LocalizedText& text, bool label) const {
  MoodleText out;
  if (!multilang_) {
    const RichText& only = text.in(languages_.front());
    if (is_plain(only)) {
      out.format = "plain_text";
      out.text = plain_text(only);
      return out;
    }
  }
  out.format = "html";
  for (const auto& lang : languages_) {
    const std::string html = render(text.in(lang), label, {}, out.files);
    if (!multilang_) {
      out.text = html;
      continue;
    }
    out.text += multilang_span(lang, html);
  }
  return out;
}

std::string MoodleTexts::plain(const LocalizedText& text) const {
  RichText storage;
  if (!multilang_) return plain_text(without_images(text.in(languages_.front()), storage));
  std::string out;
  for (const auto& lang : languages_) {
    out += "<span lang=\"";
    out += moodle_language(lang);
    out += "\" class=\"multilang\">";
    append_escaped_html(out, plain_text(without_images(text.in(lang), storage)));
    out += "</span>";
  }
  return out;
}

std::string multilang_span(const LanguageTag& lang, const std::string& html) {
  return "<span lang=\"" + moodle_language(lang) + "\" class=\"multilang\">" + html + "</span>";
}

std::string MoodleTexts::render(const RichText& rich, bool label,
                                const std::function<std::string(const GapMarker&)>& gap,
                                std::vector<const MediaFile*>& files) const {
  HtmlOptions options;
  options.unwrap_single_paragraph = label;
  options.links_in_new_window = true;
  options.formulas = FormulaMarkup::tex;
  options.image_url = [](const std::string& src) { return "@@PLUGINFILE@@/" + plugin_file_path(src); };
  options.gap_markup = gap;
  for (const auto& src : image_paths(rich)) {
    const MediaFile* media = find_media(quiz_, src);
    if (!media) {
      warnings_.push_back(
          warning("moodlexml-image", "image " + src + " is not among the bank's media files", quiz_.location));
      continue;
    }
    if (std::find(files.begin(), files.end(), media) == files.end()) files.push_back(media);
  }
  return render_html(rich, options);
}

std::string MoodleTexts::html_in(const LocalizedText& text, const LanguageTag& lang,
                                 const std::function<std::string(const GapMarker&)>& gap,
                                 std::vector<const MediaFile*>& files) const {
  return render(text.in(lang), false, gap, files);
}

std::string MoodleTexts::spans(const LocalizedText& text, std::vector<const MediaFile*>& files) const {
  if (!multilang_) return html_in(text, languages_.front(), {}, files);
  std::string out;
  for (const auto& lang : languages_) out += multilang_span(lang, html_in(text, lang, {}, files));
  return out;
}

std::string MoodleTexts::plain_html(const LocalizedText& text) const {
  return multilang_ ? plain(text) : escape_html(plain(text));
}

std::string MoodleTexts::first_plain(const LocalizedText& text) const {
  RichText storage;
  return plain_text(without_images(text.in(languages_.front()), storage));
}

}  // namespace quizpack
