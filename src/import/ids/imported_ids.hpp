// The ids every importer gives or keeps: the bank's id rule, the ids of options read by position, and distinct
// ids for questions whose files give the same one twice.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace quizpack {

// Whether `id` may be a question id in the bank: a letter or '_' first, then letters, digits, '_', '.' and
// '-', at most 64 characters.
bool is_bank_id(const std::string& id);

// The id of the option at `index` when the file gives none: a…z, then c27, c28…
std::string option_id_at(std::size_t index);

// A category path below Moodle's "$course$/top" (or "$system$/top" …) as id characters: parts joined by '-',
// every other character a '-', runs of '-' as one, none at either end.
std::string category_slug(const std::string& path);

// The id a file gives one question (from its idnumber or its name, a bank id) and the category it is in
// (a Moodle category path such as "$course$/top/Week 1", "" when none).
struct IdClaim {
  std::string id;
  std::string category;
};

// One id per claim, in order, all distinct. An id claimed once stays. An id claimed by several questions
// becomes, for each of them, the id followed by '-' and its category's path (below "top", made an id: other
// characters become '-'), at most 64 characters; where that still repeats, the second and later get -2, -3 …
// in order. The result depends on the names and categories, not on the questions' order across categories.
std::vector<std::string> distinct_ids(const std::vector<IdClaim>& claims);

}  // namespace quizpack
