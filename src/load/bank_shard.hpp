// A stable share of the banks for one of N parallel jobs, chosen by each bank's id.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace quizpack {

// Shard `index` of `count` (1 ≤ index ≤ count); the default takes every bank.
struct Shard {
  unsigned index = 1;
  unsigned count = 1;
};

// Reads "K/N"; nothing when it is not two whole numbers with 1 ≤ K ≤ N.
std::optional<Shard> read_shard(std::string_view text);

// The bank's top-level "id", read without parsing the rest of the file; nothing when it cannot be read.
std::optional<std::string> peek_bank_id(std::string_view bank_text);

// True when the bank with `key` (its id, or its file name when the id cannot be read) belongs to `shard`; the same
// answer on every machine.
bool in_shard(std::string_view key, const Shard& shard);

}  // namespace quizpack
