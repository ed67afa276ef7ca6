// quizpack-bench-import: times `quizpack import` on the GIFT, Moodle XML and QTI 2.1 exports of a synthetic bank.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "child_process.hpp"
#include "synthetic_bank.hpp"

namespace fs = std::filesystem;
using quizpack::bench::ChildRun;
using quizpack::bench::run_child;

namespace {

struct ImportBenchOptions {
  std::string quizpack = QUIZPACK_BINARY;
  std::size_t questions = 10000;
  std::size_t languages = 3;
  std::string work;
};

void print_run(const std::string& what, const ChildRun& run) {
  std::printf("%-40s exit %d  wall %7.2f s  cpu %7.2f s  peak %7.1f MiB\n", what.c_str(), run.exit_code,
              run.wall_seconds, run.cpu_seconds, run.peak_rss_mb);
}

// The exported files of `format` (e.g. ".gift"), one per language, in the bank's language order.
std::vector<std::string> per_language(const fs::path& dist, const std::vector<std::string>& langs,
                                      const std::string& ending) {
  std::vector<std::string> files;
  for (const auto& lang : langs)
    for (const auto& e : fs::directory_iterator(dist / lang))
      if (e.path().string().size() >= ending.size() &&
          e.path().string().compare(e.path().string().size() - ending.size(), ending.size(), ending) == 0)
        files.push_back(e.path().string());
  return files;
}

int run(const ImportBenchOptions& o) {
  const fs::path work = o.work.empty() ? fs::temp_directory_path() / "quizpack-bench-import" : fs::path(o.work);
  fs::remove_all(work);
  fs::create_directories(work);
  const quizpack::bench::BankSpec spec{o.questions, o.languages};
  const auto bank = quizpack::bench::make_bank(spec);
  const fs::path bank_file = quizpack::bench::write_bank(bank, (work / "bank").string());
  const ChildRun exported =
      run_child({o.quizpack, "export", "-q", "--format", "gift,moodlexml,moodlexml-multilang,qti21", "--out",
                 (work / "dist").string(), bank_file.parent_path().string()},
                work, work / "export.log");
  print_run("export gift, moodlexml, multilang, qti21", exported);
  if (exported.exit_code != 0) return 1;
  fs::path dist;
  for (const auto& e : fs::directory_iterator(work / "dist"))
    if (e.is_directory() && e.path().filename().string().rfind("synthetic", 0) == 0) dist = e.path();
  const std::vector<std::string> langs = quizpack::bench::language_tags(o.languages);
  std::string lang_list;
  for (const auto& l : langs) lang_list += (lang_list.empty() ? "" : ",") + l;
  struct Case {
    std::string name;
    std::vector<std::string> files;
    bool tagged;
  };
  std::vector<Case> cases{{"import GIFT per language", per_language(dist, langs, ".gift"), true},
                          {"import Moodle XML per language", per_language(dist, langs, ".moodle.xml"), true},
                          {"import QTI 2.1 per language", per_language(dist, langs, ".qti21.zip"), false}};
  for (const auto& e : fs::directory_iterator(dist))
    if (e.path().string().find(".multilang.moodle.xml") != std::string::npos)
      cases.push_back({"import multilang Moodle XML", {e.path().string()}, false});
  int status = 0;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    std::vector<std::string> argv{o.quizpack, "import", "--out", (work / ("in" + std::to_string(i))).string()};
    argv.insert(argv.end(), cases[i].files.begin(), cases[i].files.end());
    if (cases[i].tagged) argv.insert(argv.end(), {"--lang", lang_list});  // last: it takes every value after it
    const ChildRun r = run_child(argv, work, work / ("import" + std::to_string(i) + ".log"));
    print_run(cases[i].name, r);
    if (r.exit_code != 0) status = 1;
  }
  std::printf("%zu questions x %zu languages; logs in %s\n", o.questions, o.languages, work.string().c_str());
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app("Times quizpack import on the exports of a synthetic bank");
  ImportBenchOptions o;
  app.add_option("--quizpack", o.quizpack, "The quizpack program")->capture_default_str();
  app.add_option("--questions", o.questions, "Questions in the bank")->capture_default_str();
  app.add_option("--languages", o.languages, "Languages in the bank")->capture_default_str();
  app.add_option("--work", o.work, "Folder for the bank, exports and imports (default: a temporary folder)");
  CLI11_PARSE(app, argc, argv);
  return run(o);
}
