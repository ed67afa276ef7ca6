// The player's interface catalogue (src/player/strings/<language>.json) as C++ values and as a package's script.
#include "export/player/interface_catalogue.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string_view>

#include "embed/embedded_file.hpp"
#include "text/true_false_words.hpp"

namespace quizpack {
namespace {

constexpr std::string_view kFolder = "strings/";
constexpr std::string_view kExtension = ".json";

// One catalogue language: its name as the file gives it, its texts as JSON (metadata keys "@…" left out) and as
// values.
struct CatalogueLanguage {
  std::string name;
  nlohmann::ordered_json json;
  UiTexts texts;
};

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

UiText ui_text(const std::string& key, const nlohmann::ordered_json& value) {
  if (value.is_string()) return UiText{value.get<std::string>(), {}};
  if (!value.is_object()) throw std::runtime_error("the player's catalogue text \"" + key + "\" is not a text");
  UiText text;
  for (const auto& [form, words] : value.items()) text.plural.set(form, words.get<std::string>());
  return text;
}

// Reads one language file; `name` is its file name without folder and extension.
CatalogueLanguage read_language(const EmbeddedFile& file, std::string name) {
  CatalogueLanguage out{std::move(name), nlohmann::ordered_json::object(), {}};
  const auto json = nlohmann::ordered_json::parse(file.data);
  if (!json.is_object() || json.value("@@locale", "") != out.name)
    throw std::runtime_error("the player's catalogue " + std::string(file.path) + " does not name its language");
  for (const auto& [key, value] : json.items()) {
    if (key.starts_with('@')) continue;
    out.texts.set(key, ui_text(key, value));
    out.json[key] = value;
  }
  return out;
}

// Every language of the catalogue, in the order of the embedded files.
const std::vector<CatalogueLanguage>& catalogue() {
  static const std::vector<CatalogueLanguage> languages = [] {
    std::vector<CatalogueLanguage> out;
    for (const auto& file : player_files()) {
      const std::string_view path = file.path;
      if (!path.starts_with(kFolder) || !path.ends_with(kExtension)) continue;
      const std::string_view name = path.substr(kFolder.size(), path.size() - kFolder.size() - kExtension.size());
      out.push_back(read_language(file, std::string(name)));
    }
    if (std::none_of(out.begin(), out.end(), [](const auto& l) { return l.name == "en"; }))
      throw std::runtime_error("the player's catalogue has no English texts");
    return out;
  }();
  return languages;
}

// The catalogue language named `name` in any case, or null.
const CatalogueLanguage* find_language(const std::string& name) {
  const std::string wanted = lower(name);
  for (const auto& language : catalogue())
    if (lower(language.name) == wanted) return &language;
  return nullptr;
}

}  // namespace

UiTexts interface_catalogue(const LanguageTag& lang) {
  UiTexts out = find_language("en")->texts;
  if (has_interface_catalogue(lang))
    if (const auto* own = find_language(interface_catalogue_language(lang)))
      for (const auto& [key, text] : own->texts) out.set(key, text);
  const TrueFalseWords words = true_false_words(lang);
  out.set("trueLabel", UiText{words.true_word, {}});
  out.set("falseLabel", UiText{words.false_word, {}});
  return out;
}

std::vector<std::string> catalogue_languages() {
  std::vector<std::string> out;
  for (const auto& language : catalogue()) out.push_back(language.name);
  return out;
}

std::vector<std::string> packaged_catalogue_languages(const LanguageTag& lang) {
  std::vector<std::string> out{"en"};
  if (!has_interface_catalogue(lang) || is_pseudo_language(lang)) return out;  // a pseudo language: English alone
  if (const auto* own = find_language(interface_catalogue_language(lang)); own && own->name != "en")
    out.push_back(own->name);
  return out;
}

std::string interface_strings_script(const std::vector<std::string>& languages) {
  nlohmann::ordered_json all = nlohmann::ordered_json::object();
  for (const auto& name : languages) {
    const auto* language = find_language(name);
    if (!language) throw std::logic_error("the player's catalogue has no language " + name);
    all[language->name] = language->json;
  }
  return "window.QUIZPACK_STRINGS = " + all.dump() + ";\n";
}

}  // namespace quizpack
