// The ids every importer gives or keeps: the bank's id rule, and the ids of options read by position.
#pragma once

#include <cstddef>
#include <string>

namespace quizpack {

// Whether `id` may be a question id in the bank: a letter or '_' first, then letters, digits, '_', '.' and
// '-', at most 64 characters.
bool is_bank_id(const std::string& id);

// The id of the option at `index` when the file gives none: a…z, then c27, c28…
std::string option_id_at(std::size_t index);

}  // namespace quizpack
