// Prints diagnostics as text (file:line:col: error[rule]: message (pointer)), JSON, or GitHub Actions annotations.
#include "report/diagnostic_format.hpp"

#include <nlohmann/json.hpp>

namespace quizpack {
namespace {

const char* severity_name(Severity s) { return s == Severity::Error ? "error" : "warning"; }

// GitHub workflow commands need %, CR and LF escaped in messages, and also : and , in properties.
std::string github_escape(const std::string& s, bool property) {
  std::string out;
  for (char c : s) {
    if (c == '%')
      out += "%25";
    else if (c == '\r')
      out += "%0D";
    else if (c == '\n')
      out += "%0A";
    else if (property && c == ':')
      out += "%3A";
    else if (property && c == ',')
      out += "%2C";
    else
      out += c;
  }
  return out;
}

}  // namespace

std::string format_diagnostic(const Diagnostic& d) {
  std::string out = d.location.file.empty() ? "quizpack" : d.location.file;
  if (d.location.line > 0) out += ":" + std::to_string(d.location.line) + ":" + std::to_string(d.location.column);
  out += std::string(": ") + severity_name(d.severity) + "[" + d.rule + "]: " + d.message;
  if (!d.location.pointer.empty()) out += " (" + d.location.pointer + ")";
  return out;
}

std::string format_diagnostics(const Diagnostics& diagnostics, DiagnosticStyle style) {
  std::string out;
  if (style == DiagnosticStyle::Json) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& d : diagnostics) {
      list.push_back({{"file", d.location.file},
                      {"line", d.location.line},
                      {"column", d.location.column},
                      {"severity", severity_name(d.severity)},
                      {"rule", d.rule},
                      {"message", d.message},
                      {"pointer", d.location.pointer}});
    }
    std::size_t errors = 0;
    for (const auto& d : diagnostics) errors += d.severity == Severity::Error;
    nlohmann::json doc = {{"diagnostics", list}, {"errors", errors}, {"warnings", diagnostics.size() - errors}};
    return doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  }
  for (const auto& d : diagnostics) {
    if (style == DiagnosticStyle::Github) {
      out += std::string("::") + severity_name(d.severity) + " file=" + github_escape(d.location.file, true);
      if (d.location.line > 0)
        out += ",line=" + std::to_string(d.location.line) + ",col=" + std::to_string(d.location.column);
      out += ",title=" + github_escape("quizpack " + d.rule, true) + "::";
      std::string msg = d.message;
      if (!d.location.pointer.empty()) msg += " (" + d.location.pointer + ")";
      out += github_escape(msg, false) + "\n";
    } else {
      out += format_diagnostic(d) + "\n";
    }
  }
  return out;
}

}  // namespace quizpack
