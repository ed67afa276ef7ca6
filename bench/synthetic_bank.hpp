// Synthetic question banks for the benchmark: every kind in equal shares, several scripts, a few images.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace quizpack::bench {

struct BankSpec {
  std::size_t questions = 1000;
  std::size_t languages = 3;  // the first of en, ja, hi, ar, zh, fr, ru
  std::uint64_t seed = 0x5EED0F0B1A5Full;
};

struct BankFile {
  std::string path;  // relative to the bank's folder
  std::string bytes;
};

// quiz.json first, then the images it references.
struct SyntheticBank {
  std::string id;
  std::vector<BankFile> files;
};

// The most languages a synthetic bank can have.
std::size_t max_languages();

// The tags of the first `languages` languages.
std::vector<std::string> language_tags(std::size_t languages);

// Builds the bank of `spec`; the same spec always gives the same bytes. Throws std::invalid_argument on a bad spec.
SyntheticBank make_bank(const BankSpec& spec);

// Writes the bank's files under `folder` (created if needed) and returns the path of its quiz.json.
std::filesystem::path write_bank(const SyntheticBank& bank, const std::filesystem::path& folder);

}  // namespace quizpack::bench
