// The rules of a local preview server: loopback peers, the served Host only, writes with the run's token from the
// same origin, and request paths that cannot leave what is served.
#include "preview/access.hpp"

#include <arpa/inet.h>
#include <algorithm>
#include <cctype>
#include <random>

namespace quizpack::preview {
namespace {

std::string lowercase(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

// Compares without stopping at the first difference, so the time taken tells nothing about the token.
bool same_secret(std::string_view given, std::string_view secret) {
  if (secret.empty() || given.size() != secret.size()) return false;
  unsigned char differ = 0;
  for (std::size_t i = 0; i < given.size(); ++i) differ |= static_cast<unsigned char>(given[i] ^ secret[i]);
  return differ == 0;
}

}  // namespace

bool is_loopback_address(std::string_view address) {
  std::string text(address);
  if (text.rfind("::ffff:", 0) == 0) text = text.substr(7);
  in_addr v4{};
  if (inet_pton(AF_INET, text.c_str(), &v4) == 1) return (ntohl(v4.s_addr) >> 24) == 127;
  in6_addr v6{};
  return inet_pton(AF_INET6, text.c_str(), &v6) == 1 && IN6_IS_ADDR_LOOPBACK(&v6);
}

bool is_served_host(std::string_view host, int port) {
  const std::string h = lowercase(host);
  const std::string suffix = ":" + std::to_string(port);
  return h == "127.0.0.1" + suffix || h == "localhost" + suffix;
}

std::optional<HttpResponse> refuse_request(const HttpRequest& request, int port) {
  if (!is_loopback_address(request.remote_address)) return text_response(403, "only this computer may connect");
  if (!is_served_host(request.header("Host"), port))
    return text_response(421, "this server answers only to 127.0.0.1:" + std::to_string(port) +
                                  " and localhost:" + std::to_string(port));
  if (request.body.size() > kMaxRequestBody) return text_response(413, "request too large");
  return std::nullopt;
}

std::optional<HttpResponse> refuse_write(const HttpRequest& request, const std::string& token) {
  if (!same_secret(request.header("X-Quizpack-Token"), token))
    return text_response(403, "a change needs the token of this preview run: reload the page");
  if (request.header("Origin") != "http://" + lowercase(request.header("Host")))
    return text_response(403, "a change must come from the preview's own page");
  if (const std::string site = request.header("Sec-Fetch-Site"); !site.empty() && site != "same-origin")
    return text_response(403, "a change must come from the preview's own page");
  if (lowercase(request.header("Content-Type")).rfind("application/json", 0) != 0)
    return text_response(415, "a change is sent as JSON");
  return std::nullopt;
}

std::optional<std::vector<std::string>> safe_segments(std::string_view relative) {
  if (relative.empty() || relative.front() == '/') return std::nullopt;
  std::vector<std::string> out;
  std::size_t from = 0;
  while (from <= relative.size()) {
    std::size_t slash = relative.find('/', from);
    if (slash == std::string_view::npos) slash = relative.size();
    const std::string_view segment = relative.substr(from, slash - from);
    if (segment.empty() || segment == "." || segment == "..") return std::nullopt;
    for (const char c : segment)
      if (c == '\\' || c == ':' || static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return std::nullopt;
    out.emplace_back(segment);
    from = slash + 1;
  }
  return out;
}

std::string new_token() {
  std::random_device source;
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  for (int i = 0; i < 8; ++i) {
    const unsigned int word = source();
    for (int shift = 0; shift < 32; shift += 8) {
      const auto byte = static_cast<unsigned char>(word >> shift);
      out += kDigits[byte >> 4];
      out += kDigits[byte & 15];
    }
  }
  return out;
}

}  // namespace quizpack::preview
