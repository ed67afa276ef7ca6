// Loads question banks: JSON → schema validation → semantic rules → model, with precise diagnostics.
#include "load/load_bank.hpp"

#include <algorithm>
#include <memory>
#include <optional>

#include "load/bank_context.hpp"
#include "load/bank_files.hpp"
#include "load/bank_text.hpp"
#include "load/build_quiz.hpp"
#include "load/parse_json.hpp"
#include "load/question_pool.hpp"
#include "load/schema_check.hpp"

namespace quizpack {
namespace {

namespace fs = std::filesystem;

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
  LoadResult refused;
  if (over_size_limit(text.size(), file, limits, refused.diagnostics)) {
    refused.banks_found = 1;
    return refused;
  }
  return load_bank_shared(std::make_shared<const BankText>(text), file, folder, limits);
}

LoadResult load_bank_text(std::shared_ptr<const BankText> text, const std::string& file, const fs::path& folder,
                          const LoadLimits& limits) {
  LoadResult refused;
  if (over_size_limit(text->view().size(), file, limits, refused.diagnostics)) {
    refused.banks_found = 1;
    return refused;
  }
  return load_bank_shared(std::move(text), file, folder, limits);
}

LoadResult load_banks(const std::vector<fs::path>& paths, const LoadLimits& limits) {
  LoadResult result;
  for (const auto& path : find_bank_files(paths, result)) {
    const std::string name = path.lexically_normal().string();
    std::optional<std::string> bytes = read_bank_file(path, name, limits, result);
    if (!bytes) continue;
    if (!in_shard(peek_bank_id(*bytes).value_or(name), limits.shard)) {
      --result.banks_found;  // another shard's bank is neither checked nor counted here
      continue;
    }
    LoadResult one = load_bank_shared(std::make_shared<const BankText>(std::move(*bytes)), name,
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
