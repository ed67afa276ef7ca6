// Reads one learner-visible text (all languages) from the bank and checks it: presence, emptiness, characters, length.
#pragma once

#include "load/bank_context.hpp"
#include "model/localized_text.hpp"

namespace quizpack {

// How a text is parsed: Block for stems, explanations and feedback; Inline for the one-line texts a learner picks
// (choices, matching prompts and answers), whose block syntax stays literal.
enum class TextShape { Block, Inline };

// Reads the text at `pointer` (an object of language → {text, state}); problems go to ctx.out.
LocalizedText read_text(const nlohmann::json& value, const std::string& pointer, BankContext& ctx,
                        TextShape shape = TextShape::Block);

// Checks a plain string (e.g. an accepted answer) for characters XML cannot carry and for length.
void check_plain_string(const std::string& s, const std::string& pointer, BankContext& ctx);

}  // namespace quizpack
