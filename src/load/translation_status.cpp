// How far each language of a bank is translated: texts per state, and where the open ones are.
#include "load/translation_status.hpp"

#include <algorithm>
#include <memory>
#include <tuple>

#include "load/bank_files.hpp"
#include "load/parse_json.hpp"

namespace quizpack {
namespace {

// True for an object of language → {"text": ..., ...}: the shape of every learner-visible text of a bank.
bool is_localized_text(const nlohmann::json& value) {
  if (!value.is_object() || value.empty()) return false;
  return std::all_of(value.begin(), value.end(), [](const nlohmann::json& entry) {
    return entry.is_object() && entry.contains("text") && entry["text"].is_string();
  });
}

}  // namespace

TextProgress progress_of(const nlohmann::json& entry) {
  const auto state = entry.find("state");
  if (state == entry.end() || !state->is_string()) return TextProgress::NeedsReview;
  if (*state == "source") return TextProgress::Source;
  if (*state == "translated") return TextProgress::Translated;
  return TextProgress::NeedsReview;
}

namespace {

void count(LanguageCounts& counts, TextProgress progress) {
  switch (progress) {
    case TextProgress::Source:
      ++counts.source;
      break;
    case TextProgress::Translated:
      ++counts.translated;
      break;
    case TextProgress::NeedsReview:
      ++counts.needs_review;
      break;
    case TextProgress::Missing:
      ++counts.missing;
      break;
  }
}

struct StatusWalk {
  const JsonPositions& positions;
  BankStatus& status;

  [[nodiscard]] SourceLocation where(const std::string& pointer) const {
    const TextPosition p = positions.find(pointer);
    return SourceLocation{status.file, p.line, p.column, pointer};
  }

  void text(const nlohmann::json& value, const std::string& pointer) {
    for (auto& [lang, counts] : status.languages) {
      const auto entry = value.find(lang);
      const TextProgress progress = entry == value.end() ? TextProgress::Missing : progress_of(*entry);
      count(counts, progress);
      if (progress == TextProgress::Missing)
        status.open.push_back({lang, progress, where(pointer)});
      else if (progress == TextProgress::NeedsReview)
        status.open.push_back({lang, progress, where(pointer + "/" + pointer_token(lang))});
    }
  }
};

void walk_texts(const nlohmann::json& value, const std::string& pointer, const LocalizedTextVisitor& visit) {
  if (is_localized_text(value)) return visit(value, pointer);
  if (value.is_object())
    for (const auto& [key, member] : value.items()) walk_texts(member, pointer + "/" + pointer_token(key), visit);
  else if (value.is_array())
    for (std::size_t i = 0; i < value.size(); ++i) walk_texts(value[i], pointer + "/" + std::to_string(i), visit);
}

// The bank's declared languages, the source language first.
std::vector<LanguageTag> declared_languages(const nlohmann::json& document) {
  std::vector<LanguageTag> out;
  const auto source = document.find("sourceLanguage");
  if (source != document.end() && source->is_string()) out.push_back(source->get<std::string>());
  const auto languages = document.find("languages");
  if (languages != document.end() && languages->is_array())
    for (const auto& lang : *languages)
      if (lang.is_string() && std::find(out.begin(), out.end(), lang.get<std::string>()) == out.end())
        out.push_back(lang.get<std::string>());
  return out;
}

}  // namespace

void for_each_localized_text(const nlohmann::json& document, const LocalizedTextVisitor& visit) {
  if (!document.is_object()) return;
  for (const auto& [key, member] : document.items())
    if (key != "languages" && key != "$schema") walk_texts(member, "/" + pointer_token(key), visit);
}

int LanguageCounts::done_percent() const {
  if (total() == 0) return 100;
  return static_cast<int>((source + translated) * 100 / total());
}

BankStatus bank_status(const nlohmann::json& document, const JsonPositions& positions, const std::string& file) {
  BankStatus status;
  status.file = file;
  if (!document.is_object()) return status;
  if (const auto id = document.find("id"); id != document.end() && id->is_string()) status.id = id->get<std::string>();
  for (auto& lang : declared_languages(document)) status.languages.emplace_back(std::move(lang), LanguageCounts{});
  StatusWalk walk{positions, status};
  for_each_localized_text(document,
                          [&](const nlohmann::json& text, const std::string& pointer) { walk.text(text, pointer); });
  std::stable_sort(status.open.begin(), status.open.end(), [](const OpenText& a, const OpenText& b) {
    return std::tie(a.location.line, a.location.column) < std::tie(b.location.line, b.location.column);
  });
  return status;
}

StatusResult banks_status(const std::vector<std::filesystem::path>& paths, const LoadLimits& limits) {
  StatusResult result;
  for (const auto& path : find_bank_files(paths, result.problems)) {
    const std::string name = path.lexically_normal().string();
    std::optional<std::string> bytes = read_bank_file(path, name, limits, result.problems);
    if (!bytes) continue;
    auto parsed =
        parse_bank_json(std::make_shared<const BankText>(std::move(*bytes)), name, limits, result.problems.diagnostics);
    if (parsed) result.banks.push_back(bank_status(parsed->document, parsed->positions, name));
  }
  return result;
}

}  // namespace quizpack
