// Test-only: what a format of the table writes for one language, collected in memory.
#include "support/collect.hpp"

#include <stdexcept>

namespace quizpack::test {

WriterOutput collect(const std::string& format, const Quiz& quiz, const LanguageTag& lang) {
  const Format* f = find_format(format);
  if (!f) throw std::invalid_argument("no format " + format);
  return collect_output(*f, quiz, lang);
}

const OutputFile& package_entry(const WriterOutput& package, const std::string& path) {
  for (const auto& file : package.files)
    if (file.path == path) return file;
  throw std::runtime_error("no entry " + path + " in the package");
}

Diagnostics warnings_besides(const Diagnostics& warnings, const std::string& rule_suffix) {
  Diagnostics out;
  for (const auto& w : warnings)
    if (!w.rule.ends_with(rule_suffix)) out.push_back(w);
  return out;
}

}  // namespace quizpack::test
