// The preview's HTTP server on 127.0.0.1 (cpp-httplib, used nowhere else): the site's routes, each bank's event
// stream, and a thread that reloads banks when their files change.
#pragma once

#include <chrono>
#include <memory>

#include "preview/site.hpp"

namespace quizpack::preview {

class PreviewServer {
 public:
  explicit PreviewServer(PreviewSite& site);
  ~PreviewServer();
  PreviewServer(const PreviewServer&) = delete;
  PreviewServer& operator=(const PreviewServer&) = delete;

  // Binds 127.0.0.1:`port`, or a free port when `port` is 0 or taken, and returns the port; throws when none can be
  // bound.
  int bind(int port);

  // Serves, and looks for changed bank files every `interval`, on threads of its own until stop().
  void start(std::chrono::milliseconds interval);

  // Stops serving: open event streams end, the listening socket closes; returns when every thread has ended.
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace quizpack::preview
