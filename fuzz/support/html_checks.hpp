// Checks rendered rich text: well-formed, only the elements and attributes the renderer may write, safe links.
#pragma once

#include <string>

namespace quizpack::fuzz {

// `html` (render_html's output) must parse as XML content, use only the renderer's elements and
// attributes, and hold no link a browser would open with a scheme other than http, https or mailto.
// Any failure is a finding().
void check_rendered_html(const std::string& html);

}  // namespace quizpack::fuzz
