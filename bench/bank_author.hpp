// Writes the JSON of synthetic texts and questions in every language of a bank, from one random stream.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "random_stream.hpp"
#include "synthetic_text.hpp"

namespace quizpack::bench {

using Json = nlohmann::ordered_json;

class BankAuthor {
 public:
  BankAuthor(std::uint64_t seed, std::size_t languages);

  // A text in every language: {"en": {"text", "state"}, ...}; `make` writes one language's version.
  Json localized(const std::function<std::string(const TextMaker&)>& make);

  // Like localized(), but each language's version differs (case and spacing aside) from those in `taken`.
  Json distinct(std::vector<std::set<std::string>>& taken, const std::function<std::string(const TextMaker&)>& make);

  // Question `index` of kind `index` mod 7, with an image in its stem when `image` is not empty.
  Json question(std::size_t index, const std::string& image);

  std::vector<std::string> tags() const;
  RandomStream& random() { return random_; }

 private:
  std::string state_for(std::size_t language);
  void add_choices(Json& q, std::size_t count, std::size_t correct);
  void add_true_false(Json& q);
  void add_short_answer(Json& q);
  void add_numerical(Json& q);
  void add_matching(Json& q);
  void add_essay(Json& q);

  RandomStream random_;
  std::vector<TextMaker> makers_;
};

}  // namespace quizpack::bench
