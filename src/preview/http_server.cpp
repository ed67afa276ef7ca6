// The preview's HTTP server on 127.0.0.1 (cpp-httplib, used nowhere else): the site's routes, each bank's event
// stream, and a thread that reloads banks when their files change.
#include "preview/http_server.hpp"

#include <httplib.h>
#include <sys/socket.h>

#include <stdexcept>
#include <thread>

#include "preview/access.hpp"

namespace quizpack::preview {
namespace {

// Threads answering requests; each open event stream holds one.
constexpr std::size_t kThreads = 24;
// How long an event stream waits before it sends a comment, to notice a page that went away.
constexpr std::chrono::seconds kStreamPing{10};
constexpr std::chrono::milliseconds kStartPoll{1};

HttpRequest plain_request(const httplib::Request& req) {
  HttpRequest out;
  out.method = req.method;
  out.path = req.path;
  for (const auto& [key, value] : req.headers) out.headers.emplace_back(key, value);
  out.body = req.body;
  out.remote_address = req.remote_addr;
  return out;
}

void send(const HttpResponse& response, httplib::Response& res) {
  res.status = response.status;
  for (const auto& [key, value] : response.headers) res.set_header(key, value);
  res.set_content(response.body, response.content_type);
}

// SO_REUSEADDR only: without SO_REUSEPORT (httplib's default sets it), a port another run holds counts as taken.
void socket_options(int sock) {
  int yes = 1;
  setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
}

}  // namespace

struct PreviewServer::Impl {
  PreviewSite& site;
  httplib::Server server;
  std::thread listener;
  std::thread watcher;

  explicit Impl(PreviewSite& s) : site(s) {
    server.new_task_queue = [] { return new httplib::ThreadPool(kThreads); };
    server.set_socket_options(socket_options);
    server.set_payload_max_length(kMaxRequestBody);
    server.set_tcp_nodelay(true);
    server.set_keep_alive_timeout(1);
    server.set_read_timeout(5);
    server.set_exception_handler([](const httplib::Request&, httplib::Response& res, const std::exception_ptr&) {
      send(text_response(500, "the preview failed on this request"), res);
    });
    const auto answer = [this](const httplib::Request& req, httplib::Response& res) { respond(req, res); };
    server.Get(".*", answer);
    server.Post(".*", answer);
    server.Put(".*", answer);
    server.Patch(".*", answer);
    server.Delete(".*", answer);
    server.Options(".*", answer);
  }

  void respond(const httplib::Request& req, httplib::Response& res) {
    // Compressing for a peer on the same computer only costs time (brotli took 200 ms for a bank's 50 KB of data):
    // without Accept-Encoding, httplib sends the body as it is. The request is httplib's own non-const object.
    const_cast<httplib::Request&>(req).headers.erase("Accept-Encoding");
    const HttpRequest request = plain_request(req);
    std::optional<HttpResponse> refusal;
    if (const auto bank = site.event_stream(request, refusal)) return stream(*bank, res);
    if (refusal) {
      add_common_headers(*refusal);
      return send(*refusal, res);
    }
    send(site.handle(request), res);
  }

  // The bank's server-sent events: "hello" with its revision, then "change" each time it is reloaded.
  void stream(std::size_t bank, httplib::Response& res) {
    HttpResponse headers;
    add_common_headers(headers);
    for (const auto& [key, value] : headers.headers) res.set_header(key, value);
    auto seen = std::make_shared<std::optional<std::uint64_t>>();
    res.set_chunked_content_provider("text/event-stream", [this, bank, seen](std::size_t, httplib::DataSink& sink) {
      if (site.stopped()) return false;
      std::string event;
      if (!*seen) {
        *seen = site.wait_for_change(bank, ~std::uint64_t{0}, std::chrono::milliseconds(0));
        event = "retry: 500\nevent: hello\ndata: " + std::to_string(**seen) + "\n\n";
      } else {
        const std::uint64_t now = site.wait_for_change(bank, **seen, kStreamPing);
        if (site.stopped()) return false;
        event = now != **seen ? "event: change\ndata: " + std::to_string(now) + "\n\n" : ": ping\n\n";
        *seen = now;
      }
      return sink.write(event.data(), event.size());
    });
  }
};

PreviewServer::PreviewServer(PreviewSite& site) : impl_(std::make_unique<Impl>(site)) {}

PreviewServer::~PreviewServer() { stop(); }

int PreviewServer::bind(int port) {
  if (port > 0 && impl_->server.bind_to_port("127.0.0.1", port)) return port;
  const int chosen = impl_->server.bind_to_any_port("127.0.0.1");
  if (chosen <= 0) throw std::runtime_error("cannot listen on 127.0.0.1");
  return chosen;
}

void PreviewServer::start(std::chrono::milliseconds interval) {
  impl_->listener = std::thread([this] { impl_->server.listen_after_bind(); });
  // stop() before the listener runs would not stop it
  for (int i = 0; i < 5000 && !impl_->server.is_running(); ++i) std::this_thread::sleep_for(kStartPoll);
  impl_->watcher = std::thread([this, interval] {
    while (!impl_->site.stopped()) {
      impl_->site.refresh();
      impl_->site.sleep_unless_stopped(interval);
    }
  });
}

void PreviewServer::stop() {
  if (!impl_) return;
  impl_->site.stop();
  impl_->server.stop();
  if (impl_->listener.joinable()) impl_->listener.join();
  if (impl_->watcher.joinable()) impl_->watcher.join();
}

}  // namespace quizpack::preview
