// Test-only: a scratch copy of a bundled bank, a preview site over it, and requests as a page would send them.
#include "preview_support.hpp"

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "support/source_dir.hpp"
#include "support/tree.hpp"

namespace quizpack::test {

namespace fs = std::filesystem;

fs::path scratch_bank(const std::string& relative, const std::string& name) {
  const fs::path dir = fresh_dir("preview-" + name) / fs::path(relative).filename();
  fs::copy(source_path(relative), dir, fs::copy_options::recursive);
  // the copy's $schema no longer reaches the repository's schema; the loader does not need it
  return dir / "quiz.json";
}

preview::HttpRequest local_get(const std::string& path, int port) {
  preview::HttpRequest r;
  r.method = "GET";
  r.path = path;
  r.headers = {{"Host", "127.0.0.1:" + std::to_string(port)}};
  r.remote_address = "127.0.0.1";
  return r;
}

preview::HttpRequest review_post(int port, const std::string& token, const std::string& pointer,
                                 const std::string& language, const std::string& version) {
  preview::HttpRequest r = local_get("/bank/0/review", port);
  r.method = "POST";
  r.headers.emplace_back("Origin", "http://127.0.0.1:" + std::to_string(port));
  r.headers.emplace_back("Sec-Fetch-Site", "same-origin");
  r.headers.emplace_back("Content-Type", "application/json");
  r.headers.emplace_back("X-Quizpack-Token", token);
  r.body = nlohmann::json{{"pointer", pointer}, {"language", language}, {"version", version}}.dump();
  return r;
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_file(const fs::path& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

}  // namespace quizpack::test
