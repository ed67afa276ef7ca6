// A bank and one target language as one self-contained HTML page for a reviewer without tools: every text in the
// source language beside its translation, with its state; images inlined; printable.
#include "export/review/review_sheet.hpp"

#include <array>

#include "export/moodlexml/base64.hpp"
#include "formats/xliff/bank_units.hpp"
#include "model/state_name.hpp"
#include "text/html.hpp"
#include "text/plain_text.hpp"
#include "text/writing_direction.hpp"

namespace quizpack {
namespace {

constexpr std::string_view kStyle = R"(
body { font-family: system-ui, "Segoe UI", "Noto Sans", "Noto Sans JP", "Noto Sans Devanagari", "Noto Sans Arabic",
  sans-serif; color: #1b1f24; background: #fff; line-height: 1.5; margin: 0; }
main { padding: 1rem 1.5rem 3rem; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.15rem; margin: 1.75rem 0 0.5rem; }
.summary { color: #3d4450; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
th, td { border: 1px solid #b5bcc6; padding: 0.4rem 0.6rem; vertical-align: top; text-align: start;
  overflow-wrap: anywhere; }
thead th { background: #eef0f3; }
th[scope=row] { width: 16%; font-weight: 600; }
th[scope=row] small { display: block; font-weight: 400; color: #3d4450; font-family: ui-monospace, monospace; }
col.text { width: 36%; } col.state { width: 12%; }
td p:first-child { margin-top: 0; } td p:last-child { margin-bottom: 0; }
img { max-width: 100%; height: auto; }
code, pre { font-family: ui-monospace, monospace; direction: ltr; unicode-bidi: isolate; }
pre { white-space: pre-wrap; }
.state { display: inline-block; border: 1px solid; border-radius: 3px; padding: 0 0.35rem; font-size: 0.85rem; }
.state-source { color: #35424f; } .state-translated { color: #0f6b36; background: #e8f5ec; }
.state-needs-review { color: #6b4a00; background: #fff6db; } .state-missing { color: #a8201a; background: #fdeceb; }
.missing { color: #a8201a; font-style: italic; }
tr { break-inside: avoid; }
@media print { main { padding: 0; } h2 { break-after: avoid; } thead { display: table-header-group; } }
)";

const char* state_words(const char* name) {
  const std::string_view n(name);
  if (n == "source") return "source";
  if (n == "translated") return "translated (reviewed)";
  if (n == "needs-review") return "needs review";
  return "missing";
}

struct Sheet {
  const Quiz& quiz;
  const LanguageTag& target;
  HtmlOptions options;
  std::string out;

  // The language's text of a unit as a table cell, with its language and direction.
  void cell(const BankUnit& unit, const LanguageTag& lang) {
    out += "<td lang=\"" + escape_html(lang) + "\" dir=\"" + (is_right_to_left(lang) ? "rtl" : "ltr") + "\">";
    const auto found = unit.text->by_language.find(lang);
    if (found == unit.text->by_language.end())
      out += "<span class=\"missing\">(no text)</span>";
    else if (unit.plain())
      append_escaped_html(
          out, found->second.text.source.empty() ? plain_text(found->second.text) : found->second.text.source);
    else
      out += render_html(found->second.text, options);
    out += "</td>";
  }

  void row(const BankUnit& unit) {
    const auto found = unit.text->by_language.find(target);
    const char* state = found == unit.text->by_language.end() ? "missing" : state_name(found->second.state);
    out += "<tr data-unit=\"" + escape_html(unit.id) + "\" data-state=\"" + state + "\"><th scope=\"row\">" +
           escape_html(unit.role) + "<small>" + escape_html(unit.pointer) + "</small></th>";
    cell(unit, quiz.source_language);
    cell(unit, target);
    out += std::string("<td><span class=\"state state-") + state + "\">" + state_words(state) + "</span></td></tr>\n";
  }

  void open_table(const std::string& caption) {
    out += "<table>\n<caption class=\"visually-hidden\">" + escape_html(caption) +
           "</caption>\n<colgroup><col><col class=\"text\"><col class=\"text\"><col class=\"state\"></colgroup>\n"
           "<thead><tr><th scope=\"col\">Text</th><th scope=\"col\">" +
           escape_html(quiz.source_language) + " (source)</th><th scope=\"col\">" + escape_html(target) +
           "</th><th scope=\"col\">State</th></tr></thead>\n<tbody>\n";
  }
};

// The counts of the target language's states over the units.
std::array<std::size_t, 4> state_counts(const std::vector<BankUnit>& units, const LanguageTag& target) {
  std::array<std::size_t, 4> counts{};
  for (const auto& unit : units) {
    const auto found = unit.text->by_language.find(target);
    counts[found == unit.text->by_language.end() ? 3 : static_cast<std::size_t>(found->second.state)] += 1;
  }
  return counts;
}

}  // namespace

std::string review_sheet_name(const Quiz& quiz, const LanguageTag& target) {
  return quiz.id + "." + quiz.source_language + "-" + target + ".review.html";
}

std::string review_sheet(const Quiz& quiz, const LanguageTag& target) {
  Sheet sheet{quiz, target, {}, {}};
  sheet.options.image_url = [&quiz](const std::string& src) {
    const MediaFile* media = find_media(quiz, src);
    return media ? "data:" + media->mime + ";base64," + base64_encode(media->bytes) : src;
  };
  const std::vector<BankUnit> units = bank_units(quiz);
  const std::string title =
      plain_text(quiz.title.has(quiz.source_language) ? quiz.title.in(quiz.source_language) : RichText{});
  std::string& out = sheet.out;
  out =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; "
      "style-src 'unsafe-inline'\">\n<title>" +
      escape_html("Review " + quiz.source_language + " → " + target + ": " + title) + "</title>\n<style>" +
      std::string(kStyle) +
      ".visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }\n"
      "</style>\n</head>\n<body>\n<main>\n<h1>Review of the " +
      escape_html(target) + " translation: <span lang=\"" + escape_html(quiz.source_language) + "\">" +
      escape_html(title) + "</span></h1>\n";
  const auto counts = state_counts(units, target);
  out += "<p class=\"summary\">Bank <code>" + escape_html(quiz.id) + "</code> version " + escape_html(quiz.version) +
         ", source language " + escape_html(quiz.source_language) + ". " + std::to_string(units.size()) + " texts in " +
         escape_html(target) + ": " + std::to_string(counts[1]) + " translated (reviewed), " +
         std::to_string(counts[2]) + " need review, " + std::to_string(counts[3]) +
         " missing. Each text is shown in the source language beside its translation.</p>\n";
  std::string open_group;
  std::size_t question = 0;
  for (const auto& unit : units) {
    const std::string group = unit.id.starts_with("q.")    ? unit.id.substr(0, unit.id.find('.', 2))
                              : unit.id.starts_with("ui.") ? "ui"
                                                           : "quiz";
    if (group != open_group) {
      if (!open_group.empty()) out += "</tbody>\n</table>\n</section>\n";
      open_group = group;
      const std::string heading =
          group == "quiz" ? "The quiz"
          : group == "ui" ? "Interface texts the bank gives"
                          : "Question " + std::to_string(++question) + ": " + group.substr(2) + " (" + unit.kind + ")";
      out += "<section>\n<h2>" + escape_html(heading) + "</h2>\n";
      sheet.open_table(heading);
    }
    sheet.row(unit);
  }
  if (!open_group.empty()) out += "</tbody>\n</table>\n</section>\n";
  out += "</main>\n</body>\n</html>\n";
  return out;
}

}  // namespace quizpack
