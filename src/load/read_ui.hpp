// Reads the bank's "ui" object: the player's interface texts it gives itself, per language.
#pragma once

#include "load/bank_context.hpp"
#include "model/ui_text.hpp"

namespace quizpack {

// The schema-valid "ui" object of `doc` (empty when absent); a language the bank does not declare, a blank text or
// a character XML cannot carry is an error in ctx.out.
SmallMap<LanguageTag, UiTexts> read_ui(const nlohmann::json& doc, BankContext& ctx);

}  // namespace quizpack
