// How bank texts become Moodle XML text fields: per language, or all languages as multilang spans.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/quiz.hpp"

namespace quizpack {

struct MoodleText {
  std::string format;  // Moodle's name: html or plain_text
  std::string text;
  std::vector<const MediaFile*> files;  // images the text uses, embedded next to it
};

class MoodleTexts {
 public:
  // Per-language: one language, texts as they are. Multilang: every language, texts as spans.
  MoodleTexts(const Quiz& quiz, std::vector<LanguageTag> languages, bool multilang);

  // A learner-visible text with its images as @@PLUGINFILE@@ files; `label` writes one paragraph bare.
  MoodleText rich(const LocalizedText& text, bool label = false) const;
  // A text Moodle keeps as plain text (names, matching answers); markup and images become their text.
  std::string plain(const LocalizedText& text) const;
  // The HTML of `text` in `lang` alone, each gap's marker written by `gap` (cloze stems); its images are added to
  // `files` (once each).
  std::string html_in(const LocalizedText& text, const LanguageTag& lang,
                      const std::function<std::string(const GapMarker&)>& gap,
                      std::vector<const MediaFile*>& files) const;
  // The HTML of `text` in every language written: one language bare, several as multilang spans.
  std::string spans(const LocalizedText& text, std::vector<const MediaFile*>& files) const;
  // Plain text as HTML (markup and images become their text), as multilang spans when several languages.
  std::string plain_html(const LocalizedText& text) const;
  // The plain text in the first language only (category paths, which filters never see).
  std::string first_plain(const LocalizedText& text) const;

  [[nodiscard]] bool multilang() const { return multilang_; }
  [[nodiscard]] const std::vector<LanguageTag>& languages() const { return languages_; }

  Diagnostics take_warnings() { return std::move(warnings_); }

 private:
  // The HTML of `rich` (a label's single paragraph unwrapped), gaps written by `gap`; its images added to `files`.
  std::string render(const RichText& rich, bool label, const std::function<std::string(const GapMarker&)>& gap,
                     std::vector<const MediaFile*>& files) const;

  const Quiz& quiz_;
  std::vector<LanguageTag> languages_;
  bool multilang_ = false;
  mutable Diagnostics warnings_;
};

// `html` in Moodle's multilang span for `lang`.
std::string multilang_span(const LanguageTag& lang, const std::string& html);

// BCP 47 tag as Moodle names its language packs: pt-BR → pt_br.
std::string moodle_language(const LanguageTag& lang);

// A bank media path as used after @@PLUGINFILE@@/, each segment percent-encoded.
std::string plugin_file_path(const std::string& path);

}  // namespace quizpack
