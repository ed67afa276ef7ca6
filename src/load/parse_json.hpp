// Bank text → JSON document and position index; syntax, encoding, nesting and duplicate-key problems.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "load/json_positions.hpp"
#include "load/load_bank.hpp"

namespace quizpack {

// Receives the questions of the bank one at a time while the text is parsed, so the whole array is never held.
class QuestionSink {
 public:
  virtual ~QuestionSink() = default;
  // The bank's "questions" array starts; `bank` holds the members read so far.
  virtual void begin(const nlohmann::json& bank) = 0;
  // Question `index` is complete; `where` is its position (line 0 when it is not an object or array).
  virtual void question(std::size_t index, nlohmann::json&& value, TextPosition where) = 0;
};

struct ParsedJson {
  nlohmann::json document;  // with a sink, "questions" holds one null per question streamed to it
  JsonPositions positions;
  std::size_t questions = 0;  // questions streamed to the sink
};

// Parses `text`; on failure appends diagnostics for `file` and returns nothing. With a sink, the questions of a
// top-level "questions" array go to it (at most limits.max_questions of them; the rest are only counted).
std::optional<ParsedJson> parse_bank_json(std::shared_ptr<const BankText> text, const std::string& file,
                                          const LoadLimits& limits, Diagnostics& out, QuestionSink* sink = nullptr);

}  // namespace quizpack
