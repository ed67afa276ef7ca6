// Terminal output of an export: one updating progress line, then a table of what was written.
#include "cli/progress.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>
#include <sstream>

namespace quizpack::cli {
namespace {

std::string human_size(std::uintmax_t bytes) {
  char buf[32];
  if (bytes < 1024)
    std::snprintf(buf, sizeof buf, "%ju B", bytes);
  else if (bytes < 1024 * 1024)
    std::snprintf(buf, sizeof buf, "%.1f KiB", static_cast<double>(bytes) / 1024.0);
  else
    std::snprintf(buf, sizeof buf, "%.1f MiB", static_cast<double>(bytes) / (1024.0 * 1024.0));
  return buf;
}

}  // namespace

void show_progress(const ExportProgress& p) {
  std::cerr << "\r\033[K[" << p.done << "/" << p.total << "] " << p.quiz << " " << p.format
            << (p.language.empty() ? "" : " " + p.language) << std::flush;
}

void clear_progress() { std::cerr << "\r\033[K" << std::flush; }

std::string summary_table(const ExportReport& report) {
  std::size_t width = 4;
  for (const auto& f : report.files) width = std::max(width, f.path.string().size());
  std::ostringstream out;
  char line[64];
  out << "file" << std::string(width - 4 + 2, ' ') << "      size  warnings\n";
  std::uintmax_t total = 0;
  std::size_t warnings = 0;
  for (const auto& f : report.files) {
    const std::string p = f.path.string();
    std::snprintf(line, sizeof line, "%10s  %8zu", human_size(f.bytes).c_str(), f.warnings);
    out << p << std::string(width - p.size() + 2, ' ') << line << "\n";
    total += f.bytes;
    warnings += f.warnings;
  }
  out << report.files.size() << " files, " << human_size(total) << ", " << warnings << " warnings\n";
  return out.str();
}

std::string summary_json(const ExportReport& report) {
  nlohmann::json files = nlohmann::json::array();
  for (const auto& f : report.files)
    files.push_back({{"path", f.path.generic_string()},
                     {"quiz", f.quiz},
                     {"format", f.format},
                     {"language", f.language},
                     {"bytes", f.bytes},
                     {"warnings", f.warnings}});
  nlohmann::json diagnostics = nlohmann::json::array();
  for (const auto& d : report.diagnostics)
    diagnostics.push_back({{"severity", d.severity == Severity::Error ? "error" : "warning"},
                           {"rule", d.rule},
                           {"message", d.message},
                           {"file", d.location.file},
                           {"line", d.location.line},
                           {"column", d.location.column},
                           {"pointer", d.location.pointer}});
  nlohmann::json skipped = nlohmann::json::array();
  for (const auto& b : report.skipped) {
    nlohmann::json kept = nlohmann::json::array();
    for (const auto& f : b.files) kept.push_back(f.generic_string());
    skipped.push_back({{"quiz", b.quiz}, {"files", kept}});
  }
  nlohmann::json doc = {{"ok", report.ok()}, {"files", files}, {"skipped", skipped}, {"diagnostics", diagnostics}};
  return doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace quizpack::cli
