// `quizpack status PATH...`: how far each bank language is translated; with --require, a gate for CI.
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "load/translation_status.hpp"
#include "report/diagnostic_format.hpp"

namespace quizpack::cli {
namespace {

// What --require asks for: nothing, every text present, or every text present and reviewed.
enum class Requirement { None, Translated, Reviewed };

Requirement requirement(const std::string& word) {
  if (word == "translated") return Requirement::Translated;
  if (word == "reviewed") return Requirement::Reviewed;
  return Requirement::None;
}

// The open texts as diagnostics: errors when the requirement fails on them, warnings otherwise.
Diagnostics open_text_diagnostics(const std::vector<BankStatus>& banks, Requirement required) {
  Diagnostics out;
  for (const auto& bank : banks)
    for (const auto& text : bank.open) {
      const bool missing = text.progress == TextProgress::Missing;
      const bool fails = required == Requirement::Reviewed || (required == Requirement::Translated && missing);
      if (required != Requirement::None && !fails) continue;
      const std::string message =
          missing ? "no \"" + text.language + "\" text" : "the \"" + text.language + "\" text needs review";
      Diagnostic d = warning(missing ? "missing-translation" : "needs-review", message, text.location);
      if (fails) d.severity = Severity::Error;
      out.push_back(std::move(d));
    }
  return out;
}

std::string status_table(const std::vector<BankStatus>& banks) {
  std::ostringstream out;
  for (const auto& bank : banks) {
    out << bank.id << " (" << bank.file << ")\n";
    out << "  language    source  translated  needs-review  missing  total  done\n";
    for (const auto& [lang, c] : bank.languages)
      out << "  " << std::left << std::setw(10) << lang << std::right << std::setw(8) << c.source << std::setw(12)
          << c.translated << std::setw(14) << c.needs_review << std::setw(9) << c.missing << std::setw(7) << c.total()
          << std::setw(5) << c.done_percent() << "%\n";
  }
  return out.str();
}

std::string status_json(const std::vector<BankStatus>& banks, const Diagnostics* unmet) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const auto& bank : banks) {
    nlohmann::ordered_json languages = nlohmann::ordered_json::object();
    for (const auto& [lang, c] : bank.languages)
      languages[lang] = {{"source", c.source},
                         {"translated", c.translated},
                         {"needs-review", c.needs_review},
                         {"missing", c.missing},
                         {"total", c.total()}};
    list.push_back({{"id", bank.id}, {"file", bank.file}, {"languages", languages}});
  }
  nlohmann::ordered_json doc = {{"banks", list}};
  if (unmet) {
    nlohmann::ordered_json texts = nlohmann::ordered_json::array();
    for (const auto& d : *unmet)
      texts.push_back({{"file", d.location.file},
                       {"line", d.location.line},
                       {"column", d.location.column},
                       {"rule", d.rule},
                       {"message", d.message},
                       {"pointer", d.location.pointer}});
    doc["unmet"] = texts;
  }
  return doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace

std::function<int()> add_status_command(CLI::App& app) {
  struct Options : BankOptions {
    std::string style = "text";
    std::string require;
  };
  auto o = std::make_shared<Options>();
  add_bank_command(app, "status", "Count each bank language's texts by translation state", *o, [&](CLI::App& c) {
    add_style_option(c, o->style, "Output: text (a table), json, or github (an annotation per open text)");
    add_choice_option(c, "--require", o->require, {"translated", "reviewed"},
                      "Fail (exit 1) when a text is missing (translated), or missing or needing review (reviewed)");
  });

  return [o] {
    const DiagnosticStyle style = diagnostic_style(o->style);
    const Requirement required = requirement(o->require);
    const StatusResult result = banks_status(bank_paths(o->paths, "status"), o->limits);
    std::cerr << format_diagnostics(result.problems.diagnostics, DiagnosticStyle::Text);
    const Diagnostics open = open_text_diagnostics(result.banks, required);
    if (style == DiagnosticStyle::Json)
      std::cout << status_json(result.banks, required == Requirement::None ? nullptr : &open);
    else if (style == DiagnosticStyle::Github)
      std::cout << format_diagnostics(open, DiagnosticStyle::Github);
    else
      std::cout << status_table(result.banks)
                << (required == Requirement::None ? "" : format_diagnostics(open, DiagnosticStyle::Text));
    if (result.problems.io_errors > 0) return kExitUsage;
    if (result.problems.has_errors() || (required != Requirement::None && !open.empty())) return kExitContentErrors;
    return kExitOk;
  };
}

}  // namespace quizpack::cli
