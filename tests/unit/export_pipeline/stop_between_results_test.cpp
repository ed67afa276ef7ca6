// A stop that comes while results are being handed over leaves no temporary file and no new folder.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <thread>

#include "export/export_run.hpp"
#include "load/load_bank.hpp"
#include "package/atomic_file.hpp"
#include "support/source_dir.hpp"
#include "support/tree.hpp"

using namespace quizpack;

namespace {

bool has_temporary(const std::filesystem::path& root) {
  if (!std::filesystem::exists(root)) return false;
  for (const auto& e : std::filesystem::recursive_directory_iterator(root))
    if (is_temporary_name(e.path().filename().string())) return true;
  return false;
}

}  // namespace

TEST_CASE("a stop after the first result is handed over removes the results already written") {
  LoadResult loaded = load_banks({quizpack::test::source_path("tests/validate/cases/valid-every-kind/quiz.json")});
  REQUIRE(loaded.quizzes.size() == 1);
  const auto out = test::fresh_dir("stop-between-results") / "new";
  std::atomic<int> signal{0};
  ExportOptions o;
  o.out_dir = out;
  o.jobs = 2;
  o.stop_signal = &signal;
  // The first progress report waits until the workers have written the next results, then stops the run,
  // so the next result reaches the commit's side already written and must be removed there.
  o.on_progress = [&](const ExportProgress& p) {
    if (p.done != 1) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(400));
    signal = 15;
  };
  const ExportReport r = export_quizzes(loaded.quizzes, o);
  CHECK(r.interrupted == 15);
  CHECK(r.files.empty());
  CHECK_FALSE(has_temporary(out));
  CHECK_FALSE(std::filesystem::exists(out));
}
