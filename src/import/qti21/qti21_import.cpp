// Reads a QTI 2.1 package: the manifest's item resources, ordered and titled by its test when it has one.
#include "import/qti21/qti21_import.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>

#include "import/html/markdown_escape.hpp"
#include "import/ids/imported_sections.hpp"
#include "import/qti21/qti21_context.hpp"
#include "import/qti21/qti21_item.hpp"
#include "text/markdown.hpp"

namespace quizpack {

using namespace qti21;  // NOLINT(google-build-using-namespace): the reader's own helpers

namespace {

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// The manifest's path: imsmanifest.xml at the root, else in the shallowest folder that has one.
std::string manifest_path(const std::vector<PackageEntry>& entries) {
  std::string best;
  for (const auto& e : entries) {
    const bool named = e.path == "imsmanifest.xml" ||
                       (e.path.size() > 16 && e.path.compare(e.path.size() - 16, 16, "/imsmanifest.xml") == 0);
    if (named &&
        (best.empty() || std::count(e.path.begin(), e.path.end(), '/') < std::count(best.begin(), best.end(), '/')))
      best = e.path;
  }
  return best;
}

// One parsed entry, kept alive while its nodes are read.
std::unique_ptr<XmlEntry> parse(Context& ctx, const std::string& path) {
  const std::string* bytes = ctx.file(path);
  if (bytes == nullptr) return nullptr;
  return std::make_unique<XmlEntry>(*bytes, ctx.shown(path), ctx.diagnostics());
}

struct Resources {
  std::vector<std::string> items;  // item paths in the manifest's order
  std::string test;                // the test's path, "" when none
};

Resources manifest_resources(const XmlEntry& manifest, const std::string& path) {
  Resources out;
  for (auto resource : descendants(manifest.root(), "resource")) {
    const std::string type = resource.attribute("type").value();
    const std::string href = resolve_path(path, resource.attribute("href").value());
    if (href.empty()) continue;
    if (starts_with(type, "imsqti_item_xmlv2p1")) out.items.push_back(href);
    if (starts_with(type, "imsqti_test_xmlv2p1") && out.test.empty()) out.test = href;
  }
  return out;
}

// The number a <baseValue> or an outcome's <defaultValue><value> holds, when it is one.
std::optional<double> number_in(pugi::xml_node node) {
  const std::string text = trimmed_text(node);
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0' || !std::isfinite(value)) return std::nullopt;
  return value;
}

// The pass mark of a test whose outcome processing sets PASS to SCORE >= a number, as a share of its MAXSCORE
// outcome (rounded to 12 significant digits, as the mark is written); nothing when it has no such rule.
std::optional<double> passing_score(pugi::xml_node test) {
  std::optional<double> mark, maximum;
  for (auto set : descendants(child(test, "outcomeProcessing"), "setOutcomeValue")) {
    const auto gte = child(set, "gte");
    if (std::string(set.attribute("identifier").value()) == "PASS" &&
        std::string(child(gte, "variable").attribute("identifier").value()) == "SCORE")
      mark = number_in(child(gte, "baseValue"));
  }
  for (auto outcome : descendants(test, "outcomeDeclaration"))
    if (std::string(outcome.attribute("identifier").value()) == "MAXSCORE")
      maximum = number_in(child(child(outcome, "defaultValue"), "value"));
  if (!mark || !maximum || *maximum <= 0) return std::nullopt;
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.12g", *mark / *maximum);
  const double share = std::strtod(buffer, nullptr);
  if (share < 0 || share > 1) return std::nullopt;
  return share;
}

// A section nested in another section of the test: its identifier, title, selection and items.
struct TestSection {
  std::string identifier;
  std::string title;
  std::size_t select = 0;  // 0 when it has no selection
  std::vector<std::string> items;
  SourceLocation location;
};

// The test's sections nested in another section, each with the items it references.
std::vector<TestSection> nested_sections(const XmlEntry& test, const std::string& path) {
  std::vector<TestSection> out;
  for (auto section : descendants(test.root(), "assessmentSection")) {
    if (local_name(section.parent()) != "assessmentSection") continue;
    TestSection s{
        section.attribute("identifier").value(), section.attribute("title").value(), 0, {}, test.where(section)};
    s.select = child(section, "selection").attribute("select").as_uint(0);
    for (auto ref : descendants(section, "assessmentItemRef"))
      s.items.push_back(resolve_path(path, ref.attribute("href").value()));
    out.push_back(std::move(s));
  }
  return out;
}

// The items in the test's order, then the manifest's items it does not reference; the test's title and pass
// mark into `out`, its nested sections into `sections`.
std::vector<std::string> ordered_items(Context& ctx, const Resources& resources, Qti21Import& out,
                                       std::vector<TestSection>& sections) {
  std::vector<std::string> order;
  if (!resources.test.empty()) {
    if (const auto test = parse(ctx, resources.test); test && test->ok()) {
      out.title = test->root().attribute("title").value();
      out.passing_score = passing_score(test->root());
      sections = nested_sections(*test, resources.test);
      for (auto ref : descendants(test->root(), "assessmentItemRef")) {
        const std::string href = resolve_path(resources.test, ref.attribute("href").value());
        if (!href.empty() && std::find(order.begin(), order.end(), href) == order.end()) order.push_back(href);
      }
    }
  }
  for (const auto& item : resources.items)
    if (std::find(order.begin(), order.end(), item) == order.end()) order.push_back(item);
  return order;
}

// The package's language: the xml:lang of the first well-formed item that has one, else `lang`. Items are parsed
// one at a time, their errors left for the reading to report; usually the first item answers.
LanguageTag package_language(Context& ctx, const std::vector<std::string>& order, const LanguageTag& lang) {
  for (const auto& path : order) {
    Diagnostics reported_later;
    const XmlEntry item(*ctx.file(path), ctx.shown(path), reported_later);
    if (item.ok() && item.root().attribute("xml:lang")) return item.root().attribute("xml:lang").value();
  }
  return lang;
}

// The package's LOM description (metadata/lom/general/description/langstring), "" when none.
std::string manifest_description(const XmlEntry& manifest) {
  const auto general = child(child(child(manifest.root(), "metadata"), "lom"), "general");
  return trimmed_text(child(child(general, "description"), "langstring"));
}

// The bank's sections of `questions` (read from `paths`): one per nested test section holding some, its id
// from SECTION_<id>, else made from its identifier, its draw the selection's. None when a question is in none.
std::vector<Section> bank_sections(const std::vector<TestSection>& found, std::vector<Question>& questions,
                                   const std::vector<std::string>& paths, const LanguageTag& lang,
                                   Diagnostics& warnings) {
  std::vector<Section> out;
  std::vector<std::string> taken;
  for (const auto& t : found) {
    Section s;
    s.first = questions.size();
    for (std::size_t i = 0; i < questions.size(); ++i)
      if (std::find(t.items.begin(), t.items.end(), paths[i]) != t.items.end()) {
        s.first = std::min(s.first, i);
        ++s.count;
      }
    if (s.count == 0) continue;
    const std::string wanted = starts_with(t.identifier, "SECTION_") ? t.identifier.substr(8) : t.identifier;
    s.id = section_id_from(wanted, "section", taken);
    s.title = section_title(t.title.empty() ? s.id : t.title, {lang});
    s.location = t.location;
    for (std::size_t i = s.first; i < s.first + s.count && i < questions.size(); ++i) questions[i].section = s.id;
    if (t.select > 0) set_draw(s, t.select, questions, "section " + t.identifier, "qti21-import", warnings);
    out.push_back(std::move(s));
  }
  for (const auto& q : questions)
    if (q.section.empty() && !out.empty()) {
      warnings.push_back(warning("qti21-import",
                                 "question " + q.id + " is in no nested section of the test; the bank gets no sections",
                                 q.location));
      for (auto& each : questions) each.section.clear();
      return {};
    }
  return out;
}

bool has_errors(const Diagnostics& diagnostics) {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

}  // namespace

Qti21Import import_qti21(const std::vector<PackageEntry>& entries, const std::string& package,
                         const LanguageTag& lang) {
  Qti21Import out;
  Context ctx(entries, package, out);
  const std::string path = manifest_path(entries);
  if (path.empty()) {
    out.diagnostics.push_back(
        error("import-qti21", "the package has no imsmanifest.xml", SourceLocation{package, 0, 0, ""}));
    return out;
  }
  const auto manifest = parse(ctx, path);
  if (!manifest->ok()) return out;
  const Resources resources = manifest_resources(*manifest, path);
  std::vector<TestSection> test_sections;
  std::vector<std::string> order = ordered_items(ctx, resources, out, test_sections);
  if (order.empty())
    out.diagnostics.push_back(error("import-qti21",
                                    "the manifest lists no QTI 2.1 item (a resource of type imsqti_item_xmlv2p1)",
                                    manifest->where(manifest->root())));
  for (const auto& item : order)
    if (ctx.file(item) == nullptr)
      out.diagnostics.push_back(
          error("import-qti21", "the item " + item + " is not in the package", manifest->where(manifest->root())));
  if (has_errors(out.diagnostics)) return out;
  const LanguageTag language = package_language(ctx, order, lang);
  if (!language.empty()) out.languages.push_back(language);
  std::set<std::string> used_ids;
  ShuffleCount shuffle;
  const std::size_t reading_from = out.diagnostics.size();
  bool malformed = false;          // then the other items are only parsed, for their errors
  std::vector<std::string> paths;  // of each question read
  for (std::size_t i = 0; i < order.size(); ++i) {
    const auto item = parse(ctx, order[i]);  // one item's document at a time: a package of 10,000 is never all parsed
    malformed = malformed || !item->ok();
    if (malformed || language.empty()) continue;
    const auto item_lang = item->root().attribute("xml:lang");
    if (item_lang && language != item_lang.value())
      ctx.warn("qti21-import",
               "the item is in " + std::string(item_lang.value()) + " but the package's first item in " + language +
                   "; it is read as " + language + " (a package holds one language)",
               *item, item->root());
    if (auto q = read_item(*item, order[i], i + 1, ctx, used_ids, shuffle)) {
      out.questions.push_back(std::move(*q));
      paths.push_back(order[i]);
    }
  }
  if (malformed) {  // the package is not read at all: only the items' errors are reported
    out.questions.clear();
    out.languages.clear();
    out.diagnostics.erase(
        std::remove_if(out.diagnostics.begin() + static_cast<std::ptrdiff_t>(reading_from), out.diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity != Severity::Error; }),
        out.diagnostics.end());
    return out;
  }
  if (language.empty()) return out;
  out.sections = bank_sections(test_sections, out.questions, paths, language, out.diagnostics);
  if (const std::string description = manifest_description(*manifest); !description.empty()) {
    std::string markdown;
    append_escaped(markdown, description);
    out.description = LocalizedText{};
    out.description->by_language.set(language, Translation{parse_markdown(markdown), TranslationState::Source});
  }
  out.shuffle_choices = shuffle.interactions > 0 && shuffle.shuffled == shuffle.interactions;
  return out;
}

}  // namespace quizpack
