// Reads the bank's "ui" object: the player's interface texts it gives itself, per language.
#include "load/read_ui.hpp"

#include <algorithm>

#include "load/json_positions.hpp"
#include "load/read_text.hpp"
#include "text/nfc.hpp"
#include "text/whitespace.hpp"

namespace quizpack {
namespace {

// One text as NFC, checked like an accepted answer, and not blank.
std::string read_string(const nlohmann::json& value, const std::string& pointer, BankContext& ctx) {
  std::string text = to_nfc(value.get<std::string>());
  if (std::all_of(text.begin(), text.end(), is_space)) ctx.fail("empty-text", "the interface text is empty", pointer);
  check_plain_string(text, pointer, ctx);
  return text;
}

}  // namespace

SmallMap<LanguageTag, UiTexts> read_ui(const nlohmann::json& doc, BankContext& ctx) {
  SmallMap<LanguageTag, UiTexts> out;
  const auto ui = doc.find("ui");
  if (ui == doc.end()) return out;
  for (const auto& [lang, texts] : ui->items()) {
    const std::string lang_pointer = "/ui/" + pointer_token(lang);
    if (std::find(ctx.languages.begin(), ctx.languages.end(), lang) == ctx.languages.end()) {
      ctx.fail("unknown-language", "language \"" + lang + "\" is not among the bank's languages", lang_pointer);
      continue;
    }
    UiTexts own;
    for (const auto& [key, value] : texts.items()) {
      const std::string pointer = lang_pointer + "/" + pointer_token(key);
      UiText text;
      if (value.is_string()) {
        text.text = read_string(value, pointer, ctx);
      } else {
        for (const auto& [form, form_text] : value.items())
          text.plural.set(form, read_string(form_text, pointer + "/" + form, ctx));
      }
      own.set(key, std::move(text));
    }
    out.set(lang, std::move(own));
  }
  return out;
}

}  // namespace quizpack
