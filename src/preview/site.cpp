// The preview site without sockets: its banks (reloaded when their files change), its pages and routes, and the
// checks every request passes.
#include "preview/site.hpp"

#include <algorithm>

#include "embed/embedded_file.hpp"
#include "export/player/interface_catalogue.hpp"
#include "export/player/player_package.hpp"
#include "preview/access.hpp"
#include "preview/review_action.hpp"

namespace quizpack::preview {
namespace {

constexpr std::string_view kPageSecurity =
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; "
    "frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

std::string content_type(std::string_view path) {
  const auto ends = [&](std::string_view suffix) { return path.ends_with(suffix); };
  if (ends(".html")) return "text/html; charset=utf-8";
  if (ends(".js")) return "text/javascript; charset=utf-8";
  if (ends(".css")) return "text/css; charset=utf-8";
  if (ends(".json")) return "application/json";
  if (ends(".png")) return "image/png";
  if (ends(".jpg") || ends(".jpeg")) return "image/jpeg";
  if (ends(".gif")) return "image/gif";
  if (ends(".svg")) return "image/svg+xml";
  if (ends(".webp")) return "image/webp";
  return "application/octet-stream";
}

HttpResponse page(std::string html) {
  HttpResponse r;
  r.content_type = "text/html; charset=utf-8";
  r.body = std::move(html);
  r.headers.emplace_back("Content-Security-Policy", std::string(kPageSecurity));
  return r;
}

HttpResponse embedded(std::span<const EmbeddedFile> files, const std::string& name) {
  const auto segments = safe_segments(name);
  const EmbeddedFile* file = segments ? find_embedded(files, name) : nullptr;
  if (!file || name.ends_with(".html")) return text_response(404, "not found");
  HttpResponse r;
  r.content_type = content_type(name);
  r.body = std::string(file->data);
  return r;
}

HttpResponse script(std::string js) {
  HttpResponse r;
  r.content_type = content_type(".js");
  r.body = std::move(js);
  return r;
}

// Splits "/a/b/rest..." after `prefix`: the first segment and the rest.
std::pair<std::string, std::string> split_first(const std::string& path) {
  const std::size_t slash = path.find('/');
  if (slash == std::string::npos) return {path, ""};
  return {path.substr(0, slash), path.substr(slash + 1)};
}

}  // namespace

void add_common_headers(HttpResponse& r) {
  r.headers.emplace_back("X-Content-Type-Options", "nosniff");
  r.headers.emplace_back("Cache-Control", "no-store");
  r.headers.emplace_back("Referrer-Policy", "no-referrer");
  r.headers.emplace_back("Cross-Origin-Resource-Policy", "same-origin");
  r.headers.emplace_back("X-Frame-Options", "SAMEORIGIN");
}

PreviewSite::PreviewSite(std::vector<std::filesystem::path> files, LoadLimits limits, std::string token)
    : limits_(limits), token_(std::move(token)) {
  for (auto& file : files) {
    Bank bank;
    bank.fingerprint = bank_fingerprint(file);
    bank.last_look = bank.fingerprint;
    bank.view = load_bank_view(file, limits_);
    bank.file = std::move(file);
    banks_.push_back(std::move(bank));
  }
}

std::shared_ptr<const BankView> PreviewSite::view(std::size_t bank) const {
  const std::lock_guard lock(mutex_);
  return banks_.at(bank).view;
}

bool PreviewSite::refresh() {
  bool any = false;
  for (std::size_t i = 0; i < banks_.size(); ++i) {
    const std::uint64_t now = bank_fingerprint(banks_[i].file);
    {
      const std::lock_guard lock(mutex_);
      const bool settled = now == banks_[i].last_look;
      banks_[i].last_look = now;
      if (now == banks_[i].fingerprint || !settled) continue;
    }
    reload(i, now);
    any = true;
  }
  return any;
}

void PreviewSite::reload(std::size_t bank) { reload(bank, bank_fingerprint(banks_.at(bank).file)); }

void PreviewSite::reload(std::size_t bank, std::uint64_t fingerprint) {
  auto fresh = load_bank_view(banks_.at(bank).file, limits_);
  {
    const std::lock_guard lock(mutex_);
    banks_[bank].fingerprint = fingerprint;
    banks_[bank].last_look = fingerprint;
    banks_[bank].view = std::move(fresh);
    ++banks_[bank].revision;
  }
  changed_.notify_all();
}

std::uint64_t PreviewSite::wait_for_change(std::size_t bank, std::uint64_t seen, std::chrono::milliseconds timeout) {
  std::unique_lock lock(mutex_);
  changed_.wait_for(lock, timeout, [&] { return stopped_ || banks_.at(bank).revision != seen; });
  return banks_.at(bank).revision;
}

void PreviewSite::stop() {
  {
    const std::lock_guard lock(mutex_);
    stopped_ = true;
  }
  changed_.notify_all();
}

void PreviewSite::sleep_unless_stopped(std::chrono::milliseconds duration) {
  std::unique_lock lock(mutex_);
  changed_.wait_for(lock, duration, [&] { return stopped_; });
}

bool PreviewSite::stopped() const {
  const std::lock_guard lock(mutex_);
  return stopped_;
}

std::optional<std::size_t> PreviewSite::bank_number(const std::string& text) const {
  if (text.empty() || text.size() > 6 || !std::all_of(text.begin(), text.end(), ::isdigit)) return std::nullopt;
  const std::size_t n = std::stoul(text);
  if (n >= banks_.size()) return std::nullopt;
  return n;
}

std::optional<std::size_t> PreviewSite::event_stream(const HttpRequest& request,
                                                     std::optional<HttpResponse>& refusal) const {
  if (!request.path.starts_with("/bank/") || !request.path.ends_with("/events")) return std::nullopt;
  refusal = refuse_request(request, port_);
  if (refusal) return std::nullopt;
  const std::string middle = request.path.substr(6, request.path.size() - 6 - 7);
  const auto bank = bank_number(middle);
  if (!bank || request.method != "GET") refusal = text_response(404, "not found");
  return bank;
}

HttpResponse PreviewSite::handle(const HttpRequest& request) {
  HttpResponse r = [&] {
    if (auto refused = refuse_request(request, port_)) return *refused;
    if (request.method != "GET" && request.method != "POST") return text_response(405, "method not allowed");
    return route(request);
  }();
  add_common_headers(r);
  return r;
}

HttpResponse PreviewSite::route(const HttpRequest& request) {
  const std::string& path = request.path;
  if (request.method == "POST") {
    if (path.starts_with("/bank/") && path.ends_with("/review"))
      if (const auto bank = bank_number(path.substr(6, path.size() - 6 - 7))) return review(*bank, request);
    return text_response(404, "not found");
  }
  if (path == "/") {
    std::vector<std::shared_ptr<const BankView>> views;
    for (std::size_t i = 0; i < banks_.size(); ++i) views.push_back(view(i));
    return page(index_page(views));
  }
  if (path == "/player/strings-data.js") return script(interface_strings_script(catalogue_languages()));
  if (path.starts_with("/player/")) return embedded(player_files(), path.substr(8));
  if (path.starts_with("/preview/")) return embedded(preview_files(), path.substr(9));
  if (path.starts_with("/bank/")) {
    const auto [number, rest] = split_first(path.substr(6));
    if (const auto bank = bank_number(number)) {
      if (path.size() == 6 + number.size()) {
        HttpResponse moved = text_response(301, "moved");
        moved.headers.emplace_back("Location", path + "/");
        return moved;
      }
      return bank_route(*bank, rest, request);
    }
  }
  return text_response(404, "not found");
}

HttpResponse PreviewSite::bank_route(std::size_t bank, const std::string& rest, const HttpRequest&) {
  const auto shown = view(bank);
  if (rest.empty()) return page(bank_page(*shown, bank, token_));
  if (rest == "data.json") {
    HttpResponse r;
    r.content_type = "application/json";
    r.body = shown->page_data;
    return r;
  }
  const auto [head, tail] = split_first(rest);
  if (!shown->quiz) return text_response(404, "the bank does not load");
  if (head == "assets" && safe_segments(tail)) {
    const MediaFile* media = find_media(*shown->quiz, tail);
    if (!media) return text_response(404, "not found");
    HttpResponse r;
    r.content_type = media->mime;
    r.body = media->bytes;
    r.headers.emplace_back("Content-Security-Policy", "sandbox; default-src 'none'; style-src 'unsafe-inline'");
    return r;
  }
  if (head == "play") return play(*shown, tail);
  return text_response(404, "not found");
}

HttpResponse PreviewSite::play(const BankView& shown, const std::string& path) {
  const auto [lang, file] = split_first(path);
  const auto& languages = shown.quiz->languages;
  if (std::find(languages.begin(), languages.end(), lang) == languages.end()) return text_response(404, "not found");
  const std::string name = file.empty() ? "index.html" : file;
  if (!safe_segments(name)) return text_response(404, "not found");
  // only the requested file is made: a large bank's questions come in many chunk scripts
  for (auto& f : player_package_files(*shown.quiz, lang, ScormVersion::V2004, DataScript::Deferred))
    if (f.path == name) {
      make_bytes(f);
      HttpResponse r;
      r.content_type = content_type(name);
      r.body = std::move(f.bytes);
      if (name == "index.html") r.headers.emplace_back("Content-Security-Policy", "frame-ancestors 'self'");
      return r;
    }
  return text_response(404, "not found");
}

HttpResponse PreviewSite::review(std::size_t bank, const HttpRequest& request) {
  if (auto refused = refuse_write(request, token_)) return *refused;
  const auto parsed = parse_review_request(request.body);
  if (!parsed) return text_response(400, "a review action names {\"pointer\", \"language\", \"version\"}");
  const std::lock_guard lock(write_mutex_);
  HttpResponse r = mark_reviewed(banks_.at(bank).file, *parsed, limits_);
  if (r.status == 200) reload(bank);
  return r;
}

}  // namespace quizpack::preview
