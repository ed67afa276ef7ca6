// Export warnings as people read them: each once, with the outputs it affects, in bank and question order.
#include "cli/export_warnings.hpp"

#include <algorithm>
#include <map>
#include <string_view>
#include <tuple>

namespace quizpack::cli {
namespace {

// Views into a report's diagnostic, which outlives the index of keys.
using WarningKey = std::tuple<std::string_view, int, int, std::string_view, std::string_view, std::string_view>;

WarningKey key_of(const Diagnostic& d) {
  return {d.location.file, d.location.line, d.location.column, d.rule, d.message, d.location.pointer};
}

// "gift: en, ja; moodlexml-multilang": formats in the order met, each with its languages.
std::string outputs_text(const std::vector<DiagnosticOrigin>& origins) {
  std::vector<std::pair<std::string, std::vector<std::string>>> by_format;
  for (const auto& o : origins) {
    auto it = std::find_if(by_format.begin(), by_format.end(), [&](const auto& f) { return f.first == o.format; });
    if (it == by_format.end()) it = by_format.insert(by_format.end(), {o.format, {}});
    if (!o.language.empty() && std::find(it->second.begin(), it->second.end(), o.language) == it->second.end())
      it->second.push_back(o.language);
  }
  std::string out;
  for (const auto& [format, languages] : by_format) {
    out += (out.empty() ? "" : "; ") + format;
    for (std::size_t i = 0; i < languages.size(); ++i) out += (i == 0 ? ": " : ", ") + languages[i];
  }
  return out;
}

}  // namespace

Diagnostics merged_warnings(const Diagnostics& load_diagnostics, const ExportReport& report) {
  Diagnostics out;
  for (const auto& d : load_diagnostics)
    if (d.severity == Severity::Warning) out.push_back(d);
  std::map<WarningKey, std::size_t> index;  // key → position in `writer`
  Diagnostics writer;
  std::vector<std::vector<DiagnosticOrigin>> origins;
  for (std::size_t i = 0; i < report.diagnostics.size(); ++i) {
    const Diagnostic& d = report.diagnostics[i];
    if (d.severity != Severity::Warning) continue;
    const auto [it, added] = index.emplace(key_of(d), writer.size());
    if (added) {
      writer.push_back(d);
      origins.emplace_back();
    }
    if (i < report.origins.size()) origins[it->second].push_back(report.origins[i]);
  }
  for (std::size_t i = 0; i < writer.size(); ++i) {
    const std::string outputs = outputs_text(origins[i]);
    if (!outputs.empty()) {
      if (!writer[i].location.pointer.empty()) writer[i].message += " (" + writer[i].location.pointer + ")";
      writer[i].location.pointer.clear();
      writer[i].message += " (" + outputs + ")";
    }
    out.push_back(std::move(writer[i]));
  }
  std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::tie(a.location.file, a.location.line, a.location.column) <
           std::tie(b.location.file, b.location.line, b.location.column);
  });
  return out;
}

Diagnostics export_errors(const ExportReport& report) {
  Diagnostics out;
  for (const auto& d : report.diagnostics)
    if (d.severity == Severity::Error) out.push_back(d);
  return out;
}

}  // namespace quizpack::cli
