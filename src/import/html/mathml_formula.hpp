// A <math> element read back as the TeX formula it was made from, when its alttext converts to the same tree.
#pragma once

#include <libxml/tree.h>

#include <optional>
#include <string>

namespace quizpack {

// `\(tex\)` (or `\[tex\]` for display="block") when `math`'s alttext is TeX that quizpack converts to exactly
// `math`'s elements, attributes and texts; nothing otherwise.
std::optional<std::string> formula_from_mathml(const xmlNode* math);

}  // namespace quizpack
