// An HTTP request and response as plain values, so the preview's routing and checks run without sockets.
#include "preview/http_message.hpp"

#include <algorithm>
#include <cctype>

namespace quizpack::preview {

std::string HttpRequest::header(std::string_view name) const {
  const auto same = [&](const std::string& key) {
    return key.size() == name.size() && std::equal(key.begin(), key.end(), name.begin(), [](char a, char b) {
             return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
           });
  };
  for (const auto& [key, value] : headers)
    if (same(key)) return value;
  return "";
}

HttpResponse text_response(int status, std::string message) {
  HttpResponse r;
  r.status = status;
  r.body = std::move(message) + "\n";
  return r;
}

}  // namespace quizpack::preview
