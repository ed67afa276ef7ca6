// The export pipeline with writers made for the test: determinism, all-or-nothing commits, safe output folders.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <atomic>
#include <fstream>
#include <memory>
#include <thread>

#include "export/export_run.hpp"
#include "export/format_table.hpp"
#include "export/output_folder.hpp"
#include "load/load_bank.hpp"
#include "package/atomic_file.hpp"
#include "support/source_dir.hpp"
#include "support/tree.hpp"

using namespace quizpack;
using quizpack::test::fresh_dir;
using quizpack::test::read_tree;

namespace {

std::vector<Quiz> two_quizzes() {
  LoadResult r = load_banks({quizpack::test::source_path("tests/validate/cases/valid-every-kind/quiz.json")});
  REQUIRE(r.quizzes.size() == 1);
  Quiz second = r.quizzes.front();
  second.id = "fixture-two";
  r.quizzes.push_back(second);
  return r.quizzes;
}

WriterOutput text_writer(const Quiz& q, const LanguageTag& lang) {
  std::string s = q.id + " " + lang + "\n";
  for (const auto& question : q.questions) s += question.id + "\n";
  return {{{"x.txt", s, ""}}, {}};
}

Diagnostics no_differences(const Quiz&, const LanguageTag&, std::string_view) { return {}; }

TextFile text_file(std::function<WriterOutput(const Quiz&, const LanguageTag&)> write = text_writer) {
  return {.write = std::move(write), .read_back = no_differences};
}

WriterOutput zip_files_of(const Quiz& q, const LanguageTag& lang) {
  return {{{"manifest.xml", "<m lang=\"" + lang + "\"/>", ""}, {"data/" + q.id + ".txt", q.id, ""}}, {}};
}

Diagnostics zip_writer(const Quiz& q, const LanguageTag& lang, const FileSink& sink) {
  WriterOutput all = zip_files_of(q, lang);
  for (std::size_t i = 0; i < all.files.size(); ++i) sink(i, std::move(all.files[i]));
  return {};
}

std::vector<Format> good_table() {
  return {{.name = "text", .suffix = "txt", .scope = Scope::PerLanguage, .writer = text_file()},
          {.name = "zipped", .suffix = "test.zip", .scope = Scope::PerLanguage, .writer = Package{zip_writer}},
          {.name = "all", .suffix = "all.txt", .scope = Scope::AllLanguages, .writer = text_file()}};
}

// The good table, but the text writer fails for `quiz_id`.
std::vector<Format> failing_table(const std::string& quiz_id) {
  auto t = good_table();
  t[0].writer = text_file([quiz_id](const Quiz& q, const LanguageTag& lang) {
    if (q.id == quiz_id) throw std::runtime_error("writer failed on purpose");
    return text_writer(q, lang);
  });
  return t;
}

ExportOptions options_for(const std::filesystem::path& out, unsigned jobs = 1) {
  ExportOptions o;
  o.out_dir = out;
  o.jobs = jobs;
  return o;
}

bool has_temporary(const std::filesystem::path& root) {
  for (const auto& e : std::filesystem::recursive_directory_iterator(root))
    if (is_temporary_name(e.path().filename().string())) return true;
  return false;
}

bool has_package(const std::filesystem::path& root) {
  for (const auto& [path, bytes] : read_tree(root))
    if (path.ends_with(".zip")) return true;
  return false;
}

}  // namespace

TEST_CASE("export writes the documented layout") {
  const auto out = fresh_dir("layout");
  const ExportReport r = export_quizzes(two_quizzes(), options_for(out), good_table());
  REQUIRE(r.ok());
  const auto tree = read_tree(out);
  CHECK(tree.count("fixture/en/fixture.txt"));
  CHECK(tree.count("fixture/ja/fixture.test.zip"));
  CHECK(tree.count("fixture/fixture.all.txt"));
  CHECK(tree.count("fixture-two/ja/fixture-two.txt"));
  CHECK(r.files.size() == 2 * (2 + 2 + 1));
}

TEST_CASE("the report lists files and warnings by quiz, format and language, whatever order they ran in") {
  auto table = good_table();
  table[1].writer = Package{[](const Quiz& q, const LanguageTag& lang, const FileSink& sink) {
    zip_writer(q, lang, sink);
    return Diagnostics{warning("zipped-note", "zipped " + q.id + " " + lang, SourceLocation{})};
  }};
  for (unsigned jobs : {1u, 3u}) {
    const ExportReport r = export_quizzes(two_quizzes(), options_for(fresh_dir("report-order"), jobs), table);
    REQUIRE(r.ok());
    std::vector<std::string> files, warnings;
    for (const auto& f : r.files) files.push_back(f.quiz + " " + f.format + " " + f.language);
    for (const auto& d : r.diagnostics) warnings.push_back(d.message);
    CHECK(files == std::vector<std::string>{"fixture text en", "fixture text ja", "fixture zipped en",
                                            "fixture zipped ja", "fixture all ", "fixture-two text en",
                                            "fixture-two text ja", "fixture-two zipped en", "fixture-two zipped ja",
                                            "fixture-two all "});
    CHECK(warnings == std::vector<std::string>{"zipped fixture en", "zipped fixture ja", "zipped fixture-two en",
                                               "zipped fixture-two ja"});
  }
}

TEST_CASE("the same input gives the same bytes, whatever the number of jobs") {
  const auto a = fresh_dir("jobs-1");
  const auto b = fresh_dir("jobs-4");
  REQUIRE(export_quizzes(two_quizzes(), options_for(a, 1), good_table()).ok());
  REQUIRE(export_quizzes(two_quizzes(), options_for(b, 4), good_table()).ok());
  CHECK(read_tree(a) == read_tree(b));
}

TEST_CASE("a writer failing in a later quiz leaves the earlier output untouched and no temporary files") {
  const auto out = fresh_dir("fail-later");
  REQUIRE(export_quizzes(two_quizzes(), options_for(out), good_table()).ok());
  const auto before = read_tree(out);
  auto quizzes = two_quizzes();
  quizzes[0].questions.pop_back();  // the first quiz changed, so a partial run would show
  for (unsigned jobs : {1u, 3u}) {
    const ExportReport r = export_quizzes(quizzes, options_for(out, jobs), failing_table("fixture-two"));
    CHECK_FALSE(r.ok());
    REQUIRE_FALSE(r.diagnostics.empty());
    CHECK(r.diagnostics.back().message.find("writer failed on purpose") != std::string::npos);
    CHECK(read_tree(out) == before);
    CHECK_FALSE(has_temporary(out));
  }
}

TEST_CASE("a failed export into a new folder leaves no folders of its own behind") {
  for (unsigned jobs : {1u, 3u}) {
    const auto out = fresh_dir("fail-fresh-" + std::to_string(jobs));
    const ExportReport r = export_quizzes(two_quizzes(), options_for(out, jobs), failing_table("fixture-two"));
    CHECK_FALSE(r.ok());
    for (const auto& e : std::filesystem::recursive_directory_iterator(out)) {
      INFO(e.path());
      CHECK_FALSE(e.is_directory());
    }
    CHECK_FALSE(has_temporary(out));
  }
}

TEST_CASE("an unwritable target stops the export and keeps the earlier output") {
  const auto out = fresh_dir("unwritable");
  REQUIRE(export_quizzes(two_quizzes(), options_for(out), good_table()).ok());
  // a folder where a later file must go: neither writable nor replaceable
  std::filesystem::remove(out / "fixture-two/ja/fixture-two.test.zip");
  std::filesystem::create_directories(out / "fixture-two/ja/fixture-two.test.zip");
  const auto before = read_tree(out);
  auto quizzes = two_quizzes();
  quizzes[0].questions.pop_back();
  const ExportReport r = export_quizzes(quizzes, options_for(out), good_table());
  CHECK_FALSE(r.ok());
  const auto after = read_tree(out);
  for (const auto& [path, bytes] : after) {
    INFO(path);
    CHECK((before.count(path) && before.at(path) == bytes));
  }
  CHECK(after.size() == before.size());
  CHECK_FALSE(has_temporary(out));
}

TEST_CASE("a file quizpack did not write is never overwritten") {
  const auto out = fresh_dir("foreign");
  std::filesystem::create_directories(out / "fixture/en");
  std::ofstream(out / "fixture/en/fixture.txt") << "mine";
  const ExportReport r = export_quizzes(two_quizzes(), options_for(out), good_table());
  CHECK_FALSE(r.ok());
  CHECK(read_tree(out).at("fixture/en/fixture.txt") == "mine");
  CHECK(r.diagnostics.back().message.find("not written by quizpack") != std::string::npos);
}

TEST_CASE("quizpack never writes through a symbolic link") {
  const auto out = fresh_dir("symlink");
  const auto elsewhere = fresh_dir("symlink-target");
  std::filesystem::create_directory_symlink(elsewhere, out / "fixture");
  const ExportReport r = export_quizzes(two_quizzes(), options_for(out), good_table());
  CHECK_FALSE(r.ok());
  CHECK(read_tree(elsewhere).empty());
  CHECK(r.diagnostics.back().message.find("symbolic link") != std::string::npos);
}

TEST_CASE("an output that fails its schema stops the export with the validator's message") {
  const auto out = fresh_dir("invalid-xml");
  std::vector<Format> table{
      {.name = "bad", .suffix = "xml", .writer = text_file([](const Quiz&, const LanguageTag&) {
                                         return WriterOutput{{{"bad.xml", "<notabank/>", "common/xml.xsd"}}, {}};
                                       })}};
  const ExportReport r = export_quizzes(two_quizzes(), options_for(out), table);
  CHECK_FALSE(r.ok());
  CHECK(read_tree(out).count("fixture/en/fixture.xml") == 0);
  REQUIRE_FALSE(r.diagnostics.empty());
  CHECK(r.diagnostics.front().rule == "output-invalid");
  CHECK(r.diagnostics.front().message.find("bad.xml does not validate against common/xml.xsd: line 1:") !=
        std::string::npos);
}

TEST_CASE("a text file that does not read back as the bank stops the export with each difference") {
  const auto out = fresh_dir("read-back");
  std::vector<Format> table{good_table().front()};
  table[0].writer =
      TextFile{.write = text_writer, .read_back = [](const Quiz& q, const LanguageTag& lang, std::string_view) {
                 return Diagnostics{error("x", q.id + " " + lang + " differs", SourceLocation{})};
               }};
  const ExportReport r = export_quizzes(two_quizzes(), options_for(out), table);
  CHECK_FALSE(r.ok());
  CHECK(read_tree(out).count("fixture/en/fixture.txt") == 0);
  REQUIRE_FALSE(r.diagnostics.empty());
  CHECK(r.diagnostics.front().rule == "output-invalid");
  CHECK(r.diagnostics.front().message == "fixture text en: x.txt does not read back as the bank: fixture en differs");
  CHECK_FALSE(has_temporary(out));
}

TEST_CASE("unknown formats and languages are usage errors") {
  const auto out = fresh_dir("usage");
  auto o = options_for(out);
  o.formats = {"nope"};
  ExportReport r = export_quizzes(two_quizzes(), o, good_table());
  CHECK(r.usage_error);
  o.formats = {};
  o.languages = {"xx"};
  r = export_quizzes(two_quizzes(), o, good_table());
  CHECK(r.usage_error);
}

TEST_CASE("a language list keeps only the chosen languages") {
  const auto out = fresh_dir("lang");
  auto o = options_for(out);
  o.languages = {"ja"};
  REQUIRE(export_quizzes(two_quizzes(), o, good_table()).ok());
  const auto tree = read_tree(out);
  CHECK(tree.count("fixture/ja/fixture.txt"));
  CHECK_FALSE(tree.count("fixture/en/fixture.txt"));
}

TEST_CASE("a writer may hand over a package's files one at a time and out of order") {
  const auto in_order = fresh_dir("stream-in-order");
  const auto streamed = fresh_dir("stream-reversed");
  std::vector<Format> plain{{.name = "zipped", .suffix = "test.zip", .writer = Package{zip_writer}}};
  std::vector<Format> reversed = plain;
  reversed[0].writer = Package{[](const Quiz& q, const LanguageTag& lang, const FileSink& sink) {
    WriterOutput all = zip_files_of(q, lang);
    for (std::size_t i = all.files.size(); i-- > 0;) sink(i, std::move(all.files[i]));
    return Diagnostics{};
  }};
  REQUIRE(export_quizzes(two_quizzes(), options_for(in_order), plain).ok());
  REQUIRE(export_quizzes(two_quizzes(), options_for(streamed, 2), reversed).ok());
  CHECK(read_tree(in_order) == read_tree(streamed));
}

TEST_CASE("a streamed package with a missing entry or an invalid file is not written") {
  const auto out = fresh_dir("stream-gap");
  std::vector<Format> table{{.name = "zipped", .suffix = "test.zip", .writer = Package{}}};
  table[0].writer = Package{[](const Quiz& q, const LanguageTag& lang, const FileSink& sink) {
    WriterOutput all = zip_files_of(q, lang);
    sink(1, std::move(all.files[1]));  // nothing at position 0
    return Diagnostics{};
  }};
  ExportReport r = export_quizzes(two_quizzes(), options_for(out, 2), table);
  CHECK_FALSE(r.ok());
  REQUIRE_FALSE(r.diagnostics.empty());
  CHECK(r.diagnostics.back().message.find("no file for entry 0") != std::string::npos);
  CHECK_FALSE(has_package(out));
  CHECK_FALSE(has_temporary(out));

  table[0].writer = Package{[](const Quiz&, const LanguageTag&, const FileSink& sink) {
    sink(0, {"bad.xml", "<notabank/>", "common/xml.xsd"});
    return Diagnostics{};
  }};
  r = export_quizzes(two_quizzes(), options_for(out, 2), table);
  CHECK_FALSE(r.ok());
  REQUIRE_FALSE(r.diagnostics.empty());
  CHECK(r.diagnostics.front().rule == "output-invalid");
  CHECK_FALSE(has_package(out));
  CHECK_FALSE(has_temporary(out));
}

namespace {

// A Moodle XML file written in pieces, one comment per question: `broken` makes it invalid, and it fails midway
// for the quiz `throw_on`.
Format pieces_format(bool broken = false, const std::string& throw_on = "") {
  auto write = [broken, throw_on](const Quiz& q, const LanguageTag& lang, const PieceSink& sink) {
    sink("<quiz>\n<!-- " + lang + " -->\n");
    for (const auto& question : q.questions) {
      if (q.id == throw_on) throw std::runtime_error("piece writer failed on purpose");
      sink("<!-- q " + question.id + " -->\n");
    }
    sink(broken ? "<unexpected/></quiz>\n" : "</quiz>\n");
    return Diagnostics{warning("test-warning", "a warning from the pieces", SourceLocation{})};
  };
  return {.name = "pieces", .suffix = "pieces.xml", .writer = XmlPieces{write, "moodlexml/moodle-quiz.xsd"}};
}

}  // namespace

TEST_CASE("a file written in pieces lands whole, validated, with the writer's warnings") {
  const auto out = fresh_dir("pieces-good");
  const ExportReport r = export_quizzes(two_quizzes(), options_for(out, 2), {pieces_format()});
  REQUIRE(r.ok());
  const auto tree = read_tree(out);
  const std::string& en = tree.at("fixture/en/fixture.pieces.xml");
  CHECK(en.rfind("<quiz>\n<!-- en -->\n<!-- q ", 0) == 0);
  CHECK(en.ends_with(" -->\n</quiz>\n"));
  CHECK(std::count(en.begin(), en.end(), '\n') == static_cast<long>(two_quizzes().front().questions.size() + 3));
  CHECK(r.files.front().bytes == en.size());
  CHECK(std::count_if(r.diagnostics.begin(), r.diagnostics.end(),
                      [](const Diagnostic& d) { return d.rule == "test-warning"; }) == 4);
  CHECK_FALSE(has_temporary(out));
}

TEST_CASE("a file written in pieces that fails its schema or its writer leaves nothing behind") {
  const auto out = fresh_dir("pieces-bad");
  REQUIRE(export_quizzes(two_quizzes(), options_for(out), good_table()).ok());
  const auto before = read_tree(out);
  auto invalid = pieces_format(true);
  ExportReport r = export_quizzes(two_quizzes(), options_for(out, 2), {invalid});
  CHECK_FALSE(r.ok());
  REQUIRE_FALSE(r.diagnostics.empty());
  const auto invalid_message = std::find_if(r.diagnostics.begin(), r.diagnostics.end(),
                                            [](const Diagnostic& d) { return d.rule == "output-invalid"; });
  REQUIRE(invalid_message != r.diagnostics.end());
  CHECK(invalid_message->message.find(
            "fixture.pieces.xml does not validate against moodlexml/moodle-quiz.xsd: line ") != std::string::npos);
  CHECK(read_tree(out) == before);
  CHECK_FALSE(has_temporary(out));

  r = export_quizzes(two_quizzes(), options_for(out, 2), {pieces_format(false, "fixture-two")});
  CHECK_FALSE(r.ok());
  CHECK(r.diagnostics.back().message.find("piece writer failed on purpose") != std::string::npos);
  CHECK(read_tree(out) == before);
  CHECK_FALSE(has_temporary(out));
}

TEST_CASE("a file written in pieces never overwrites a file quizpack did not write") {
  const auto out = fresh_dir("pieces-foreign");
  std::filesystem::create_directories(out / "fixture/ja");
  std::ofstream(out / "fixture/ja/fixture.pieces.xml") << "mine";
  const ExportReport r = export_quizzes(two_quizzes(), options_for(out, 2), {pieces_format()});
  CHECK_FALSE(r.ok());
  CHECK(read_tree(out).at("fixture/ja/fixture.pieces.xml") == "mine");
  CHECK(read_tree(out).count("fixture/en/fixture.pieces.xml") == 0);
  REQUIRE_FALSE(r.diagnostics.empty());
  CHECK(r.diagnostics.back().rule == "output-error");
  CHECK(r.diagnostics.back().message.find("not written by quizpack") != std::string::npos);
  CHECK_FALSE(has_temporary(out));
}

TEST_CASE("a run stopped by a signal before it starts writes nothing and creates no folder") {
  const auto out = fresh_dir("stopped") / "new";
  std::atomic<int> signal{2};
  auto o = options_for(out, 2);
  o.stop_signal = &signal;
  const ExportReport r = export_quizzes(two_quizzes(), o, good_table());
  CHECK(r.interrupted == 2);
  CHECK_FALSE(r.ok());
  CHECK(r.files.empty());
  CHECK_FALSE(std::filesystem::exists(out));
}

TEST_CASE("a failed run removes the output folder it created") {
  const auto out = fresh_dir("failed-new") / "new";
  const ExportReport r = export_quizzes(two_quizzes(), options_for(out), failing_table("fixture-two"));
  CHECK_FALSE(r.ok());
  CHECK_FALSE(std::filesystem::exists(out));
}

TEST_CASE("a run waiting for the lock is told the holder's process id, then goes on") {
  const auto out = fresh_dir("lock-wait");
  auto holder = std::make_unique<OutputFolder>(out);
  std::atomic<long> told{-1};
  std::thread second([&] {
    OutputFolder waiting(out, [&](long pid) {
      told = pid;
      holder.reset();  // the holder finishes; the waiting run then takes the lock
    });
  });
  second.join();
  CHECK(told == static_cast<long>(::getpid()));
}

TEST_CASE("a language list narrows the multilang Moodle XML file, or leaves it out below two languages") {
  LoadResult loaded = load_banks({quizpack::test::source_path("examples/every-kind")});
  REQUIRE(loaded.quizzes.size() == 1);
  REQUIRE(loaded.quizzes.front().languages == std::vector<LanguageTag>{"en", "ar", "ja"});
  auto o = options_for(fresh_dir("lang-multilang"), 2);
  o.formats = {"moodlexml-multilang"};
  o.languages = {"ja", "ar"};
  REQUIRE(export_quizzes(loaded.quizzes, o).ok());
  const std::string multilang = read_tree(o.out_dir).at("every-kind/every-kind.multilang.moodle.xml");
  CHECK(multilang.find("lang=\"ar\"") != std::string::npos);
  CHECK(multilang.find("lang=\"ja\"") != std::string::npos);
  CHECK(multilang.find("lang=\"en\"") == std::string::npos);

  o.out_dir = fresh_dir("lang-multilang-one");
  o.languages = {"ja"};
  const ExportReport one = export_quizzes(loaded.quizzes, o);
  REQUIRE(one.ok());
  CHECK(one.files.empty());
  CHECK(read_tree(o.out_dir).count("every-kind/every-kind.multilang.moodle.xml") == 0);
}

TEST_CASE("an output folder that cannot be used is an output error, not a content error") {
  const auto out = fresh_dir("unusable");
  std::ofstream(out / "file") << "not a folder";
  const ExportReport r = export_quizzes(two_quizzes(), options_for(out / "file" / "sub"), good_table());
  CHECK(r.output_unusable);
  CHECK_FALSE(r.usage_error);
  REQUIRE_FALSE(r.diagnostics.empty());
  CHECK(r.diagnostics.front().rule == "output-error");

  const auto in_the_way = fresh_dir("in-the-way");
  std::filesystem::create_directories(in_the_way / "fixture" / "en");
  std::ofstream(in_the_way / "fixture" / "en" / "fixture.txt") << "mine";
  const ExportReport foreign = export_quizzes(two_quizzes(), options_for(in_the_way), good_table());
  CHECK(foreign.output_unusable);
  CHECK(read_tree(in_the_way).at("fixture/en/fixture.txt") == "mine");
}
