// Loads question banks: JSON → schema validation → semantic rules → model, with precise diagnostics.
#include "load/load_bank.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <set>

#include "load/bank_context.hpp"
#include "load/bank_text.hpp"
#include "load/build_quiz.hpp"
#include "load/parse_json.hpp"
#include "load/question_pool.hpp"
#include "load/schema_check.hpp"

namespace quizpack {
namespace {

namespace fs = std::filesystem;

void io_problem(LoadResult& result, const std::string& file, const std::string& rule, const std::string& message) {
  result.diagnostics.push_back(error(rule, message, SourceLocation{file, 0, 0, ""}));
  ++result.io_errors;
}

// Collects bank files under `path`, sorted; a file argument is taken as a bank whatever its name.
std::vector<fs::path> find_banks(const fs::path& path, LoadResult& result) {
  std::error_code ec;
  const auto status = fs::status(path, ec);
  if (ec || !fs::exists(status)) {
    io_problem(result, path.string(), "io-error", "no such file or folder");
    return {};
  }
  if (!fs::is_directory(status)) return {path};
  std::vector<fs::path> found;
  fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec), end;
  for (; !ec && it != end; it.increment(ec))
    if (it->path().filename() == kBankFileName && it->is_regular_file(ec)) found.push_back(it->path());
  if (ec) io_problem(result, path.string(), "io-error", "cannot list the folder: " + ec.message());
  std::sort(found.begin(), found.end());
  if (found.empty() && !ec)
    io_problem(result, path.string(), "no-bank", std::string("no bank found: the folder holds no ") + kBankFileName);
  return found;
}

// Checked before the schema, so a bank of a million questions is refused at once.
bool too_many_questions(const nlohmann::json& doc, const JsonPositions& positions, const std::string& file,
                        const LoadLimits& limits, Diagnostics& out) {
  if (!doc.is_object() || !doc.contains("questions") || !doc["questions"].is_array()) return false;
  const std::size_t n = doc["questions"].size();
  if (n <= limits.max_questions) return false;
  const TextPosition p = positions.find("/questions");
  out.push_back(error("too-many-questions",
                      std::to_string(n) + " questions exceed the limit of " + std::to_string(limits.max_questions) +
                          " (raise it with --max-questions)",
                      SourceLocation{file, p.line, p.column, "/questions"}));
  return true;
}

void sort_diagnostics(Diagnostics& d) {
  std::stable_sort(d.begin(), d.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::tie(a.location.file, a.location.line, a.location.column, a.rule, a.message) <
           std::tie(b.location.file, b.location.line, b.location.column, b.rule, b.message);
  });
}

// Reads the whole file into one string of its size; false (errno set) when it cannot.
bool read_file(const fs::path& path, std::uintmax_t size, std::string& out) {
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(std::fopen(path.c_str(), "rb"), std::fclose);
  if (!f) return false;
  out.resize(static_cast<std::size_t>(size));
  const std::size_t got = std::fread(out.data(), 1, out.size(), f.get());
  if (std::ferror(f.get())) return false;
  out.resize(got);
  // a file that grew since its size was read is read to its end
  char more[4096];
  for (std::size_t n; (n = std::fread(more, 1, sizeof more, f.get())) > 0;) out.append(more, n);
  return !std::ferror(f.get());
}

LoadResult load_bank_shared(std::shared_ptr<const BankText> text, const std::string& file, const fs::path& folder,
                            const LoadLimits& limits) {
  LoadResult result;
  result.banks_found = 1;
  QuestionPool pool(file, folder, limits);
  auto parsed = parse_bank_json(std::move(text), file, limits, result.diagnostics, &pool);
  pool.finish();
  if (!parsed) return result;
  if (too_many_questions(parsed->document, parsed->positions, file, limits, result.diagnostics)) return result;
  const SchemaFindings members = check_bank_members(parsed->document);
  std::vector<const SchemaFindings*> parts = pool.findings();
  parts.insert(parts.begin(), &members);
  if (!report_schema_findings(parts, parsed->positions, file, result.diagnostics)) return result;
  BankContext ctx{file, folder, &parsed->positions, limits, result.diagnostics, {}, {}, {}};
  if (auto quiz = build_quiz(parsed->document, pool.take_built(parsed->document), ctx))
    result.quizzes.push_back(std::move(*quiz));
  sort_diagnostics(result.diagnostics);
  return result;
}

}  // namespace

bool LoadResult::has_errors() const {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

bool LoadResult::has_warnings() const {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::Warning; });
}

LoadResult load_bank_text(const std::string& text, const std::string& file, const fs::path& folder,
                          const LoadLimits& limits) {
  return load_bank_shared(std::make_shared<const BankText>(text), file, folder, limits);
}

LoadResult load_banks(const std::vector<fs::path>& paths, const LoadLimits& limits) {
  LoadResult result;
  std::vector<fs::path> files;
  for (const auto& p : paths) {
    auto found = find_banks(p, result);
    files.insert(files.end(), found.begin(), found.end());
  }
  // A bank reached twice (its file and its folder, or two spellings of one path) is loaded once.
  std::set<fs::path> seen;
  files.erase(std::remove_if(files.begin(), files.end(),
                             [&](const fs::path& f) {
                               std::error_code ec;
                               const fs::path real = fs::weakly_canonical(f, ec);
                               return !seen.insert(ec ? fs::absolute(f) : real).second;
                             }),
              files.end());
  for (const auto& path : files) {
    const std::string name = path.lexically_normal().string();
    std::error_code ec;
    if (!fs::is_regular_file(path, ec)) {
      io_problem(result, name, "io-error", "not a regular file; a bank is a file, not a device, pipe or socket");
      continue;
    }
    const auto size = fs::file_size(path, ec);
    if (ec) {
      io_problem(result, name, "io-error", "cannot read: " + ec.message());
      continue;
    }
    ++result.banks_found;
    if (size > limits.max_file_bytes) {
      result.diagnostics.push_back(error("file-too-large",
                                         "the file has " + std::to_string(size) + " bytes, over the limit of " +
                                             std::to_string(limits.max_file_bytes) + " (raise it with --max-file-size)",
                                         SourceLocation{name, 0, 0, ""}));
      continue;
    }
    // Read, not mapped: a file truncated by another program while it loads must not crash the process.
    std::string bytes;
    if (!read_file(path, size, bytes)) {
      io_problem(result, name, "io-error", std::string("cannot read: ") + std::strerror(errno));
      continue;
    }
    LoadResult one = load_bank_shared(std::make_shared<const BankText>(std::move(bytes)), name,
                                      fs::absolute(path).parent_path(), limits);
    for (auto& q : one.quizzes) {
      const auto same = std::find_if(result.quizzes.begin(), result.quizzes.end(),
                                     [&](const Quiz& other) { return other.id == q.id; });
      if (same == result.quizzes.end()) {
        result.quizzes.push_back(std::move(q));
        continue;
      }
      result.diagnostics.push_back(error("duplicate-id",
                                         "quiz id \"" + q.id + "\" is also the id of " + same->location.file +
                                             "; their exports would overwrite each other",
                                         q.location));
    }
    for (auto& d : one.diagnostics) result.diagnostics.push_back(std::move(d));
  }
  sort_diagnostics(result.diagnostics);
  return result;
}

}  // namespace quizpack
