// The rules of a local preview server: loopback peers, the served Host only, writes with the run's token from the
// same origin, and request paths that cannot leave what is served.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "preview/http_message.hpp"

namespace quizpack::preview {

// The largest request body the server reads (a review action is a few hundred bytes).
inline constexpr std::size_t kMaxRequestBody = 16 * 1024;

// True for an IPv4 address in 127.0.0.0/8, ::1 and IPv4-mapped loopback addresses.
bool is_loopback_address(std::string_view address);

// True when `host` (a Host header) names this server: 127.0.0.1 or localhost (any case) with `port`.
bool is_served_host(std::string_view host, int port);

// Why a request may not be answered at all (a foreign peer or Host, an oversized body), or nullopt.
std::optional<HttpResponse> refuse_request(const HttpRequest& request, int port);

// Why a request may not change anything, or nullopt: it must carry the run's token (X-Quizpack-Token), come from
// this origin (Origin is http://<Host>, Sec-Fetch-Site same-origin when sent) and send JSON.
std::optional<HttpResponse> refuse_write(const HttpRequest& request, const std::string& token);

// The segments of a relative path under a served root, or nullopt for anything that could leave it or name
// something odd: empty, absolute, "." or ".." segments, empty segments, backslashes, colons, control characters.
std::optional<std::vector<std::string>> safe_segments(std::string_view relative);

// A new random token of 64 hexadecimal digits (256 bits), from the system's random source.
std::string new_token();

}  // namespace quizpack::preview
