// The preview site without sockets: pages, data, assets, refusals, the review action and reloads.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "preview/bank_view.hpp"
#include "preview/site.hpp"
#include "preview_support.hpp"

using namespace quizpack;
using namespace quizpack::preview;
using quizpack::test::local_get;
using quizpack::test::read_file;
using quizpack::test::review_post;
using quizpack::test::scratch_bank;
using quizpack::test::write_file;

namespace fs = std::filesystem;

namespace {

constexpr int kPort = 8470;
const std::string kToken(64, 'a');

std::unique_ptr<PreviewSite> site_for(const fs::path& file) {
  auto site = std::make_unique<PreviewSite>(std::vector<fs::path>{file}, LoadLimits{}, kToken);
  site->set_port(kPort);
  return site;
}

nlohmann::json page_data(std::unique_ptr<PreviewSite>& site) {
  const HttpResponse r = site->handle(local_get("/bank/0/data.json", kPort));
  REQUIRE(r.status == 200);
  return nlohmann::json::parse(r.body);
}

// Two looks at the files, as the server's watcher takes them: a change is reloaded once it looks settled.
bool reloaded(std::unique_ptr<PreviewSite>& site) {
  site->refresh();
  return site->refresh();
}

std::string header(const HttpResponse& r, const std::string& name) {
  for (const auto& [key, value] : r.headers)
    if (key == name) return value;
  return "";
}

}  // namespace

TEST_CASE("the index lists every bank with its translation status") {
  auto site = site_for(scratch_bank("examples/every-kind", "index"));
  const HttpResponse r = site->handle(local_get("/", kPort));
  CHECK(r.status == 200);
  CHECK(r.content_type.starts_with("text/html"));
  CHECK(r.body.find("every-kind") != std::string::npos);
  CHECK(r.body.find("<th scope=\"row\">ja</th>") != std::string::npos);
  CHECK(header(r, "Content-Security-Policy").find("default-src 'self'") != std::string::npos);
  CHECK(header(r, "X-Content-Type-Options") == "nosniff");
}

TEST_CASE("the bank page carries the run's token, and its data holds every question in every language") {
  auto site = site_for(scratch_bank("examples/every-kind", "data"));
  const HttpResponse page = site->handle(local_get("/bank/0/", kPort));
  CHECK(page.status == 200);
  CHECK(page.body.find("data-token=\"" + kToken + "\"") != std::string::npos);
  CHECK(page.body.find("/player/kinds.js") != std::string::npos);
  CHECK(site->handle(local_get("/bank/0", kPort)).status == 301);
  const nlohmann::json data = page_data(site);
  CHECK(data["loaded"] == true);
  CHECK(data["languages"] == nlohmann::json{"en", "ar", "ja"});
  const auto& view = *site->view(0);
  REQUIRE(view.quiz);
  REQUIRE(data["questions"].size() == view.quiz->questions.size());
  for (const auto& lang : {"en", "ar", "ja"}) {
    REQUIRE(data["quiz"][lang]["questions"].size() == view.quiz->questions.size());
    for (std::size_t i = 0; i < view.quiz->questions.size(); ++i)
      CHECK(data["quiz"][lang]["questions"][i]["id"] == view.quiz->questions[i].id);
  }
  CHECK(data["quiz"]["ar"]["dir"] == "rtl");
  const auto& stem = data["questions"][0]["texts"][1];
  CHECK(stem["pointer"] == "/questions/0/stem");
  CHECK(stem["label"] == "stem");
  CHECK(stem["states"]["en"]["state"] == "source");
  CHECK(stem["states"]["ja"]["state"] == "needs-review");
  CHECK(stem["states"]["ja"]["line"].get<int>() > 1);
  const auto& choice = data["questions"][0]["texts"][3];
  CHECK(choice["label"] == "choices › a › text");
}

TEST_CASE("images are served from the loaded bank only, without listings or paths outside") {
  const fs::path file = scratch_bank("examples/every-kind", "assets");
  fs::create_symlink("/etc/passwd", file.parent_path() / "media" / "link.png");
  auto site = site_for(file);
  const HttpResponse image = site->handle(local_get("/bank/0/assets/media/fp16-layout.png", kPort));
  CHECK(image.status == 200);
  CHECK(image.content_type == "image/png");
  CHECK(image.body == read_file(file.parent_path() / "media" / "fp16-layout.png"));
  for (const std::string path : {"/bank/0/assets/media/link.png",
                                 "/bank/0/assets/../quiz.json",
                                 "/bank/0/assets/media/../../quiz.json",
                                 "/bank/0/assets//etc/passwd",
                                 "/bank/0/assets/media",
                                 "/bank/0/assets/media/",
                                 "/bank/0/assets/quiz.json",
                                 "/bank/0/assets/",
                                 "/bank/1/",
                                 "/bank/01x/",
                                 "/player/../CMakeLists.txt",
                                 "/player/",
                                 "/player/index.html",
                                 "/preview/../site.cpp",
                                 "/../etc/passwd",
                                 "/etc/passwd",
                                 "/bank/0/play/en/../../../quiz.json",
                                 "/bank/0/play/xx/",
                                 "/bank/0/play/en/..",
                                 "/bank/0/play/en/assets/../quiz.json"})
    CHECK(site->handle(local_get(path, kPort)).status >= 400);
  CHECK(site->handle(local_get("/player/kinds.js", kPort)).status == 200);
  CHECK(site->handle(local_get("/preview/preview.js", kPort)).status == 200);
}

TEST_CASE("play serves the real player for a language, against the page's SCORM API") {
  auto site = site_for(scratch_bank("examples/every-kind", "play"));
  const HttpResponse index = site->handle(local_get("/bank/0/play/ar/", kPort));
  CHECK(index.status == 200);
  CHECK(index.body.find("data-scorm=\"2004\"") != std::string::npos);
  CHECK(index.body.find("dir=\"rtl\"") != std::string::npos);
  const HttpResponse data = site->handle(local_get("/bank/0/play/ar/quiz-data.js", kPort));
  CHECK(data.status == 200);
  CHECK(data.body.starts_with("window.QUIZPACK_QUIZ = "));
  CHECK(site->handle(local_get("/bank/0/play/ar/player.js", kPort)).status == 200);
  CHECK(site->handle(local_get("/bank/0/play/ar/assets/media/fp16-layout.png", kPort)).status == 200);
}

TEST_CASE("requests with a foreign Host, from another computer or with another method are refused") {
  auto site = site_for(scratch_bank("examples/every-kind", "refused"));
  auto foreign = local_get("/", kPort);
  foreign.headers = {{"Host", "attacker.example:" + std::to_string(kPort)}};
  CHECK(site->handle(foreign).status == 421);
  foreign.path = "/bank/0/data.json";
  CHECK(site->handle(foreign).status == 421);
  auto remote = local_get("/", kPort);
  remote.remote_address = "10.1.2.3";
  CHECK(site->handle(remote).status == 403);
  auto put = local_get("/bank/0/review", kPort);
  put.method = "PUT";
  CHECK(site->handle(put).status == 405);
  std::optional<HttpResponse> refusal;
  foreign.path = "/bank/0/events";
  CHECK_FALSE(site->event_stream(foreign, refusal));
  REQUIRE(refusal);
  CHECK(refusal->status == 421);
  refusal.reset();
  CHECK(site->event_stream(local_get("/bank/0/events", kPort), refusal) == std::size_t{0});
  CHECK_FALSE(refusal);
}

TEST_CASE("marking a text reviewed changes exactly its state in the file") {
  const fs::path file = scratch_bank("examples/every-kind", "review");
  auto site = site_for(file);
  const std::string before = read_file(file);
  const std::string version = content_version(before);

  SECTION("without the token, from another origin or not as JSON: refused, nothing written") {
    auto no_token = review_post(kPort, "", "/questions/0/stem", "ja", version);
    CHECK(site->handle(no_token).status == 403);
    auto other_origin = review_post(kPort, kToken, "/questions/0/stem", "ja", version);
    other_origin.headers[1].second = "http://evil.example";
    CHECK(site->handle(other_origin).status == 403);
    CHECK(read_file(file) == before);
  }
  SECTION("with them: one value changes") {
    const HttpResponse r = site->handle(review_post(kPort, kToken, "/questions/0/stem", "ja", version));
    REQUIRE(r.status == 200);
    const std::string after = read_file(file);
    REQUIRE(after.size() == before.size() - std::string("needs-review").size() + std::string("translated").size());
    std::size_t first = 0;
    while (before[first] == after[first]) ++first;
    CHECK(before.substr(first, 12) == "needs-review");
    CHECK(after.substr(first, 10) == "translated");
    CHECK(before.substr(first + 12) == after.substr(first + 10));
    CHECK(nlohmann::json::parse(r.body)["version"] == content_version(after));
    CHECK(page_data(site)["questions"][0]["texts"][1]["states"]["ja"]["state"] == "translated");

    SECTION("again with the old version: refused, as the file changed") {
      CHECK(site->handle(review_post(kPort, kToken, "/questions/0/explanation", "ja", version)).status == 409);
      CHECK(read_file(file) == after);
    }
    SECTION("a text that no longer needs review: refused") {
      CHECK(site->handle(review_post(kPort, kToken, "/questions/0/stem", "ja", content_version(after))).status == 409);
    }
  }
  SECTION("a source text, a missing one or a pointer that is no text: refused") {
    CHECK(site->handle(review_post(kPort, kToken, "/questions/0/stem", "en", version)).status == 409);
    CHECK(site->handle(review_post(kPort, kToken, "/questions/0/stem", "de", version)).status == 409);
    CHECK(site->handle(review_post(kPort, kToken, "/questions/0", "ja", version)).status == 409);
    CHECK(site->handle(review_post(kPort, kToken, "/languages", "0", version)).status == 409);
    CHECK(site->handle(review_post(kPort, kToken, "no pointer", "ja", version)).status == 400);
    CHECK(read_file(file) == before);
  }
  SECTION("a file changed since the page showed it: refused") {
    write_file(file, before + "\n");
    CHECK(site->handle(review_post(kPort, kToken, "/questions/0/stem", "ja", version)).status == 409);
    CHECK(read_file(file) == before + "\n");
  }
}

TEST_CASE("a changed file is reloaded, and one that no longer parses shows its errors at their line") {
  const fs::path file = scratch_bank("examples/one-meaning", "reload");
  auto site = site_for(file);
  CHECK_FALSE(reloaded(site));
  const std::string before = read_file(file);
  std::string edited = before;
  const std::size_t stem = edited.find("\"text\": \"", edited.find("\"stem\"")) + 9;
  edited.insert(stem, "EDITED ");
  write_file(file, edited);
  CHECK_FALSE(site->refresh());  // a change is reloaded once two looks agree, never half written
  CHECK(site->refresh());
  CHECK(page_data(site)["quiz"]["en"]["questions"][0]["stem"].get<std::string>().find("EDITED") != std::string::npos);

  std::string broken = before;
  broken.insert(broken.find("\"questions\""), "\"oops\" ");
  write_file(file, broken);
  CHECK(reloaded(site));
  const nlohmann::json data = page_data(site);
  CHECK(data["loaded"] == false);
  CHECK_FALSE(data.contains("quiz"));
  REQUIRE(!data["errors"].empty());
  CHECK(data["errors"][0]["rule"] == "json-syntax");
  const auto line = static_cast<int>(std::count(broken.begin(), broken.begin() + broken.find("\"oops\""), '\n') + 1);
  CHECK(data["errors"][0]["line"] == line);
  CHECK(site->handle(local_get("/bank/0/", kPort)).status == 200);

  const auto revision = site->wait_for_change(0, 0, std::chrono::milliseconds(0));
  write_file(file, before);
  CHECK(reloaded(site));
  CHECK(site->wait_for_change(0, revision, std::chrono::milliseconds(0)) == revision + 1);
  CHECK(page_data(site)["loaded"] == true);
}

TEST_CASE("saving an image reloads the bank") {
  const fs::path file = scratch_bank("examples/every-kind", "image");
  auto site = site_for(file);
  const fs::path image = file.parent_path() / "media" / "fp16-layout.png";
  std::string bytes = read_file(image);
  write_file(image, bytes + std::string(16, '\0'));
  CHECK(reloaded(site));
  CHECK(site->handle(local_get("/bank/0/assets/media/fp16-layout.png", kPort)).body.size() == bytes.size() + 16);
}
