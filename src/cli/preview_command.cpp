// `quizpack preview [PATH...] [--port N] [--open]`: a local page showing every bank as learners see it, live.
#include <spawn.h>
#include <sys/wait.h>

#include <iostream>
#include <thread>

#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/interrupts.hpp"
#include "load/bank_files.hpp"
#include "preview/access.hpp"
#include "preview/http_server.hpp"

extern char** environ;

namespace quizpack::cli {
namespace {

// How often bank files are looked at: a saved change shows within about this, plus the page's reload.
constexpr std::chrono::milliseconds kWatchInterval{100};
constexpr std::chrono::milliseconds kSignalPoll{50};

// Opens `url` in the desktop's browser (xdg-open); says so when it cannot.
void open_browser(const std::string& url) {
  const char* argv[] = {"xdg-open", url.c_str(), nullptr};
  pid_t pid = 0;
  if (posix_spawnp(&pid, "xdg-open", nullptr, nullptr, const_cast<char* const*>(argv), environ) != 0)
    std::cerr << "quizpack: could not start xdg-open; open " << url << " in a browser\n";
}

}  // namespace

std::function<int()> add_preview_command(CLI::App& app) {
  struct Options : BankOptions {
    int port = 8470;
    bool open = false;
  };
  auto o = std::make_shared<Options>();
  add_bank_command(app, "preview",
                   "Serve a live page of every bank on 127.0.0.1: each question in every language, as learners see it",
                   *o, [&](CLI::App& c) {
                     c.add_option("--port", o->port,
                                  "Port on 127.0.0.1 (default 8470); another one is chosen when 0 or taken")
                         ->type_name("N")
                         ->check(CLI::Range(0, 65535));
                     c.add_flag("--open", o->open, "Open the page in the desktop's browser");
                   });

  return [o] {
    LoadResult found;
    const std::vector<std::filesystem::path> files = find_bank_files(bank_paths(o->paths, "preview"), found);
    std::cerr << format_diagnostics(found.diagnostics, DiagnosticStyle::Text);
    if (found.io_errors > 0) return kExitUsage;
    if (files.empty()) {
      std::cerr << "quizpack: no bank (quiz.json) found to preview\n";
      return kExitUsage;
    }
    const std::atomic<int>& interrupted = watch_interrupts();
    preview::PreviewSite site(files, o->limits, preview::new_token());
    preview::PreviewServer server(site);
    site.set_port(server.bind(o->port));
    server.start(kWatchInterval);
    const std::string url = "http://127.0.0.1:" + std::to_string(site.port()) + "/";
    std::cout << "quizpack preview: " << url << " (" << files.size() << (files.size() == 1 ? " bank" : " banks")
              << "; Ctrl-C stops)" << std::endl;
    if (o->open) open_browser(url);
    while (interrupted.load() == 0) std::this_thread::sleep_for(kSignalPoll);
    server.stop();
    std::cerr << "quizpack: preview stopped\n";
    return kExitOk;
  };
}

}  // namespace quizpack::cli
