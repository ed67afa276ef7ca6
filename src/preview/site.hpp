// The preview site without sockets: its banks (reloaded when their files change), its pages and routes, and the
// checks every request passes.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "preview/bank_view.hpp"
#include "preview/http_message.hpp"

namespace quizpack::preview {

class PreviewSite {
 public:
  // `files` are bank files (as load_banks finds them); `token` is the run's secret for changes.
  PreviewSite(std::vector<std::filesystem::path> files, LoadLimits limits, std::string token);

  // The port the server listens on: the Host header must name it.
  void set_port(int port) { port_ = port; }
  [[nodiscard]] int port() const { return port_; }
  [[nodiscard]] const std::string& token() const { return token_; }
  [[nodiscard]] std::size_t bank_count() const { return banks_.size(); }

  // Answers a request, checks first: every route but a bank's event stream.
  HttpResponse handle(const HttpRequest& request);

  // The bank whose event stream `request` asks for (GET /bank/N/events), once the request passed the checks;
  // otherwise nullopt and `refusal` says why, when it is refused.
  std::optional<std::size_t> event_stream(const HttpRequest& request, std::optional<HttpResponse>& refusal) const;

  // Reloads every bank whose file or images changed, once they look the same twice running (so that a file caught
  // half written is not shown); true when one was reloaded.
  bool refresh();

  // Reloads the bank now.
  void reload(std::size_t bank);

  // The bank's revision (counts reloads), after waiting until it differs from `seen`, stop() is called or
  // `timeout` passes.
  std::uint64_t wait_for_change(std::size_t bank, std::uint64_t seen, std::chrono::milliseconds timeout);

  // Wakes every waiter for good: the server is stopping.
  void stop();
  [[nodiscard]] bool stopped() const;
  // Waits `duration`, or less when stop() is called.
  void sleep_unless_stopped(std::chrono::milliseconds duration);

  // The bank as last loaded.
  [[nodiscard]] std::shared_ptr<const BankView> view(std::size_t bank) const;

 private:
  struct Bank {
    std::filesystem::path file;
    std::shared_ptr<const BankView> view;
    std::uint64_t fingerprint = 0;  // of the files the view was loaded from
    std::uint64_t last_look = 0;    // of the files at the last look
    std::uint64_t revision = 0;
  };

  void reload(std::size_t bank, std::uint64_t fingerprint);
  HttpResponse route(const HttpRequest& request);
  HttpResponse bank_route(std::size_t bank, const std::string& rest, const HttpRequest& request);
  HttpResponse review(std::size_t bank, const HttpRequest& request);
  static HttpResponse play(const BankView& shown, const std::string& path);
  [[nodiscard]] std::optional<std::size_t> bank_number(const std::string& text) const;

  LoadLimits limits_;
  std::string token_;
  int port_ = 0;
  std::vector<Bank> banks_;
  mutable std::mutex mutex_;  // guards banks_' views, fingerprints and revisions, and stopped_
  std::condition_variable changed_;
  std::mutex write_mutex_;  // one change to a bank file at a time
  bool stopped_ = false;
};

// The headers every answer carries: no sniffing, no caching, no referrer, no use by other sites or frames.
void add_common_headers(HttpResponse& response);

// The routes' pages, made from the banks' views.
std::string index_page(const std::vector<std::shared_ptr<const BankView>>& banks);
std::string bank_page(const BankView& view, std::size_t bank, const std::string& token);

}  // namespace quizpack::preview
