// Test-only: a small quiz in en/ja/hi with an image, and a stand-in list of player files.
#pragma once

#include <string>
#include <vector>

#include "export/output_file.hpp"
#include "model/quiz.hpp"

namespace quizpack::test {

// Title, description, version 1.2.0, passing score 0.75, one single-choice question whose stem shows
// media/loss scale.png (a space in the path, so hrefs need escaping).
Quiz scorm_fixture_quiz();

// Files shaped like the player's: launch page, a script, a stylesheet and the quiz's image.
std::vector<OutputFile> fake_player_files();

// The href of every <file> in a manifest, in document order.
std::vector<std::string> listed_file_hrefs(const std::string& manifest_xml);

// True when `text` is an NCName (an xs:ID is one), ASCII letters only.
bool is_ncname(const std::string& text);

}  // namespace quizpack::test
