// Formulas taken out of a Markdown source before cmark reads it (which would eat their backslashes) and put back
// into the tree it builds.
#pragma once

#include <string>
#include <vector>

#include "model/rich_text.hpp"

namespace quizpack {

class FormulaSlots {
 public:
  // `source` with each formula (and each character that looks like a slot) replaced by one private-use character.
  std::string take_out(const std::string& source, bool blocks);
  // Puts the formulas back into `blocks` as Formula inlines (as written, inside code, links' URLs and alt texts).
  void put_back(Blocks& blocks) const;

 private:
  struct Slot {
    std::string written;
    bool is_formula = false;
    Formula formula;
  };
  std::vector<Slot> slots_;

  void put_back(Inlines& inlines) const;
  void put_back(std::string& text) const;
  void split(const std::string& text, Inlines& out) const;
};

}  // namespace quizpack
