// The two halves of `quizpack xliff`: extract texts for translators, merge their translations back.
#pragma once

#include <string>
#include <vector>

#include "load/load_bank.hpp"

namespace quizpack::cli {

struct XliffExtractOptions {
  std::vector<std::string> paths;
  std::vector<std::string> languages;
  bool all = false;
  bool pseudo = false;
  std::string out = "xliff";
  LoadLimits limits;
};

struct XliffMergeOptions {
  std::vector<std::string> files;
  std::string bank;  // empty: each file's <file original>
  LoadLimits limits;
};

int run_xliff_extract(const XliffExtractOptions& o);
int run_xliff_merge(const XliffMergeOptions& o);

}  // namespace quizpack::cli
