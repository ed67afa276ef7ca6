// The warning record: a header line, then per bank "bank <id>", "source <digest>" and one tab-separated line per
// warning (rule, file, line, column, pointer, message), with tabs, line breaks and backslashes escaped.
#include "cli/warning_record.hpp"

#include <fstream>
#include <sstream>
#include <vector>

#include "package/atomic_file.hpp"

namespace quizpack::cli {
namespace {

constexpr const char* kHeader = "quizpack-warnings 1";

std::string escaped(const std::string& value) {
  std::string out;
  for (char c : value) {
    if (c == '\\')
      out += "\\\\";
    else if (c == '\t')
      out += "\\t";
    else if (c == '\n')
      out += "\\n";
    else
      out += c;
  }
  return out;
}

std::string unescaped(const std::string& value) {
  std::string out;
  for (std::size_t i = 0; i < value.size(); ++i) {
    if (value[i] != '\\' || i + 1 == value.size()) {
      out += value[i];
      continue;
    }
    const char next = value[++i];
    out += next == 't' ? '\t' : next == 'n' ? '\n' : next;
  }
  return out;
}

std::vector<std::string> fields(const std::string& line) {
  std::vector<std::string> out(1);
  for (char c : line) {
    if (c == '\t')
      out.emplace_back();
    else
      out.back() += c;
  }
  return out;
}

// A warning line read back; false when the line is not one.
bool read_warning(const std::string& line, Diagnostics& into) {
  const std::vector<std::string> f = fields(line);
  if (f.size() != 7 || f[0] != "warning") return false;
  try {
    into.push_back(warning(unescaped(f[1]), unescaped(f[6]),
                           SourceLocation{unescaped(f[2]), std::stoi(f[3]), std::stoi(f[4]), unescaped(f[5])}));
  } catch (const std::exception&) {
    return false;
  }
  return true;
}

}  // namespace

WarningRecord read_warning_record(const std::filesystem::path& root) {
  WarningRecord record;
  std::ifstream in(root / kWarningRecordName);
  std::string line;
  if (!std::getline(in, line) || line != kHeader) return {};
  BankWarnings* bank = nullptr;
  while (std::getline(in, line)) {
    if (line.rfind("bank ", 0) == 0) {
      bank = &record[unescaped(line.substr(5))];
    } else if (bank && line.rfind("source ", 0) == 0) {
      bank->source = line.substr(7);
    } else if (!bank || !read_warning(line, bank->warnings)) {
      return {};  // a damaged record claims nothing
    }
  }
  return record;
}

void write_warning_record(const std::filesystem::path& root, const WarningRecord& record) {
  std::ostringstream out;
  out << kHeader << "\n";
  for (const auto& [id, bank] : record) {
    out << "bank " << escaped(id) << "\nsource " << bank.source << "\n";
    for (const auto& w : bank.warnings)
      out << "warning\t" << escaped(w.rule) << "\t" << escaped(w.location.file) << "\t" << w.location.line << "\t"
          << w.location.column << "\t" << escaped(w.location.pointer) << "\t" << escaped(w.message) << "\n";
  }
  write_file_atomically(root / kWarningRecordName, out.str());
}

}  // namespace quizpack::cli
