// Parts of question bodies several kinds share: unique ids, distinct texts, accepted answers, numeric accepts.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "load/bank_context.hpp"
#include "model/question.hpp"

namespace quizpack {

// Reports ids used twice among `ids` (pointer of each item given alongside).
void check_unique_ids(const std::vector<std::pair<std::string, std::string>>& ids, const std::string& what,
                      BankContext& ctx);

// Reports two texts of a list that read the same in one language.
void check_distinct_texts(const std::vector<std::pair<const LocalizedText*, std::string>>& texts,
                          const std::string& what, BankContext& ctx);

// The accepted answers per language of a short answer or text gap held in `owner`'s "accepted".
std::map<LanguageTag, std::vector<std::string>> read_accepted(const nlohmann::json& owner, bool case_sensitive,
                                                              const std::string& pointer, BankContext& ctx);

// A value with its tolerance or a range, from a numerical question's or a number gap's "accept".
std::variant<Tolerance, Range> read_accept(const nlohmann::json& owner, const std::string& pointer, BankContext& ctx);

}  // namespace quizpack
