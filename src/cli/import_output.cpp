// The import's output: the bank checked by the loader (its media in a scratch folder), then written in place.
#include "cli/import_output.hpp"

#include <unistd.h>

#include <cstdlib>
#include <fstream>
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

}  // namespace

bool write_checked_bank(Quiz quiz, const fs::path& out, Diagnostics& diagnostics) {
  const std::string bank = write_bank_json(quiz, schema_reference(out));
  const std::vector<MediaFile> media_files = std::move(quiz.media);
  quiz = Quiz{};  // the loader's copy takes its place
  release_free_memory();
  const ScratchFolder scratch(out);
  for (const auto& media : media_files) write_plain(scratch.path() / media.path, media.bytes);
  const fs::path scratch_bank = scratch.path() / kBankFileName;
  const LoadResult loaded =
      load_bank_text(bank, scratch_bank.lexically_normal().string(), fs::absolute(scratch_bank).parent_path());
  add_renamed(loaded.diagnostics, scratch.path(), out, diagnostics);
  if (loaded.has_errors() || loaded.quizzes.size() != 1) return false;
  fs::create_directories(out);
  for (const auto& media : media_files) {
    fs::create_directories((out / media.path).parent_path());
    write_file_atomically(out / media.path, media.bytes);
  }
  write_file_atomically(out / kBankFileName, bank);
  return true;
}

std::string schema_reference(const fs::path& out) {
  const fs::path schema = fs::current_path() / "schemas" / "bank" / "quizpack-bank.schema.json";
  return schema.lexically_relative(fs::weakly_canonical(fs::absolute(out))).generic_string();
}

}  // namespace quizpack::cli
