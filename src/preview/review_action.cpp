// The page's review action: a needs-review text marked reviewed (state "translated") in the bank file itself.
#include "preview/review_action.hpp"

#include <nlohmann/json.hpp>

#include "load/bank_edit.hpp"
#include "load/bank_files.hpp"
#include "load/json_positions.hpp"
#include "package/atomic_file.hpp"
#include "preview/bank_view.hpp"

namespace quizpack::preview {
namespace {

std::optional<std::string> read_bank(const std::filesystem::path& file, const LoadLimits& limits) {
  LoadResult ignored;
  return read_bank_file(file, file.string(), limits, ignored);
}

// Why the entry at `pointer`/`language` of the bank text cannot be marked reviewed, or "".
std::string entry_problem(const std::string& bytes, const ReviewRequest& request) {
  const auto document = nlohmann::json::parse(bytes, nullptr, false);
  if (document.is_discarded()) return "the bank does not parse";
  try {
    const nlohmann::json::json_pointer at(request.pointer + "/" + pointer_token(request.language));
    if (!document.contains(at)) return "there is no \"" + request.language + "\" text at " + request.pointer;
    const auto& entry = document.at(at);
    if (!entry.is_object() || !entry.contains("text") || !entry["text"].is_string())
      return request.pointer + " is not a text";
    if (entry.value("state", "") != "needs-review") return "the text does not need review";
  } catch (const nlohmann::json::exception&) {
    return "\"" + request.pointer + "\" is not a JSON pointer";
  }
  return "";
}

}  // namespace

std::optional<ReviewRequest> parse_review_request(const std::string& body) {
  const auto json = nlohmann::json::parse(body, nullptr, false);
  if (!json.is_object()) return std::nullopt;
  ReviewRequest r;
  for (auto [key, field] : {std::pair{"pointer", &r.pointer}, {"language", &r.language}, {"version", &r.version}}) {
    const auto value = json.find(key);
    if (value == json.end() || !value->is_string()) return std::nullopt;
    *field = value->get<std::string>();
  }
  if (!r.pointer.starts_with("/") || r.language.empty()) return std::nullopt;
  return r;
}

HttpResponse mark_reviewed(const std::filesystem::path& file, const ReviewRequest& request, const LoadLimits& limits) {
  const std::optional<std::string> before = read_bank(file, limits);
  if (!before) return text_response(409, "the bank file cannot be read");
  if (content_version(*before) != request.version)
    return text_response(409, "the bank file changed since the page showed it: nothing was written; the page reloads");
  if (const std::string problem = entry_problem(*before, request); !problem.empty())
    return text_response(409, problem + ": nothing was written");
  const std::string after = set_text_state(*before, request.pointer, request.language, TranslationState::Translated);
  const LoadResult check = load_bank_text(after, file.string(), std::filesystem::absolute(file).parent_path(), limits);
  if (check.has_errors()) return text_response(409, "the bank would not load after the change: nothing was written");
  if (read_bank(file, limits) != before)
    return text_response(409, "the bank file changed meanwhile: nothing was written; the page reloads");
  write_file_atomically(file, after);
  HttpResponse r;
  r.content_type = "application/json";
  r.body = nlohmann::json{{"version", content_version(after)}}.dump();
  return r;
}

}  // namespace quizpack::preview
