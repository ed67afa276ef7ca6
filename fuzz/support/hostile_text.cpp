// Random texts for generated banks, assembled from fragments that are hard to escape or to round-trip.
#include "support/hostile_text.hpp"

#include "support/bank_folder.hpp"

namespace quizpack::fuzz {
namespace {

// Inline fragments: escaping hazards of XML, HTML, GIFT, CDATA and markdown, and non-Latin scripts.
const char* const kInline[] = {
    "word",
    "two words",
    "]]>",
    "<![CDATA[x]]>",
    "{",
    "}",
    "~",
    "=",
    "#",
    ":",
    "::name::",
    "\\",
    "\\{",
    "->",
    "%50%",
    "$CATEGORY: x",
    "// not a comment",
    "[html]",
    "[markdown]",
    "<b>bold?</b>",
    "<script>alert(1)</script>",
    "&amp;",
    "&#x41;",
    "&nbsp;",
    "\"quoted\"",
    "'single'",
    "`code ]]> {=~}`",
    "``a ` b``",
    "*emphasis*",
    "**strong**",
    "_under_",
    "***both***",
    "[link](https://example.org/?a=1&b=<2>)",
    "[bad](javascript:alert(1))",
    "[mail](mailto:a@example.org)",
    "[rel](../guide.html#part \"title's\")",
    "<https://example.org>",
    "\xd9\x85\xd8\xb1\xd8\xad\xd8\xa8\xd8\xa7",                      // Arabic
    "\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d",                              // Hebrew
    "\xe6\xb7\xb7\xe5\x90\x88\xe7\xb2\xbe\xe5\xba\xa6",              // Japanese
    "\xe0\xa4\xb9\xe0\xa4\xbf\xe0\xa4\x82\xe0\xa4\xa6\xe0\xa5\x80",  // Hindi
    "e\xcc\x81\xcc\xa7",                                             // combining marks
    "\xe2\x80\x8f\xe2\x80\xae",                                      // RLM, RLO
    "\xe2\x80\x8d\xf0\x9f\x91\xa9\xe2\x80\x8d\xf0\x9f\x92\xbb",      // ZWJ sequence
    "\xef\xbb\xbf",                                                  // BOM inside a text
    "\xc2\xa0",                                                      // no-break space
    "\t",
    "1e999",
    "-0.5",
    "  ",
    "\\*not emphasis\\*",
    "a  \nb",
    "line\nbreak",
};

// Block fragments, written on their own lines.
const char* const kBlock[] = {
    "# Heading {x}",
    "###### h6 ~",
    "- item one\n- item ]]>",
    "1. first\n2. second",
    "7) seventh",
    "> quoted = text",
    "```\ncode {~=} ]]>\n```",
    "    indented code",
    "---",
    "* * *",
    "<div>raw block</div>",
    "- nested\n  - deeper\n    - deepest",
    "| a | b |\n|---|---|",
};

}  // namespace

std::string hostile_markdown(ByteSource& bytes, const std::string& tag) {
  std::string text;
  const std::size_t parts = bytes.between(1, 5);
  for (std::size_t i = 0; i < parts; ++i) {
    switch (bytes.below(8)) {
      case 0:
        if (!text.empty()) text += "\n\n";
        text += bytes.pick(kBlock);
        text += "\n\n";
        break;
      case 1: {
        const auto& media = bank_media_paths();
        const std::string& path = media[bytes.below(media.size())];
        const bool needs_brackets = path.find(' ') != std::string::npos;
        text += "![alt ";
        text += bytes.pick(kInline);
        text += " x](";
        text += needs_brackets ? "<" + path + ">" : path;
        text += ")";
        break;
      }
      default:
        if (!text.empty() && bytes.flag()) text += ' ';
        text += bytes.pick(kInline);
    }
  }
  text += " w" + tag;
  return text;
}

std::string hostile_plain(ByteSource& bytes, const std::string& tag) {
  static const char* const kPlain[] = {
      "answer",
      "two words",
      "{",
      "}",
      "~",
      "=",
      "#",
      ":",
      "\\",
      "*",
      "%",
      "]]>",
      "<b>",
      "&amp;",
      "\"",
      "'",
      "\xd9\x85\xd8\xb1\xd8\xad\xd8\xa8\xd8\xa7",
      "\xe6\xb7\xb7\xe5\x90\x88",
      "e\xcc\x81",
      "CamelCase",
      "-1.5",
  };
  std::string text;
  const std::size_t parts = bytes.between(1, 4);
  for (std::size_t i = 0; i < parts; ++i) {
    if (!text.empty() && bytes.flag()) text += ' ';
    text += bytes.pick(kPlain);
  }
  text += " a" + tag;
  return text;
}

}  // namespace quizpack::fuzz
