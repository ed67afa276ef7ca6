// Test-only: a small quiz in en/ja/hi with an image, and a stand-in list of player files.
#include "scorm_fixture.hpp"

#include <pugixml.hpp>

#include "text/markdown.hpp"

namespace quizpack::test {
namespace {

LocalizedText texts(const std::string& en, const std::string& ja, const std::string& hi) {
  LocalizedText text;
  text.by_language.set("en", {parse_markdown(en), TranslationState::Source});
  text.by_language.set("ja", {parse_markdown(ja), TranslationState::Translated});
  text.by_language.set("hi", {parse_markdown(hi), TranslationState::Translated});
  return text;
}

}  // namespace

Quiz scorm_fixture_quiz() {
  Quiz quiz;
  quiz.id = "loss-scaling";
  quiz.version = "1.2.0";
  quiz.title = texts("Loss *scaling* & FP16", "損失スケーリングと FP16", "लॉस स्केलिंग और FP16");
  quiz.description = texts("Why gradients underflow in FP16.\n\nAnd how <b>scaling</b> helps.",
                           "FP16 で勾配がアンダーフローする理由。", "FP16 में ग्रेडिएंट अंडरफ़्लो क्यों होते हैं।");
  quiz.source_language = "en";
  quiz.languages = {"en", "ja", "hi"};
  quiz.passing_score = 0.75;

  Question question;
  question.id = "q1";
  question.stem =
      texts("Which curve is scaled?\n\n![loss](<media/loss scale.png>)",
            "どの曲線ですか？\n\n![loss](<media/loss scale.png>)", "कौन सा वक्र?\n\n![loss](<media/loss scale.png>)");
  question.explanation = texts("The upper one.", "上の曲線。", "ऊपर वाला।");
  SingleChoice body;
  body.choices.push_back({"a", texts("Upper", "上", "ऊपर"), true, std::nullopt});
  body.choices.push_back({"b", texts("Lower", "下", "नीचे"), false, std::nullopt});
  question.body = body;
  quiz.questions.push_back(question);

  quiz.media.push_back({"media/loss scale.png", "image/png", std::string("\x89PNG\r\n\x1a\n", 8)});
  return quiz;
}

std::vector<OutputFile> fake_player_files() {
  return {
      {"index.html", "<!doctype html><title>quiz</title>", ""},
      {"player.css", "body{}", ""},
      {"player.js", "void 0;", ""},
      {"media/loss scale.png", std::string("\x89PNG\r\n\x1a\n", 8), ""},
  };
}

std::vector<std::string> listed_file_hrefs(const std::string& manifest_xml) {
  pugi::xml_document doc;
  doc.load_string(manifest_xml.c_str());
  std::vector<std::string> hrefs;
  for (auto file : doc.child("manifest").child("resources").child("resource").children("file"))
    hrefs.push_back(file.attribute("href").value());
  return hrefs;
}

bool is_ncname(const std::string& text) {
  if (text.empty()) return false;
  auto letter = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; };
  if (!letter(text.front())) return false;
  for (char c : text)
    if (!letter(c) && !(c >= '0' && c <= '9') && c != '-' && c != '.') return false;
  return true;
}

}  // namespace quizpack::test
