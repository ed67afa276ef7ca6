// The table of export formats.
#include "export/formats.hpp"

namespace quizpack {

const std::vector<Format>& formats() {
  static const std::vector<Format> table = {
  };
  return table;
}

const Format* find_format(const std::string& name) {
  for (const auto& f : formats())
    if (f.name == name) return &f;
  return nullptr;
}

}  // namespace quizpack
