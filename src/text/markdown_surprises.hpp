// What CommonMark silently changes in a text that its author most likely meant literally.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace quizpack {

struct MarkdownSurprise {
  std::string written;  // as in the source, e.g. "\," or "&lt;"
  std::string shown;    // as a learner sees it, e.g. "," or "<"
  bool entity = false;  // an entity reference, else a backslash escape
};

// Backslashes before punctuation that has no Markdown meaning anywhere (",", "~", ":", ...), which CommonMark
// drops, and entity references it decodes; code spans and code blocks are left out (they keep both).
std::vector<MarkdownSurprise> markdown_surprises(std::string_view source);

}  // namespace quizpack
