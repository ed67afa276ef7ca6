// The data of a bank's page: each language as the player reads it, every text's translation state, and the
// diagnostics pinned to their questions.
#include "preview/page_data.hpp"

#include <algorithm>
#include <map>
#include <tuple>
#include <vector>

#include "export/player/quiz_data.hpp"

namespace quizpack::preview {
namespace {

using Json = nlohmann::ordered_json;

Json diagnostic_json(const Diagnostic& d) {
  return {{"severity", d.severity == Severity::Error ? "error" : "warning"},
          {"rule", d.rule},
          {"message", d.message},
          {"file", d.location.file},
          {"line", d.location.line},
          {"column", d.location.column},
          {"pointer", d.location.pointer}};
}

const char* progress_word(TextProgress progress) {
  switch (progress) {
    case TextProgress::Source:
      return "source";
    case TextProgress::Translated:
      return "translated";
    case TextProgress::NeedsReview:
      return "needs-review";
    case TextProgress::Missing:
      return "missing";
  }
  return "missing";
}

bool is_below(const std::string& pointer, const std::string& base) {
  return pointer == base || (pointer.size() > base.size() && pointer.starts_with(base) && pointer[base.size()] == '/');
}

// The question pointer ("/questions/N") a pointer lies under, or "".
std::string question_of(const std::string& pointer) {
  if (!pointer.starts_with("/questions/")) return "";
  const std::size_t end = pointer.find('/', 11);
  return pointer.substr(0, end);
}

Json status_json(const BankStatus& status) {
  Json out = Json::object();
  for (const auto& [lang, c] : status.languages)
    out[lang] = {{"source", c.source},
                 {"translated", c.translated},
                 {"needs-review", c.needs_review},
                 {"missing", c.missing},
                 {"total", c.total()}};
  return out;
}

// Every text of the document with its state in each declared language, grouped by question pointer ("" for the
// quiz's own texts), in the file's order.
std::map<std::string, Json> texts_by_question(const nlohmann::json& document, const JsonPositions& positions,
                                              const BankStatus& status) {
  std::map<std::string, std::vector<std::tuple<int, int, Json>>> found;
  for_each_localized_text(document, [&](const nlohmann::json& text, const std::string& pointer) {
    const std::string question = question_of(pointer);
    Json states = Json::object();
    for (const auto& [lang, counts] : status.languages) {
      const auto entry = text.find(lang);
      const std::string at = entry == text.end() ? pointer : pointer + "/" + pointer_token(lang);
      const TextPosition where = positions.find(at);
      states[lang] = {{"state", progress_word(entry == text.end() ? TextProgress::Missing : progress_of(*entry))},
                      {"line", where.line},
                      {"column", where.column}};
    }
    const TextPosition at = positions.find(pointer);
    found[question].push_back(
        {at.line,
         at.column,
         {{"pointer", pointer}, {"label", text_label(document, question, pointer)}, {"states", states}}});
  });
  std::map<std::string, Json> out;
  for (auto& [question, texts] : found) {
    std::stable_sort(texts.begin(), texts.end(), [](const auto& a, const auto& b) {
      return std::tie(std::get<0>(a), std::get<1>(a)) < std::tie(std::get<0>(b), std::get<1>(b));
    });
    Json& list = out[question] = Json::array();
    for (auto& text : texts) list.push_back(std::move(std::get<2>(text)));
  }
  return out;
}

Json questions_json(const BankView& view, std::map<std::string, Json>& texts) {
  Json out = Json::array();
  for (const auto& q : view.quiz->questions) {
    const std::string& pointer = q.location.pointer;
    Json pinned = Json::array();
    for (const auto& d : view.diagnostics)
      if (is_below(d.location.pointer, pointer)) pinned.push_back(diagnostic_json(d));
    auto found = texts.find(pointer);
    out.push_back({{"id", q.id},
                   {"pointer", pointer},
                   {"line", q.location.line},
                   {"texts", found == texts.end() ? Json::array() : found->second},
                   {"diagnostics", pinned}});
  }
  return out;
}

}  // namespace

std::string text_label(const nlohmann::json& document, const std::string& base, const std::string& pointer) {
  const nlohmann::json* at = &document;
  std::string label;
  std::size_t from = 1;
  while (from <= pointer.size()) {
    std::size_t slash = pointer.find('/', from);
    if (slash == std::string::npos) slash = pointer.size();
    std::string token = pointer.substr(from, slash - from);
    for (std::size_t i = token.find('~'); i != std::string::npos; i = token.find('~', i + 1))
      token.replace(i, 2, token[i + 1] == '1' ? "/" : "~");
    std::string name = token;
    if (at->is_array()) {
      at = &(*at)[std::stoul(token)];
      if (at->is_object() && at->contains("id") && (*at)["id"].is_string()) name = (*at)["id"].get<std::string>();
    } else if (at->is_object() && at->contains(token)) {
      at = &(*at)[token];
    }
    if (slash > base.size()) label += (label.empty() ? "" : " › ") + name;
    from = slash + 1;
  }
  return label;
}

std::string bank_page_data(const BankView& view, const nlohmann::json* document, const JsonPositions* positions) {
  Json data = {{"file", view.file},
               {"id", view.quiz ? view.quiz->id : view.status.id},
               {"version", view.version},
               {"loaded", view.quiz != nullptr}};
  Json languages = Json::array();
  for (const auto& [lang, counts] : view.status.languages) languages.push_back(lang);
  data["languages"] = languages;
  data["sourceLanguage"] = view.quiz ? view.quiz->source_language
                                     : (view.status.languages.empty() ? "" : view.status.languages.front().first);
  data["status"] = status_json(view.status);
  Json errors = Json::array();
  Json warnings = Json::array();
  for (const auto& d : view.diagnostics) {
    if (d.severity == Severity::Error)
      errors.push_back(diagnostic_json(d));
    else if (!view.quiz || question_of(d.location.pointer).empty())
      warnings.push_back(diagnostic_json(d));
  }
  data["errors"] = errors;
  data["warnings"] = warnings;
  std::map<std::string, Json> texts;
  if (document && positions) texts = texts_by_question(*document, *positions, view.status);
  data["texts"] = texts.count("") ? texts[""] : Json::array();
  if (view.quiz) {
    Json quiz = Json::object();
    for (const auto& lang : view.quiz->languages) quiz[lang] = Json::parse(player_quiz_data(*view.quiz, lang));
    data["quiz"] = quiz;
    data["questions"] = questions_json(view, texts);
  }
  return data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace quizpack::preview
