// Temporary files written in pieces: the bytes land in order, and an unfinished file is removed.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "package/atomic_file.hpp"
#include "support/tree.hpp"

using namespace quizpack;

namespace {

std::string contents(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::size_t files_in(const std::filesystem::path& folder) {
  std::size_t n = 0;
  for (const auto& e : std::filesystem::directory_iterator(folder)) n += e.is_regular_file() ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("a temporary file written in pieces holds them in order, beside its target") {
  const auto dir = test::fresh_dir("temporary-pieces");
  TemporaryFile file(dir / "out.xml");
  file.append("<a>");
  file.append("");
  file.append(std::string(100000, 'x'));
  file.append("</a>");
  const auto path = file.close();
  CHECK(path.parent_path() == dir);
  CHECK(is_temporary_name(path.filename().string()));
  CHECK(contents(path) == "<a>" + std::string(100000, 'x') + "</a>");
  commit_temporary(path, dir / "out.xml");
  CHECK(contents(dir / "out.xml").size() == 100007);
  CHECK(files_in(dir) == 1);
}

TEST_CASE("a temporary file that is not closed is removed") {
  const auto dir = test::fresh_dir("temporary-abandoned");
  {
    TemporaryFile file(dir / "out.xml");
    file.append("half");
    CHECK(files_in(dir) == 1);
  }
  CHECK(files_in(dir) == 0);
  CHECK_THROWS_AS(TemporaryFile(dir / "missing-folder/out.xml"), std::runtime_error);
}
