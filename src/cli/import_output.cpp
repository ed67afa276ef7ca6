// The import's output: the bank checked by the loader (its media in a scratch folder), then written in place.
#include "cli/import_output.hpp"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>

#include "export/release_memory.hpp"
#include "import/bank/bank_json.hpp"
#include "load/load_bank.hpp"
#include "package/atomic_file.hpp"

namespace quizpack::cli {
namespace fs = std::filesystem;
namespace {

// A new empty folder beside `out`, removed with everything in it when this goes out of scope.
class ScratchFolder {
 public:
  explicit ScratchFolder(const fs::path& out) {
    const fs::path parent = fs::absolute(out).parent_path();
    fs::create_directories(parent);
    std::string name = (parent / ".quizpack-import-XXXXXX").string();
    if (::mkdtemp(name.data()) == nullptr) throw std::runtime_error(parent.string() + ": cannot create a folder");
    path_ = name;
  }
  ~ScratchFolder() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  [[nodiscard]] const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

void write_plain(const fs::path& path, const std::string& bytes) {
  fs::create_directories(path.parent_path());
  std::ofstream file(path, std::ios::binary);
  file << bytes;
  if (!file.flush()) throw std::runtime_error(path.string() + ": cannot write");
}

// Diagnostics of the scratch bank, renamed to the files they will be in `out`.
void add_renamed(const Diagnostics& found, const fs::path& scratch, const fs::path& out, Diagnostics& diagnostics) {
  const std::string from = scratch.string();
  for (Diagnostic d : found) {
    if (d.location.file.rfind(from, 0) == 0) d.location.file = (out / d.location.file.substr(from.size() + 1)).string();
    diagnostics.push_back(std::move(d));
  }
}

// The index of the question `pointer` points into (/questions/N/...), or nothing.
std::optional<std::size_t> question_index(const std::string& pointer) {
  const std::string prefix = "/questions/";
  if (pointer.rfind(prefix, 0) != 0) return std::nullopt;
  std::size_t end = prefix.size();
  while (end < pointer.size() && std::isdigit(static_cast<unsigned char>(pointer[end]))) ++end;
  if (end == prefix.size()) return std::nullopt;
  return std::stoul(pointer.substr(prefix.size(), end - prefix.size()));
}

// The questions (indices among `kept`) the errors of `loaded` are in; nothing when an error is not in one.
std::optional<std::set<std::size_t>> questions_in_error(const Diagnostics& loaded, std::size_t kept) {
  std::set<std::size_t> out;
  for (const auto& d : loaded) {
    if (d.severity != Severity::Error) continue;
    const auto index = question_index(d.location.pointer);
    if (!index || *index >= kept) return std::nullopt;
    out.insert(*index);
  }
  return out;
}

// An import-left-out warning for each error of `loaded`, at the place its question had in its source file;
// `kept` gives the index in `names` of each question of the bank loaded.
void report_left_out(const Diagnostics& loaded, const std::vector<std::pair<std::string, SourceLocation>>& names,
                     const std::vector<std::size_t>& kept, Diagnostics& diagnostics) {
  for (const auto& d : loaded) {
    if (d.severity != Severity::Error) continue;
    const auto& [id, where] = names[kept[*question_index(d.location.pointer)]];
    diagnostics.push_back(warning("import-left-out",
                                  "question " + id + " is left out: the bank refuses it [" + d.rule + "]: " + d.message,
                                  where));
  }
}

// The sections of a bank being checked: each one's id and draw, and the section of each question.
struct SectionsLeft {
  std::vector<std::pair<std::string, std::optional<std::size_t>>> sections;  // still in the bank
  std::vector<std::string> of_questions;                                     // by the quiz's question index
  std::vector<SourceLocation> where;
};

SectionsLeft sections_left(const Quiz& quiz) {
  SectionsLeft out;
  for (const auto& s : quiz.sections) {
    out.sections.emplace_back(s.id, s.draw);
    out.where.push_back(s.location);
  }
  for (const auto& q : quiz.questions) out.of_questions.push_back(q.section);
  return out;
}

// `bank` without the sections none of whose questions are `kept`, and with a draw over the questions kept cut
// to them, each change a warning.
std::string fitted_sections(const std::string& bank, SectionsLeft& left, const std::vector<std::size_t>& kept,
                            Diagnostics& diagnostics) {
  std::set<std::size_t> dropped;
  std::map<std::size_t, std::size_t> draws;
  for (std::size_t i = 0; i < left.sections.size(); ++i) {
    auto& [id, draw] = left.sections[i];
    const auto count = static_cast<std::size_t>(
        std::count_if(kept.begin(), kept.end(), [&, &id = id](std::size_t q) { return left.of_questions[q] == id; }));
    if (count == 0) {
      dropped.insert(i);
      diagnostics.push_back(
          warning("import-left-out", "section " + id + " is left out: none of its questions is left", left.where[i]));
    } else if (draw && *draw > count) {
      draws[i] = count;
      diagnostics.push_back(warning("import-left-out",
                                    "section " + id + " draws " + std::to_string(*draw) + " questions but keeps " +
                                        std::to_string(count) + "; it draws " + std::to_string(count),
                                    left.where[i]));
      draw = count;
    }
  }
  if (dropped.empty() && draws.empty()) return bank;
  for (auto it = dropped.rbegin(); it != dropped.rend(); ++it) {
    left.sections.erase(left.sections.begin() + static_cast<std::ptrdiff_t>(*it));
    left.where.erase(left.where.begin() + static_cast<std::ptrdiff_t>(*it));
  }
  return bank_json_sections(bank, dropped, draws);
}

}  // namespace

CheckedBank write_checked_bank(Quiz quiz, const fs::path& out, Diagnostics& diagnostics) {
  // shared with the loader, which would otherwise copy it
  auto bank = std::make_shared<const BankText>(write_bank_json(quiz, schema_reference(out)));
  const std::vector<MediaFile> media_files = std::move(quiz.media);
  std::vector<std::size_t> kept;  // the index in `quiz` of each question in `bank`
  std::vector<std::pair<std::string, SourceLocation>> names;
  for (std::size_t i = 0; i < quiz.questions.size(); ++i) {
    kept.push_back(i);
    names.emplace_back(quiz.questions[i].id, quiz.questions[i].location);
  }
  SectionsLeft sections = sections_left(quiz);
  quiz = Quiz{};  // the loader's copy takes its place
  release_free_memory();
  const ScratchFolder scratch(out);
  for (const auto& media : media_files) write_plain(scratch.path() / media.path, media.bytes);
  const fs::path scratch_bank = scratch.path() / kBankFileName;
  CheckedBank result;
  for (;;) {
    LoadResult loaded =
        load_bank_text(bank, scratch_bank.lexically_normal().string(), fs::absolute(scratch_bank).parent_path());
    const auto in_error = questions_in_error(loaded.diagnostics, kept.size());
    if (!in_error || (!loaded.has_errors() && loaded.quizzes.size() != 1)) {
      add_renamed(loaded.diagnostics, scratch.path(), out, diagnostics);
      return result;
    }
    if (in_error->empty()) {
      add_renamed(loaded.diagnostics, scratch.path(), out, diagnostics);
      break;
    }
    report_left_out(loaded.diagnostics, names, kept, diagnostics);
    for (auto it = in_error->rbegin(); it != in_error->rend(); ++it) {
      result.left_out.push_back(kept[*it]);
      kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(*it));
    }
    std::sort(result.left_out.begin(), result.left_out.end());
    if (kept.empty()) return result;
    bank = std::make_shared<const BankText>(
        fitted_sections(bank_json_without(std::string(bank->view()), *in_error), sections, kept, diagnostics));
  }
  fs::create_directories(out);
  for (const auto& media : media_files) {
    fs::create_directories((out / media.path).parent_path());
    write_file_atomically(out / media.path, media.bytes);
  }
  write_file_atomically(out / kBankFileName, bank->view());
  result.written = true;
  return result;
}

std::string schema_reference(const fs::path& out) {
  const fs::path schema = fs::current_path() / "schemas" / "bank" / "quizpack-bank.schema.json";
  return schema.lexically_relative(fs::weakly_canonical(fs::absolute(out))).generic_string();
}

}  // namespace quizpack::cli
