// One bank as the preview shows it: the file's bytes, what loading them gave, and the data of its page.
#include "preview/bank_view.hpp"

#include <memory>
#include <system_error>

#include "load/bank_files.hpp"
#include "load/parse_json.hpp"
#include "preview/json_index.hpp"
#include "preview/page_data.hpp"

namespace quizpack::preview {
namespace {

namespace fs = std::filesystem;

constexpr std::uint64_t kFnvOffset = 14695981039346656037ULL;
constexpr std::uint64_t kFnvPrime = 1099511628211ULL;

void mix(std::uint64_t& hash, std::string_view bytes) {
  for (const char c : bytes) {
    hash ^= static_cast<unsigned char>(c);
    hash *= kFnvPrime;
  }
}

void mix_number(std::uint64_t& hash, std::uint64_t value) {
  mix(hash, std::string_view(reinterpret_cast<const char*>(&value), sizeof value));
}

// The size and modification time of `path` without following a link, or zeros when it cannot be read.
void mix_file(std::uint64_t& hash, const fs::path& path) {
  std::error_code ec;
  const fs::file_status status = fs::symlink_status(path, ec);
  mix(hash, path.native());
  if (ec) return mix_number(hash, 0);
  mix_number(hash, static_cast<std::uint64_t>(status.type()));
  if (status.type() != fs::file_type::regular) return;
  mix_number(hash, fs::file_size(path, ec));
  mix_number(hash, static_cast<std::uint64_t>(fs::last_write_time(path, ec).time_since_epoch().count()));
}

constexpr int kMaxWatchedEntries = 4000;

}  // namespace

std::string content_version(const std::string& bytes) {
  std::uint64_t hash = kFnvOffset;
  mix(hash, bytes);
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, hash >>= 4) out[static_cast<std::size_t>(i)] = kDigits[hash & 15];
  return out;
}

std::uint64_t bank_fingerprint(const fs::path& file) {
  std::uint64_t hash = kFnvOffset;
  mix_file(hash, file);
  std::error_code ec;
  fs::recursive_directory_iterator it(file.parent_path().empty() ? fs::path(".") : file.parent_path(),
                                      fs::directory_options::skip_permission_denied, ec);
  int seen = 0;
  for (; !ec && it != fs::recursive_directory_iterator() && seen < kMaxWatchedEntries; it.increment(ec), ++seen) {
    const fs::path& path = it->path();
    if (path.filename().native().starts_with(".")) {
      if (it->is_directory(ec)) it.disable_recursion_pending();
      continue;
    }
    mix_file(hash, path);
  }
  return hash;
}

std::shared_ptr<const BankView> load_bank_view(const fs::path& file, const LoadLimits& limits) {
  auto view = std::make_shared<BankView>();
  view->file = file.lexically_normal().string();
  view->folder = fs::absolute(file).parent_path();
  LoadResult problems;
  std::optional<std::string> bytes = read_bank_file(file, view->file, limits, problems);
  if (!bytes) {
    view->readable = problems.io_errors == 0;
    view->diagnostics = std::move(problems.diagnostics);
    view->page_data = bank_page_data(*view);
    return view;
  }
  view->bytes = std::move(*bytes);
  view->version = content_version(view->bytes);
  LoadResult loaded = load_bank_text(view->bytes, view->file, view->folder, limits);
  view->diagnostics = std::move(loaded.diagnostics);
  if (!loaded.has_errors() && loaded.quizzes.size() == 1)
    view->quiz = std::make_shared<const Quiz>(std::move(loaded.quizzes.front()));
  Diagnostics ignored;
  const auto text = std::make_shared<const BankText>(view->bytes);
  auto parsed = parse_bank_json(text, view->file, limits, ignored);
  if (parsed) {
    const JsonPositions positions = indexed_positions(text);
    view->status = bank_status(parsed->document, positions, view->file);
    view->page_data = bank_page_data(*view, &parsed->document, &positions);
  } else {
    view->page_data = bank_page_data(*view);
  }
  return view;
}

}  // namespace quizpack::preview
