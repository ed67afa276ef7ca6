// The page's review action: a needs-review text marked reviewed (state "translated") in the bank file itself.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "load/load_bank.hpp"
#include "preview/http_message.hpp"

namespace quizpack::preview {

struct ReviewRequest {
  std::string pointer;   // the text, e.g. /questions/0/stem
  LanguageTag language;  // the entry to mark
  std::string version;   // the version of the file the page showed (content_version)
};

// The request in a page's JSON body {"pointer", "language", "version"}, or nullopt when it is not one.
std::optional<ReviewRequest> parse_review_request(const std::string& body);

// Rewrites the "state" of that entry from "needs-review" to "translated" and nothing else, atomically, as
// `xliff merge` writes a bank. Refused (409, nothing written) when the file is not the version the page showed,
// changes while being checked, the entry does not need review, or the bank would not load afterwards. Answers
// {"version"} with the file's new version.
HttpResponse mark_reviewed(const std::filesystem::path& file, const ReviewRequest& request, const LoadLimits& limits);

}  // namespace quizpack::preview
