// The player's interface catalogue (its strings.js) as C++ values, for the texts a translator is given.
#include "export/player/interface_catalogue.hpp"

#include <cctype>
#include <map>
#include <optional>
#include <stdexcept>
#include <string_view>

#include "embed/embedded_file.hpp"
#include "text/true_false_words.hpp"

namespace quizpack {
namespace {

// Reads the object literal `var strings = { lang: { key: "text" or { form: "text" } } }` of strings.js.
class CatalogueReader {
 public:
  explicit CatalogueReader(std::string_view js) : s_(js) {}

  std::map<std::string, UiTexts> read() {
    const std::size_t start = s_.find("var strings = {");
    if (start == std::string_view::npos) fail();
    at_ = start + std::string_view("var strings = ").size();
    std::map<std::string, UiTexts> out;
    expect('{');
    while (!take('}')) {
      const std::string lang = key();
      UiTexts& texts = out[lang];
      expect('{');
      while (!take('}')) {
        const std::string name = key();
        texts.set(name, value());
        take(',');
      }
      take(',');
    }
    return out;
  }

 private:
  [[noreturn]] static void fail() { throw std::runtime_error("the player's strings.js catalogue cannot be read"); }

  void blank() {
    while (at_ < s_.size()) {
      if (std::isspace(static_cast<unsigned char>(s_[at_])) != 0)
        ++at_;
      else if (s_.compare(at_, 2, "//") == 0)
        at_ = s_.find('\n', at_) == std::string_view::npos ? s_.size() : s_.find('\n', at_);
      else
        return;
    }
  }
  bool take(char c) {
    blank();
    if (at_ >= s_.size() || s_[at_] != c) return false;
    ++at_;
    return true;
  }
  void expect(char c) {
    if (!take(c)) fail();
  }
  std::string string_literal() {
    const char quote = s_[at_++];
    std::string out;
    while (at_ < s_.size() && s_[at_] != quote) {
      if (s_[at_] == '\\') ++at_;
      if (at_ < s_.size()) out += s_[at_++];
    }
    if (!take(quote)) fail();
    return out;
  }
  std::string key() {
    blank();
    std::string out;
    if (at_ < s_.size() && (s_[at_] == '"' || s_[at_] == '\''))
      out = string_literal();
    else
      while (at_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[at_])) != 0 || s_[at_] == '_'))
        out += s_[at_++];
    if (out.empty()) fail();
    expect(':');
    return out;
  }
  UiText value() {
    blank();
    if (take('{')) {
      UiText text;
      while (!take('}')) {
        const std::string form = key();
        blank();
        text.plural.set(form, string_literal());
        take(',');
      }
      return text;
    }
    if (at_ >= s_.size() || (s_[at_] != '"' && s_[at_] != '\'')) fail();
    return UiText{string_literal(), {}};
  }

  std::string_view s_;
  std::size_t at_ = 0;
};

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// Every language of the catalogue by its lower-case tag.
const std::map<std::string, UiTexts>& catalogue() {
  static const std::map<std::string, UiTexts> languages = [] {
    const EmbeddedFile* file = find_embedded(player_files(), "strings.js");
    if (!file) throw std::runtime_error("the player's strings.js is not embedded");
    std::map<std::string, UiTexts> out;
    for (auto& [lang, texts] : CatalogueReader(file->data).read()) out.emplace(lower(lang), std::move(texts));
    return out;
  }();
  return languages;
}

}  // namespace

UiTexts interface_catalogue(const LanguageTag& lang) {
  UiTexts out = catalogue().at("en");
  if (has_interface_catalogue(lang)) {
    const auto own = catalogue().find(interface_catalogue_language(lang));
    if (own != catalogue().end())
      for (const auto& [key, text] : own->second) out.set(key, text);
  }
  const TrueFalseWords words = true_false_words(lang);
  out.set("trueLabel", UiText{words.true_word, {}});
  out.set("falseLabel", UiText{words.false_word, {}});
  return out;
}

}  // namespace quizpack
