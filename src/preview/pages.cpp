// The preview's HTML pages: the index of banks with their translation status, and a bank's page, which its
// script fills from the bank's data.
#include "preview/site.hpp"
#include "text/html.hpp"

namespace quizpack::preview {
namespace {

constexpr std::string_view kHead =
    "<!DOCTYPE html>\n<html lang=\"en\"{{attributes}}>\n<head>\n<meta charset=\"utf-8\">\n"
    "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{{title}}</title>\n"
    "<link rel=\"stylesheet\" href=\"/player/player.css\">\n<link rel=\"stylesheet\" href=\"/preview/preview.css\">\n"
    "</head>\n";

std::string head(const std::string& title, const std::string& attributes) {
  std::string out(kHead);
  out.replace(out.find("{{attributes}}"), 14, attributes);
  out.replace(out.find("{{title}}"), 9, escape_html(title));
  return out;
}

std::string status_rows(const BankView& view) {
  std::string rows;
  for (const auto& [lang, c] : view.status.languages)
    rows += "<tr><th scope=\"row\">" + escape_html(lang) + "</th><td>" + std::to_string(c.source) + "</td><td>" +
            std::to_string(c.translated) + "</td><td>" + std::to_string(c.needs_review) + "</td><td>" +
            std::to_string(c.missing) + "</td><td>" + std::to_string(c.total()) + "</td><td>" +
            std::to_string(c.done_percent()) + "%</td></tr>\n";
  return rows;
}

std::string bank_summary(const BankView& view, std::size_t number) {
  std::size_t errors = 0;
  std::size_t warnings = 0;
  for (const auto& d : view.diagnostics) (d.severity == Severity::Error ? errors : warnings) += 1;
  const std::string name = view.quiz ? view.quiz->id : (view.status.id.empty() ? view.file : view.status.id);
  std::string out = "<section class=\"pv-bank\" data-bank=\"" + std::to_string(number) + "\">\n<h2><a href=\"/bank/" +
                    std::to_string(number) + "/\">" + escape_html(name) + "</a></h2>\n<p class=\"pv-file\">" +
                    escape_html(view.file) +
                    (view.quiz ? " · " + std::to_string(view.quiz->questions.size()) + " questions" : "") + "</p>\n";
  if (errors > 0)
    out += "<p class=\"pv-problem\">" + std::to_string(errors) + (errors == 1 ? " error" : " errors") +
           ": the bank does not load</p>\n";
  else if (warnings > 0)
    out += "<p class=\"pv-note\">" + std::to_string(warnings) + (warnings == 1 ? " warning" : " warnings") + "</p>\n";
  if (!view.status.languages.empty())
    out +=
        "<table class=\"pv-status\">\n<caption>Translation status</caption>\n<thead><tr><th scope=\"col\">language"
        "</th><th scope=\"col\">source</th><th scope=\"col\">translated</th><th scope=\"col\">needs review</th>"
        "<th scope=\"col\">missing</th><th scope=\"col\">total</th><th scope=\"col\">done</th></tr></thead>\n"
        "<tbody>\n" +
        status_rows(view) + "</tbody>\n</table>\n";
  return out + "</section>\n";
}

}  // namespace

std::string index_page(const std::vector<std::shared_ptr<const BankView>>& banks) {
  std::string out = head("quizpack preview", "");
  out += "<body>\n<main class=\"pv-index\">\n<h1>quizpack preview</h1>\n";
  if (banks.empty()) out += "<p>No bank was found.</p>\n";
  for (std::size_t i = 0; i < banks.size(); ++i) out += bank_summary(*banks[i], i);
  return out + "</main>\n</body>\n</html>\n";
}

std::string bank_page(const BankView& view, std::size_t bank, const std::string& token) {
  const std::string name = view.quiz ? view.quiz->id : view.file;
  std::string out = head(name + " · quizpack preview",
                         " data-bank=\"" + std::to_string(bank) + "\" data-token=\"" + escape_html(token) + "\"");
  out +=
      "<body class=\"pv-body\">\n<header class=\"pv-bar\">\n<p class=\"pv-home\"><a href=\"/\">All banks</a></p>\n"
      "<h1 class=\"pv-name\">" +
      escape_html(name) + "</h1>\n<p class=\"pv-file\">" + escape_html(view.file) +
      "</p>\n<div class=\"pv-controls\" id=\"pv-controls\"></div>\n</header>\n"
      "<div class=\"pv-live\" id=\"pv-live\" role=\"status\" aria-live=\"polite\"></div>\n"
      "<main id=\"pv-main\" class=\"pv-main\" aria-busy=\"true\"><noscript><p>The preview needs JavaScript.</p>"
      "</noscript></main>\n"
      "<script src=\"/player/strings-data.js\"></script>\n<script src=\"/player/strings.js\"></script>\n"
      "<script src=\"/player/kinds.js\"></script>\n<script src=\"/player/kinds-pairs.js\"></script>\n"
      "<script src=\"/player/kinds-cloze.js\"></script>\n"
      "<script src=\"/preview/scorm_recorder.js\"></script>\n<script src=\"/preview/preview.js\"></script>\n"
      "</body>\n</html>\n";
  return out;
}

}  // namespace quizpack::preview
