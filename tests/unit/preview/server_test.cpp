// The preview server over real sockets on 127.0.0.1: refusals, the review action and live events.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include <chrono>
#include <nlohmann/json.hpp>

#include "preview/bank_view.hpp"
#include "preview/http_server.hpp"
#include "preview_support.hpp"

using namespace quizpack;
using namespace quizpack::preview;
using quizpack::test::read_file;
using quizpack::test::scratch_bank;
using quizpack::test::write_file;

namespace fs = std::filesystem;

namespace {

const std::string kToken(64, 'b');

// A connection to 127.0.0.1:port, closed when it goes.
class Connection {
 public:
  explicit Connection(int port) : fd_(socket(AF_INET, SOCK_STREAM, 0)) {
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    REQUIRE(connect(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  }
  ~Connection() { close(fd_); }
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  void send_text(const std::string& text) const {
    std::size_t sent = 0;
    while (sent < text.size()) {
      const ssize_t n = ::send(fd_, text.data() + sent, text.size() - sent, MSG_NOSIGNAL);
      if (n <= 0) return;  // the server may close early on a refused request
      sent += static_cast<std::size_t>(n);
    }
  }

  // What arrives until `done(received)` holds, the peer closes, or `timeout` passes.
  std::string receive(const std::function<bool(const std::string&)>& done, std::chrono::milliseconds timeout) const {
    std::string received;
    const auto end = std::chrono::steady_clock::now() + timeout;
    char buffer[4096];
    while (!done(received) && std::chrono::steady_clock::now() < end) {
      pollfd p{fd_, POLLIN, 0};
      if (poll(&p, 1, 50) <= 0) continue;
      const ssize_t n = recv(fd_, buffer, sizeof buffer, 0);
      if (n <= 0) break;
      received.append(buffer, static_cast<std::size_t>(n));
    }
    return received;
  }

 private:
  int fd_;
};

// The status code of one request sent as raw bytes.
int status_of(int port, const std::string& raw) {
  Connection c(port);
  c.send_text(raw);
  const std::string answer =
      c.receive([](const std::string& r) { return r.find("\r\n\r\n") != std::string::npos; }, std::chrono::seconds(5));
  if (!answer.starts_with("HTTP/1.1 ")) return 0;
  return std::stoi(answer.substr(9, 3));
}

std::string get(const std::string& path, const std::string& host) {
  return "GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n";
}

std::string post(int port, const std::string& body, const std::string& token, const std::string& origin) {
  return "POST /bank/0/review HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
         "\r\nConnection: close\r\nContent-Type: application/json\r\n" +
         (token.empty() ? "" : "X-Quizpack-Token: " + token + "\r\n") + "Origin: " + origin +
         "\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
}

struct Running {
  explicit Running(const fs::path& file) : site({file}, {}, kToken), server(site) {
    site.set_port(server.bind(0));
    server.start(std::chrono::milliseconds(100));
  }
  [[nodiscard]] std::string host() const { return "127.0.0.1:" + std::to_string(site.port()); }
  PreviewSite site;
  PreviewServer server;
};

}  // namespace

TEST_CASE("over sockets: the page is served, and a foreign Host, ../ paths and writes without token are refused") {
  const fs::path file = scratch_bank("examples/every-kind", "sockets");
  Running run(file);
  const int port = run.site.port();
  CHECK(status_of(port, get("/", run.host())) == 200);
  CHECK(status_of(port, get("/bank/0/data.json", "localhost:" + std::to_string(port))) == 200);
  CHECK(status_of(port, get("/", "attacker.example:" + std::to_string(port))) == 421);
  CHECK(status_of(port, get("/bank/0/events", "attacker.example")) == 421);
  CHECK(status_of(port, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n") == 421);
  for (const std::string path :
       {"/../../../../etc/passwd", "/bank/0/assets/../quiz.json", "/bank/0/assets/%2e%2e/quiz.json",
        "/bank/0/assets/..%2fquiz.json", "/player/%2e%2e/%2e%2e/CMakeLists.txt", "/bank/0/assets/media/"}) {
    INFO(path);
    const int status = status_of(port, get(path, run.host()));
    CHECK(status >= 400);
    CHECK(status != 0);
  }
  const std::string body =
      nlohmann::json{
          {"pointer", "/questions/0/stem"}, {"language", "ja"}, {"version", content_version(read_file(file))}}
          .dump();
  const std::string before = read_file(file);
  CHECK(status_of(port, post(port, body, "", "http://" + run.host())) == 403);
  CHECK(status_of(port, post(port, body, kToken, "http://evil.example")) == 403);
  CHECK(status_of(port, post(port, std::string(100000, ' '), kToken, "http://" + run.host())) == 413);
  CHECK(read_file(file) == before);
  CHECK(status_of(port, post(port, body, kToken, "http://" + run.host())) == 200);
  CHECK(read_file(file) != before);
}

TEST_CASE("over sockets: a saved change reaches the page's event stream within a second") {
  const fs::path file = scratch_bank("examples/one-meaning", "events");
  Running run(file);
  Connection events(run.site.port());
  events.send_text(get("/bank/0/events", run.host()));
  const std::string hello = events.receive(
      [](const std::string& r) { return r.find("event: hello") != std::string::npos; }, std::chrono::seconds(5));
  REQUIRE(hello.find("text/event-stream") != std::string::npos);
  REQUIRE(hello.find("event: hello") != std::string::npos);
  const auto saved = std::chrono::steady_clock::now();
  write_file(file, read_file(file) + "\n");
  const std::string change = events.receive(
      [](const std::string& r) { return r.find("event: change") != std::string::npos; }, std::chrono::seconds(5));
  CHECK(change.find("event: change") != std::string::npos);
  CHECK(std::chrono::steady_clock::now() - saved < std::chrono::seconds(1));
}

TEST_CASE("over sockets: stopping ends open event streams and closes the port") {
  const fs::path file = scratch_bank("examples/one-meaning", "stop");
  auto run = std::make_unique<Running>(file);
  const int port = run->site.port();
  Connection events(port);
  events.send_text(get("/bank/0/events", run->host()));
  events.receive([](const std::string& r) { return r.find("event: hello") != std::string::npos; },
                 std::chrono::seconds(5));
  const auto start = std::chrono::steady_clock::now();
  run.reset();
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(3));
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  CHECK(connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0);
  close(fd);
}
