// Parts of question bodies several kinds share: unique ids, distinct texts, accepted answers, numeric accepts.
#include "load/body_parts.hpp"

#include <algorithm>
#include <set>

#include "load/read_text.hpp"
#include "text/comparable_text.hpp"
#include "text/nfc.hpp"
#include "text/plain_text.hpp"

namespace quizpack {

using json = nlohmann::json;

void check_unique_ids(const std::vector<std::pair<std::string, std::string>>& ids, const std::string& what,
                      BankContext& ctx) {
  std::set<std::string> seen;
  for (const auto& [id, pointer] : ids)
    if (!seen.insert(id).second) ctx.fail("duplicate-id", what + " id \"" + id + "\" is used twice", pointer + "/id");
}

void check_distinct_texts(const std::vector<std::pair<const LocalizedText*, std::string>>& texts,
                          const std::string& what, BankContext& ctx) {
  for (const auto& lang : ctx.languages) {
    std::set<std::string> seen;
    for (const auto& [text, pointer] : texts) {
      if (!text->has(lang)) continue;
      const std::string key = comparable_text(plain_text(text->in(lang)));
      if (!seen.insert(key).second)
        ctx.fail("duplicate-option", what + " \"" + plain_text(text->in(lang)) + "\" appears twice in \"" + lang + "\"",
                 pointer + "/" + lang);
    }
  }
}

std::map<LanguageTag, std::vector<std::string>> read_accepted(const json& owner, bool case_sensitive,
                                                              const std::string& pointer, BankContext& ctx) {
  std::map<LanguageTag, std::vector<std::string>> out;
  const json& accepted = owner.at("accepted");
  const std::string ap = pointer + "/accepted";
  for (const auto& lang : ctx.languages)
    if (!accepted.contains(lang))
      ctx.fail("missing-translation", "no accepted answers in \"" + lang + "\"; every target language needs some", ap);
  for (const auto& [lang, list] : accepted.items()) {
    if (std::find(ctx.languages.begin(), ctx.languages.end(), lang) == ctx.languages.end()) {
      ctx.fail("unknown-language", "language \"" + lang + "\" is not among the bank's languages", ap + "/" + lang);
      continue;
    }
    std::set<std::string> seen;
    for (std::size_t i = 0; i < list.size(); ++i) {
      const std::string p = ap + "/" + lang + "/" + std::to_string(i);
      std::string answer = to_nfc(list[i].get<std::string>());
      check_plain_string(answer, p, ctx);
      if (comparable_text(answer).empty()) ctx.fail("empty-text", "an accepted answer is empty", p);
      const std::string key = case_sensitive ? answer : comparable_text(answer);
      if (!seen.insert(key).second) ctx.fail("duplicate-option", "accepted answer \"" + answer + "\" appears twice", p);
      out[lang].push_back(std::move(answer));
    }
  }
  return out;
}

std::variant<Tolerance, Range> read_accept(const json& owner, const std::string& pointer, BankContext& ctx) {
  const json& a = owner.at("accept");
  const std::string p = pointer + "/accept";
  if (a.contains("value")) {
    Tolerance t{a.at("value").get<double>(), a.value("tolerance", 0.0)};
    if (t.tolerance < 0) ctx.fail("numeric-range", "tolerance must be zero or more", p + "/tolerance");
    return t;
  }
  Range r{a.at("low").get<double>(), a.at("high").get<double>()};
  if (r.low > r.high) ctx.fail("numeric-range", "low must not be greater than high", p + "/low");
  return r;
}

}  // namespace quizpack
