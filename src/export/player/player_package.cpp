// The files of a SCORM package besides its manifest: launch page, player, one language's quiz data, media.
#include "export/player/player_package.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <string_view>

#include "embed/embedded_file.hpp"
#include "export/player/interface_catalogue.hpp"
#include "export/player/quiz_data.hpp"
#include "model/overloaded.hpp"
#include "text/html.hpp"
#include "text/plain_text.hpp"

namespace quizpack {
namespace {

constexpr std::string_view kLaunchPage = "index.html";
constexpr std::string_view kStringsScript = "strings-data.js";
constexpr std::string_view kCatalogueFolder = "strings/";  // the catalogue's sources: a package gets kStringsScript

// Replaces each {{name}} of the launch page template in one pass, so values are never re-scanned.
std::string fill_template(std::string_view page, const std::vector<std::pair<std::string, std::string>>& values) {
  std::string out;
  std::size_t at = 0;
  while (at < page.size()) {
    const auto open = page.find("{{", at);
    if (open == std::string_view::npos) break;
    const auto close = page.find("}}", open + 2);
    if (close == std::string_view::npos) break;
    out.append(page.substr(at, open - at));
    const std::string_view name = page.substr(open + 2, close - open - 2);
    const auto found = std::find_if(values.begin(), values.end(), [&](const auto& v) { return v.first == name; });
    if (found != values.end())
      out += found->second;
    else
      out.append(page.substr(open, close + 2 - open));
    at = close + 2;
  }
  out.append(page.substr(std::min(at, page.size())));
  return out;
}

// Every media path the quiz's texts in `lang` reference.
std::set<std::string> used_media(const Quiz& quiz, const LanguageTag& lang) {
  std::set<std::string> paths;
  auto scan_one = [&](const RichText& text) {
    for (auto& p : image_paths(text)) paths.insert(std::move(p));
  };
  auto scan = [&](const LocalizedText& text) {
    const auto found = text.by_language.find(lang);
    if (found != text.by_language.end()) return scan_one(found->second.text);
    for (const auto& [tag, translation] : text.by_language) scan_one(translation.text);
  };
  auto scan_optional = [&](const std::optional<LocalizedText>& text) {
    if (text) scan(*text);
  };
  scan(quiz.title);
  scan(quiz.description);
  for (const auto& q : quiz.questions) {
    scan(q.stem);
    scan_optional(q.explanation);
    scan_optional(q.title);
    auto scan_choices = [&](const std::vector<Choice>& choices) {
      for (const auto& c : choices) {
        scan(c.text);
        scan_optional(c.feedback);
      }
    };
    std::visit(Overloaded{
                   [&](const SingleChoice& body) { scan_choices(body.choices); },
                   [&](const MultipleResponse& body) { scan_choices(body.choices); },
                   [&](const TrueFalse& body) {
                     scan_optional(body.feedback_true);
                     scan_optional(body.feedback_false);
                   },
                   [&](const Matching& body) {
                     for (const auto& p : body.pairs) {
                       scan(p.prompt);
                       scan(p.answer);
                     }
                     for (const auto& d : body.distractors) scan(d.answer);
                   },
                   [&](const Ordering& body) {
                     for (const auto& item : body.items) scan(item.text);
                   },
                   [&](const Cloze& body) {
                     for (const auto& gap : body.gaps) {
                       scan_optional(gap.feedback);
                       if (const auto* choice = std::get_if<ChoiceGap>(&gap.accepts))
                         for (const auto& o : choice->options) scan(o.text);
                     }
                   },
                   [](const ShortAnswer&) {},                     // plain-text answers
                   [](const Numerical&) {}, [](const Essay&) {},  // the player does not show the grader's guidance
                   [](const Description&) {},                     // its text is the stem
               },
               q.body);
  }
  return paths;
}

}  // namespace

std::string player_media_path(const std::string& bank_path) { return "assets/" + bank_path; }

namespace {

// What differs between the launch pages of the SCORM and cmi5 packages.
struct LaunchPageValues {
  std::string runtime;     // the data-scorm value the player picks its LMS adapter by: "1.2", "2004" or "cmi5"
  std::string attributes;  // more attributes of <html>, each with its leading space
  std::string connect;     // more Content-Security-Policy directives, each with its leading space
  std::string adapter;     // the script only this runtime needs (one of kAdapterScripts), or ""
};

// Player scripts that only one runtime loads; a package holds only its own.
constexpr std::array<std::string_view, 1> kAdapterScripts = {"cmi5.js"};

bool left_out(std::string_view path, const LaunchPageValues& values) {
  return path == kLaunchPage || path.starts_with(kCatalogueFolder) ||
         (std::find(kAdapterScripts.begin(), kAdapterScripts.end(), path) != kAdapterScripts.end() &&
          path != values.adapter);
}

// The quiz data scripts, each with its maker: quiz-data.js, then one script per further chunk of questions.
std::vector<OutputFile> data_files(const Quiz& quiz, const LanguageTag& lang) {
  const std::size_t chunks = player_chunk_count(quiz.questions.size());
  std::vector<OutputFile> files;
  for (std::size_t k = 0; k < chunks; ++k) {
    OutputFile data{player_chunk_path(k), "", "", true};
    if (chunks == 1)
      data.make = [&quiz, lang] { return player_quiz_data(quiz, lang, "window.QUIZPACK_QUIZ = ") + ";\n"; };
    else if (k == 0)
      data.make = [&quiz, lang] { return player_quiz_head(quiz, lang, "window.QUIZPACK_QUIZ = ") + ";\n"; };
    else
      data.make = [&quiz, lang, k] {
        return player_quiz_chunk(quiz, lang, k, "window.Quizpack.chunkLoaded(" + std::to_string(k) + ", ") + ");\n";
      };
    data.key = quiz.id + '\n' + lang + '\n' + data.path;
    files.push_back(std::move(data));
  }
  return files;
}

std::vector<OutputFile> package_files(const Quiz& quiz, const LanguageTag& lang, const LaunchPageValues& values,
                                      DataScript data_script) {
  std::vector<OutputFile> files;
  const auto player = player_files();
  if (const auto* page = find_embedded(player, kLaunchPage)) {
    const RichText& title = quiz.title.has(lang) ? quiz.title.in(lang) : RichText{};
    files.push_back(
        {std::string(kLaunchPage),
         fill_template(
             page->data,
             {{"lang", escape_html(lang)},
              {"dir", is_right_to_left(lang) ? "rtl" : "ltr"},
              {"title", escape_html(plain_text(title))},
              {"scorm", values.runtime},
              {"attributes", values.attributes},
              {"connect", values.connect},
              {"adapter", values.adapter.empty() ? "" : "\n<script src=\"" + values.adapter + "\"></script>"}}),
         ""});
  }
  for (const auto& f : player)
    if (!left_out(f.path, values)) files.push_back({std::string(f.path), std::string(f.data), "", true});
  files.push_back(
      {std::string(kStringsScript), interface_strings_script(packaged_catalogue_languages(lang)), "", true});

  for (auto& data : data_files(quiz, lang)) {
    if (data_script == DataScript::Made) make_bytes(data);
    files.push_back(std::move(data));
  }

  for (const auto& path : used_media(quiz, lang))
    if (const auto* media = find_media(quiz, path)) files.push_back({player_media_path(path), media->bytes, "", true});
  return files;
}

}  // namespace

std::vector<OutputFile> player_package_files(const Quiz& quiz, const LanguageTag& lang, ScormVersion version,
                                             DataScript data_script) {
  return package_files(quiz, lang, {version == ScormVersion::V12 ? "1.2" : "2004", "", "", ""}, data_script);
}

std::vector<OutputFile> cmi5_player_files(const Quiz& quiz, const LanguageTag& lang, const std::string& au_iri,
                                          DataScript data_script) {
  // The LRS is wherever the LMS says at launch, so the page may connect to any origin.
  return package_files(quiz, lang, {"cmi5", " data-au=\"" + escape_html(au_iri) + "\"", " connect-src *;", "cmi5.js"},
                       data_script);
}

}  // namespace quizpack
