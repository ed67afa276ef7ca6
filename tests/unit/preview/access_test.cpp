// The preview server's rules, without sockets: loopback peers, the served Host, writes with token and origin, paths.
#include <catch2/catch.hpp>

#include "preview/access.hpp"

using namespace quizpack::preview;

namespace {

HttpRequest request(const std::string& host, const std::string& peer = "127.0.0.1") {
  HttpRequest r;
  r.method = "POST";
  r.path = "/bank/0/review";
  r.headers = {{"Host", host}};
  r.remote_address = peer;
  return r;
}

HttpRequest write(const std::string& token, const std::string& origin, const std::string& site = "same-origin") {
  HttpRequest r = request("127.0.0.1:8470");
  r.headers.emplace_back("X-Quizpack-Token", token);
  if (!origin.empty()) r.headers.emplace_back("Origin", origin);
  if (!site.empty()) r.headers.emplace_back("Sec-Fetch-Site", site);
  r.headers.emplace_back("Content-Type", "application/json");
  return r;
}

}  // namespace

TEST_CASE("only loopback peers are served") {
  CHECK(is_loopback_address("127.0.0.1"));
  CHECK(is_loopback_address("127.8.9.10"));
  CHECK(is_loopback_address("::1"));
  CHECK(is_loopback_address("::ffff:127.0.0.1"));
  CHECK_FALSE(is_loopback_address("10.0.0.1"));
  CHECK_FALSE(is_loopback_address("192.168.1.20"));
  CHECK_FALSE(is_loopback_address("::ffff:10.0.0.1"));
  CHECK_FALSE(is_loopback_address("fe80::1"));
  CHECK_FALSE(is_loopback_address(""));
  CHECK_FALSE(is_loopback_address("localhost"));
  CHECK(refuse_request(request("127.0.0.1:8470", "192.168.1.20"), 8470)->status == 403);
}

TEST_CASE("a Host other than the served one is refused (DNS rebinding)") {
  CHECK(is_served_host("127.0.0.1:8470", 8470));
  CHECK(is_served_host("localhost:8470", 8470));
  CHECK(is_served_host("LOCALHOST:8470", 8470));
  CHECK_FALSE(is_served_host("127.0.0.1:8471", 8470));
  CHECK_FALSE(is_served_host("127.0.0.1", 8470));
  CHECK_FALSE(is_served_host("evil.example:8470", 8470));
  CHECK_FALSE(is_served_host("127.0.0.1.evil.example:8470", 8470));
  CHECK_FALSE(is_served_host("", 8470));
  CHECK(refuse_request(request("evil.example:8470"), 8470)->status == 421);
  CHECK(refuse_request(request(""), 8470)->status == 421);
  CHECK_FALSE(refuse_request(request("localhost:8470"), 8470));
}

TEST_CASE("a request body over the bound is refused") {
  HttpRequest r = request("127.0.0.1:8470");
  r.body.assign(kMaxRequestBody + 1, 'x');
  CHECK(refuse_request(r, 8470)->status == 413);
  r.body.resize(kMaxRequestBody);
  CHECK_FALSE(refuse_request(r, 8470));
}

TEST_CASE("writes need the run's token, the same origin and JSON") {
  const std::string token = new_token();
  CHECK(token.size() == 64);
  CHECK(token != new_token());
  CHECK_FALSE(refuse_write(write(token, "http://127.0.0.1:8470"), token));
  CHECK_FALSE(refuse_write(write(token, "http://127.0.0.1:8470", ""), token));
  CHECK(refuse_write(write("", "http://127.0.0.1:8470"), token)->status == 403);
  CHECK(refuse_write(write(token.substr(1), "http://127.0.0.1:8470"), token)->status == 403);
  CHECK(refuse_write(write(std::string(64, '0'), "http://127.0.0.1:8470"), token)->status == 403);
  CHECK(refuse_write(write(token, "http://evil.example"), token)->status == 403);
  CHECK(refuse_write(write(token, "null"), token)->status == 403);
  CHECK(refuse_write(write(token, ""), token)->status == 403);
  CHECK(refuse_write(write(token, "http://localhost:8470"), token)->status == 403);  // another origin than Host's
  CHECK(refuse_write(write(token, "http://127.0.0.1:8470", "cross-site"), token)->status == 403);
  CHECK(refuse_write(write(token, "http://127.0.0.1:8470", "same-site"), token)->status == 403);
  HttpRequest form = write(token, "http://127.0.0.1:8470");
  form.headers.back().second = "application/x-www-form-urlencoded";
  CHECK(refuse_write(form, token)->status == 415);
  CHECK(refuse_write(write(token, "http://127.0.0.1:8470"), "")->status == 403);
}

TEST_CASE("served paths cannot leave their root") {
  CHECK(safe_segments("media/a.png") == std::vector<std::string>{"media", "a.png"});
  CHECK_FALSE(safe_segments(""));
  CHECK_FALSE(safe_segments("/etc/passwd"));
  CHECK_FALSE(safe_segments("../quiz.json"));
  CHECK_FALSE(safe_segments("media/../../x"));
  CHECK_FALSE(safe_segments("media/.."));
  CHECK_FALSE(safe_segments("./media/a.png"));
  CHECK_FALSE(safe_segments("media//a.png"));
  CHECK_FALSE(safe_segments("media/"));
  CHECK_FALSE(safe_segments("media\\..\\x"));
  CHECK_FALSE(safe_segments("C:/x"));
  CHECK_FALSE(safe_segments(std::string("a\0b", 3)));
  CHECK_FALSE(safe_segments("a\nb"));
}
