// Test-only: reads a folder tree into memory, and runs the quizpack command.
#include "support/tree.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace quizpack::test {

std::map<std::string, std::string> read_tree(const std::filesystem::path& root) {
  std::map<std::string, std::string> out;
  if (!std::filesystem::exists(root)) return out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(root)) {
    if (!e.is_regular_file() || e.is_symlink()) continue;
    std::ifstream in(e.path(), std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    out[std::filesystem::relative(e.path(), root).generic_string()] = s.str();
  }
  return out;
}

std::filesystem::path fresh_dir(const std::string& name) {
  // the process id keeps two runs of the suite (two checkouts, or dev and ASan side by side) apart
  const auto dir = std::filesystem::temp_directory_path() / ("quizpack-test-" + name + "-" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

CommandResult run_quizpack(const std::string& args, const std::string& env) {
  const char* bin = std::getenv("QUIZPACK_BIN");
  if (!bin) throw std::runtime_error("QUIZPACK_BIN is not set");
  const std::string cmd = env + (env.empty() ? "" : " ") + "'" + bin + "' " + args + " 2>&1";
  CommandResult r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) throw std::runtime_error("popen failed");
  std::array<char, 4096> buf{};
  while (fgets(buf.data(), buf.size(), p)) r.out += buf.data();
  const int status = pclose(p);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

}  // namespace quizpack::test
