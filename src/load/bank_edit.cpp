// Rewrites texts and states in a bank file's bytes, keeping every other byte: key order, indentation, line ends.
#include "load/bank_edit.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "load/json_positions.hpp"
#include "model/state_name.hpp"

namespace quizpack {
namespace {

struct Span {
  std::size_t begin = 0;
  std::size_t end = 0;  // one past the value
};

// A byte-level walk over well-formed JSON (the bank has loaded), finding the span of a value by its pointer.
class JsonScanner {
 public:
  explicit JsonScanner(const std::string& text) : s_(text) {}

  [[nodiscard]] std::size_t skip_space(std::size_t at) const {
    while (at < s_.size() && (s_[at] == ' ' || s_[at] == '\t' || s_[at] == '\n' || s_[at] == '\r')) ++at;
    return at;
  }

  [[nodiscard]] std::size_t string_end(std::size_t at) const {
    for (++at; at < s_.size() && s_[at] != '"'; ++at)
      if (s_[at] == '\\') ++at;
    return at + 1;
  }

  [[nodiscard]] std::size_t value_end(std::size_t at) const {
    if (s_[at] == '"') return string_end(at);
    if (s_[at] != '{' && s_[at] != '[') return s_.find_first_of(",}] \t\r\n", at);
    int depth = 0;
    for (; at < s_.size(); ++at) {
      if (s_[at] == '"')
        at = string_end(at) - 1;
      else if (s_[at] == '{' || s_[at] == '[')
        ++depth;
      else if ((s_[at] == '}' || s_[at] == ']') && --depth == 0)
        return at + 1;
    }
    throw std::runtime_error("unterminated JSON value");
  }

  // The members of the object at `at`: (key as written, value span).
  [[nodiscard]] std::vector<std::pair<std::string, Span>> members(std::size_t at) const {
    std::vector<std::pair<std::string, Span>> out;
    at = skip_space(at + 1);
    while (at < s_.size() && s_[at] == '"') {
      const std::size_t key_end = string_end(at);
      std::string key = nlohmann::json::parse(s_.substr(at, key_end - at)).get<std::string>();
      const std::size_t value = skip_space(skip_space(key_end) + 1);
      const std::size_t end = value_end(value);
      out.emplace_back(std::move(key), Span{value, end});
      at = skip_space(end);
      if (s_[at] == ',') at = skip_space(at + 1);
    }
    return out;
  }

  [[nodiscard]] Span find(const std::string& pointer) const {
    std::size_t at = skip_space(0);
    std::size_t from = 1;
    while (from <= pointer.size() && !pointer.empty()) {
      std::size_t slash = pointer.find('/', from);
      if (slash == std::string::npos) slash = pointer.size();
      at = child(at, unescape(pointer.substr(from, slash - from)));
      from = slash + 1;
    }
    return {at, value_end(at)};
  }

 private:
  static std::string unescape(std::string token) {
    for (std::size_t i = token.find('~'); i != std::string::npos; i = token.find('~', i + 1))
      token.replace(i, 2, token[i + 1] == '1' ? "/" : "~");
    return token;
  }

  [[nodiscard]] std::size_t child(std::size_t at, const std::string& token) const {
    if (s_[at] == '{') {
      for (const auto& [key, span] : members(at))
        if (key == token) return span.begin;
    } else if (s_[at] == '[') {
      std::size_t index = std::stoul(token);
      at = skip_space(at + 1);
      for (; index > 0 && s_[at] != ']'; --index) at = skip_space(skip_space(value_end(at)) + 1);
      if (s_[at] != ']') return at;
    }
    throw std::runtime_error("no JSON value at " + token);
  }

  const std::string& s_;
};

struct Replacement {
  Span span;
  std::string bytes;
};

std::string json_string(const std::string& s) { return nlohmann::json(s).dump(); }

// The white space before the value at `at` back to its key's line start, when the key starts its line.
std::string separator_before(const std::string& s, std::size_t key) {
  std::size_t i = key;
  while (i > 0 && (s[i - 1] == ' ' || s[i - 1] == '\t')) --i;
  if (i > 0 && s[i - 1] == '\n') return ",\n" + s.substr(i, key - i);
  return ", ";
}

// A list of plain texts laid out like `old` (the list it replaces, or empty): one item a line when `old` is, with its
// indentation, else on one line.
std::string json_list(const std::vector<std::string>& list, const std::string& old = "") {
  const std::size_t first = old.find('\n');
  const std::size_t last = old.rfind('\n');
  if (first == std::string::npos || first == last) {
    std::string out = "[";
    for (std::size_t i = 0; i < list.size(); ++i) out += (i > 0 ? ", " : "") + json_string(list[i]);
    return out + "]";
  }
  const std::string item_indent = old.substr(first + 1, old.find_first_not_of(" \t", first + 1) - first - 1);
  const std::string close_indent = old.substr(last + 1, old.find_first_not_of(" \t", last + 1) - last - 1);
  std::string out = "[";
  for (std::size_t i = 0; i < list.size(); ++i) out += (i > 0 ? ",\n" : "\n") + item_indent + json_string(list[i]);
  return out + "\n" + close_indent + "]";
}

// The opening quote of the key of the member whose value starts at `value`.
std::size_t key_start(const std::string& bank, std::size_t value) {
  while (value > 0 && bank[value - 1] != '"') --value;
  return bank.rfind('"', value - 2);
}

// The white space before the closing brace of the object ending at `end`, back to its line start; none when the
// brace does not start its line.
std::optional<std::string> closing_indent(const std::string& bank, std::size_t end) {
  std::size_t i = end - 1;
  while (i > 0 && (bank[i - 1] == ' ' || bank[i - 1] == '\t')) --i;
  if (i == 0 || bank[i - 1] != '\n') return std::nullopt;
  return bank.substr(i, end - 1 - i);
}

// The interface texts `texts` (key, text) of `lang` into the bank's "ui" object: an existing text replaced, a new
// key after the language's last one, a new language as one object after the last, laid out like that one.
void edit_ui(const std::string& bank, const JsonScanner& scan, const LanguageTag& lang,
             const std::vector<std::pair<std::string, std::string>>& texts, std::vector<Replacement>& out) {
  const auto languages = scan.members(scan.find("/ui").begin);
  if (languages.empty()) throw std::runtime_error("no interface texts at /ui");
  const auto own = std::find_if(languages.begin(), languages.end(), [&](const auto& m) { return m.first == lang; });
  const Span& like = own != languages.end() ? own->second : languages.back().second;
  const auto members = scan.members(like.begin);
  if (members.empty()) throw std::runtime_error("no interface texts at /ui/" + lang);
  const std::string between = separator_before(bank, key_start(bank, members.front().second.begin));
  std::string added;
  for (const auto& item : texts) {
    const std::string& key = item.first;
    const std::string& text = item.second;
    const auto old = std::find_if(members.begin(), members.end(), [&](const auto& m) { return m.first == key; });
    if (own != languages.end() && old != members.end())
      out.push_back({old->second, json_string(text)});
    else
      added += (added.empty() && own == languages.end() ? "" : between) + json_string(key) + ": " + json_string(text);
  }
  if (added.empty()) return;
  if (own != languages.end()) {
    out.push_back({{members.back().second.end, members.back().second.end}, added});
    return;
  }
  const auto close = closing_indent(bank, like.end);
  const bool lines = between.size() > 1 && between[1] == '\n' && close;
  const std::string object = lines ? "{" + between.substr(1) + added + "\n" + *close + "}" : "{" + added + "}";
  out.push_back(
      {{like.end, like.end}, separator_before(bank, key_start(bank, like.begin)) + json_string(lang) + ": " + object});
}

using UiEdits = std::map<LanguageTag, std::vector<std::pair<std::string, std::string>>>;

// A "ui" object for a bank without one, holding every language's texts of `ui`: before the bank's "title" (after
// its last member when it has none), laid out like its top-level members.
void add_ui(const std::string& bank, const JsonScanner& scan, const UiEdits& ui, std::vector<Replacement>& out) {
  const auto top = scan.members(scan.skip_space(0));
  if (top.empty()) throw std::runtime_error("the bank is not a JSON object");
  const auto title = std::find_if(top.begin(), top.end(), [](const auto& m) { return m.first == "title"; });
  const std::string sep =
      separator_before(bank, key_start(bank, (title != top.end() ? title : top.begin())->second.begin));
  const bool lines = sep.size() > 2 && sep[1] == '\n';
  const auto line = [&](int level) {  // a line break and `level` indents, or nothing on one line
    std::string s = lines ? "\n" : "";
    for (int i = 0; lines && i < level; ++i) s += sep.substr(2);
    return s;
  };
  std::string object = "\"ui\": {";
  bool first_language = true;
  for (const auto& [lang, texts] : ui) {
    object += (first_language ? "" : lines ? "," : ", ") + line(2) + json_string(lang) + ": {";
    first_language = false;
    for (std::size_t i = 0; i < texts.size(); ++i)
      object += (i > 0 ? lines ? "," : ", " : "") + line(3) + json_string(texts[i].first) + ": " +
                json_string(texts[i].second);
    object += line(2) + "}";
  }
  object += line(1) + "}";
  if (title != top.end()) {
    const std::size_t at = key_start(bank, title->second.begin);
    out.push_back({{at, at}, object + sep});
  } else {
    out.push_back({{top.back().second.end, top.back().second.end}, sep + object});
  }
}

void edit_entry(const std::string& bank, const JsonScanner& scan, const TextEdit& edit, std::vector<Replacement>& out) {
  const Span text = scan.find(edit.pointer);
  const auto entries = scan.members(text.begin);
  for (const auto& [lang, span] : entries) {
    if (lang != edit.language) continue;
    if (edit.list) {
      out.push_back({span, json_list(*edit.list, bank.substr(span.begin, span.end - span.begin))});
      return;
    }
    for (const auto& [name, value] : scan.members(span.begin)) {
      if (name == "text") out.push_back({value, json_string(edit.text)});
      if (name == "state") out.push_back({value, json_string(state_name(edit.state))});
    }
    return;
  }
  if (entries.empty()) throw std::runtime_error("no text at " + edit.pointer);
  const Span& last = entries.back().second;
  std::size_t key = last.begin;  // back over ": " to the key's opening quote
  while (key > 0 && bank[key - 1] != '"') --key;
  key = bank.rfind('"', key - 2);
  const std::string entry = json_string(edit.language) + ": " +
                            (edit.list ? json_list(*edit.list)
                                       : "{\"text\": " + json_string(edit.text) +
                                             ", \"state\": " + json_string(state_name(edit.state)) + "}");
  out.push_back({{last.end, last.end}, separator_before(bank, key) + entry});
}

void declare_language(const std::string& bank, const JsonScanner& scan, const LanguageTag& lang,
                      std::vector<Replacement>& out) {
  const Span languages = scan.find("/languages");
  const auto list = nlohmann::json::parse(bank.substr(languages.begin, languages.end - languages.begin));
  if (std::find(list.begin(), list.end(), lang) != list.end()) return;
  std::size_t last = languages.end - 1;
  while (last > languages.begin &&
         (bank[last - 1] == ' ' || bank[last - 1] == '\n' || bank[last - 1] == '\t' || bank[last - 1] == '\r'))
    --last;
  std::size_t item = last;
  while (item > languages.begin && bank[item - 1] != '"') --item;
  item = bank.rfind('"', item - 2);
  out.push_back({{last, last}, separator_before(bank, item) + json_string(lang)});
}

}  // namespace

std::string apply_text_edits(const std::string& bank, const std::vector<TextEdit>& edits, const LanguageTag& declare) {
  const JsonScanner scan(bank);
  std::vector<Replacement> replacements;
  UiEdits ui;
  for (const auto& edit : edits) {
    if (edit.ui_key.empty())
      edit_entry(bank, scan, edit, replacements);
    else
      ui[edit.language].emplace_back(edit.ui_key, edit.text);
  }
  const auto top = scan.members(scan.skip_space(0));
  const bool has_ui = std::any_of(top.begin(), top.end(), [](const auto& m) { return m.first == "ui"; });
  if (!ui.empty() && !has_ui)
    add_ui(bank, scan, ui, replacements);
  else
    for (const auto& [lang, texts] : ui) edit_ui(bank, scan, lang, texts, replacements);
  if (!declare.empty()) declare_language(bank, scan, declare, replacements);
  std::sort(replacements.begin(), replacements.end(),
            [](const Replacement& a, const Replacement& b) { return a.span.begin > b.span.begin; });
  std::string out = bank;
  for (const auto& r : replacements) out.replace(r.span.begin, r.span.end - r.span.begin, r.bytes);
  return out;
}

std::string set_text_state(const std::string& bank, const std::string& pointer, const LanguageTag& language,
                           TranslationState state) {
  const JsonScanner scan(bank);
  for (const auto& [lang, span] : scan.members(scan.find(pointer).begin)) {
    if (lang != language) continue;
    for (const auto& [name, value] : scan.members(span.begin))
      if (name == "state") {
        std::string out = bank;
        out.replace(value.begin, value.end - value.begin, json_string(state_name(state)));
        return out;
      }
    throw std::runtime_error("no state at " + pointer + "/" + language);
  }
  throw std::runtime_error("no \"" + language + "\" text at " + pointer);
}

}  // namespace quizpack
