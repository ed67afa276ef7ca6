// An HTTP request and response as plain values, so the preview's routing and checks run without sockets.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace quizpack::preview {

struct HttpRequest {
  std::string method;                                        // GET, POST, ...
  std::string path;                                          // percent-decoded, without the query
  std::vector<std::pair<std::string, std::string>> headers;  // as received
  std::string body;
  std::string remote_address;  // the peer's IP address

  // The first header named `name` (any case), or "".
  [[nodiscard]] std::string header(std::string_view name) const;
};

struct HttpResponse {
  int status = 200;
  std::string content_type = "text/plain; charset=utf-8";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  // besides Content-Type and the common security headers
};

// A plain-text response with `status`.
HttpResponse text_response(int status, std::string message);

}  // namespace quizpack::preview
