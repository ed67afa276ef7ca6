// Fuzz target: arbitrary bytes as CommonMark through the parser, the HTML renderer and plain text.
#include <cstddef>
#include <cstdint>
#include <string>

#include "support/html_checks.hpp"
#include "text/html.hpp"
#include "text/markdown.hpp"
#include "text/plain_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace quizpack;
  const std::string source(reinterpret_cast<const char*>(data), size);
  const RichText text = parse_markdown(source);
  fuzz::check_rendered_html(render_html(text));
  HtmlOptions options;
  options.unwrap_single_paragraph = true;
  options.image_url = [](const std::string& src) { return "media/" + src; };
  fuzz::check_rendered_html(render_html(text, options));
  (void)plain_text(text);
  (void)is_plain(text);
  (void)image_paths(text);
  return 0;
}
