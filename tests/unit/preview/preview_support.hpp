// Test-only: a scratch copy of a bundled bank, a preview site over it, and requests as a page would send them.
#pragma once

#include <filesystem>
#include <string>

#include "preview/site.hpp"

namespace quizpack::test {

// A scratch copy of the bundled bank folder `relative` (e.g. examples/every-kind); returns its quiz.json.
std::filesystem::path scratch_bank(const std::string& relative, const std::string& name);

// A GET from 127.0.0.1 with the Host of `port`.
preview::HttpRequest local_get(const std::string& path, int port);

// A review action as the page sends it: token, Origin, Sec-Fetch-Site and JSON.
preview::HttpRequest review_post(int port, const std::string& token, const std::string& pointer,
                                 const std::string& language, const std::string& version);

std::string read_file(const std::filesystem::path& path);
void write_file(const std::filesystem::path& path, const std::string& bytes);

}  // namespace quizpack::test
