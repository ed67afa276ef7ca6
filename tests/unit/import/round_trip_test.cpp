// Every bank of content/ and examples/ exported as GIFT and Moodle XML and imported back is the same bank,
// up to what each format cannot carry (the README's table of import losses).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <set>

#include "export/gift/gift_writer.hpp"
#include "export/moodlexml/moodle_xml_writer.hpp"
#include "formats/moodle/gift_reader.hpp"
#include "formats/moodle/text_without_images.hpp"
#include "import/gift/gift_to_bank.hpp"
#include "import/merge/imported_quiz.hpp"
#include "import/merge/merge_languages.hpp"
#include "import/moodlexml/moodle_xml_import.hpp"
#include "load/load_bank.hpp"
#include "model/overloaded.hpp"
#include "support/cloze_key.hpp"
#include "support/source_dir.hpp"
#include "text/gap_markers.hpp"
#include "text/html.hpp"

using namespace quizpack;
namespace fs = std::filesystem;

namespace {

std::vector<Quiz> project_banks() {
  std::vector<fs::path> paths;
  for (const char* root : {"content", "examples"}) paths.push_back(fs::path(quizpack::test::source_dir()) / root);
  LoadResult loaded = load_banks(paths);
  REQUIRE_FALSE(loaded.has_errors());
  return std::move(loaded.quizzes);
}

// Rendered HTML without images and with line breaks as spaces (GIFT drops images and writes soft breaks
// as spaces).
// Gap markers are numbered in the order the text places them: no format keeps a gap's id.
std::string shown(const LocalizedText& text, const LanguageTag& lang, bool images) {
  std::string out = render_html(images ? text.in(lang) : without_images(text.in(lang)));
  for (auto& c : out)
    if (c == '\n') c = ' ';
  std::string numbered;
  std::size_t from = 0, k = 0;
  for (const auto& marker : find_gap_markers(out)) {
    numbered += out.substr(from, marker.begin - from) + "{{" + std::to_string(++k) + "}}";
    from = marker.end;
  }
  return numbered + out.substr(from);
}
std::string shown(const std::optional<LocalizedText>& text, const LanguageTag& lang, bool images) {
  return text ? shown(*text, lang, images) : "(none)";
}

// The cloze with each text gap accepting, in every language, the answers of all languages (as one multilang
// Moodle text does).
Cloze pooled(Cloze cloze) {
  for (auto& gap : cloze.gaps)
    if (auto* text = std::get_if<TextGap>(&gap.accepts)) {
      std::set<std::string> all;
      for (const auto& entry : text->accepted) all.insert(entry.second.begin(), entry.second.end());
      for (auto& entry : text->accepted) entry.second.assign(all.begin(), all.end());
    }
  return cloze;
}

// Which answers are right (a number as the interval it accepts); short answers per language only when the
// format keeps them apart, and their case rule only when it keeps that.
std::string answer_key(const Question& q, bool accepted_per_language, bool keeps_case = true) {
  const auto flags = [](const std::vector<Choice>& choices) {
    std::string k;
    for (const auto& c : choices) k += c.correct ? '1' : '0';
    return k;
  };
  return std::visit(
      Overloaded{[&](const SingleChoice& b) { return flags(b.choices); },
                 [&](const MultipleResponse& b) {
                   return flags(b.choices) + (b.partial_credit == PartialCredit::AllOrNothing ? "all" : "share");
                 },
                 [](const TrueFalse& b) { return std::string(b.answer ? "true" : "false"); },
                 [&](const ShortAnswer& b) {
                   std::string k = b.case_sensitive && keeps_case ? "case:" : "";
                   if (accepted_per_language)
                     for (const auto& [lang, list] : b.accepted)
                       for (const auto& a : list) k += lang + "=" + a + ";";
                   return k;
                 },
                 [](const Numerical& b) {
                   return std::visit(
                       Overloaded{[](const Tolerance& t) {
                                    return std::to_string(t.value - t.tolerance) + ".." +
                                           std::to_string(t.value + t.tolerance);
                                  },
                                  [](const Range& r) { return std::to_string(r.low) + ".." + std::to_string(r.high); }},
                       b.accepted);
                 },
                 [](const Matching& b) {
                   // Pair ids do not travel through every format: a shared answer is named by its owner's position.
                   std::string k = std::to_string(b.pairs.size()) + "+" + std::to_string(b.distractors.size());
                   for (const auto& p : b.pairs) {
                     const auto owner = std::find_if(b.pairs.begin(), b.pairs.end(),
                                                     [&](const MatchPair& o) { return o.id == answer_id_of(p); });
                     k += ":" + std::to_string(owner - b.pairs.begin());
                   }
                   return k;
                 },
                 [](const Essay&) { return std::string("essay"); },
                 [](const Ordering& b) {
                   return std::to_string(b.items.size()) +
                          (b.credit == OrderCredit::PerPosition ? " per position" : " items");
                 },
                 [&](const Cloze& b) { return test::cloze_key(accepted_per_language ? b : pooled(b)); },
                 [](const Description&) { return std::string("description"); }},
      q.body);
}

// The cloze questions whose languages place the gaps in different orders: files of one language each cannot be
// merged, as Moodle's text has no gap ids, only places.
std::set<std::string> reordered_gaps(const Quiz& quiz) {
  std::set<std::string> out;
  for (const auto& q : quiz.questions) {
    if (!std::holds_alternative<Cloze>(q.body)) continue;
    const auto source = gap_markers_of(q.stem.in(quiz.source_language).blocks);
    for (const auto& lang : quiz.languages)
      if (gap_markers_of(q.stem.in(lang).blocks) != source) out.insert(q.id);
  }
  return out;
}

// The questions the merge's diagnostics name.
std::set<std::string> named(const Diagnostics& diagnostics) {
  std::set<std::string> out;
  for (const auto& d : diagnostics) out.insert(d.message.substr(9, d.message.find(':') - 9));
  return out;
}

Quiz without(Quiz quiz, const std::set<std::string>& ids) {
  quiz.questions.erase(std::remove_if(quiz.questions.begin(), quiz.questions.end(),
                                      [&](const Question& q) { return ids.count(q.id) != 0; }),
                       quiz.questions.end());
  return quiz;
}

Quiz merged(std::vector<LanguageImport> imports, const Quiz& original, const std::set<std::string>& mismatched = {}) {
  const MergeResult merge = merge_languages(imports, 0, QuestionMatch::ById, TranslationState::NeedsReview);
  std::string messages;
  for (const auto& d : merge.diagnostics) messages += d.message + "\n";
  INFO(messages);
  REQUIRE(named(merge.diagnostics) == mismatched);
  Diagnostics warnings;
  QuizSettings settings;
  settings.id = original.id;
  settings.languages = original.languages;
  settings.source_language = original.source_language;
  return imported_quiz(merge.questions, settings, warnings);
}

// What a format keeps of a bank, beyond ids, kinds, right answers and texts.
struct Kept {
  bool points = true;
  bool images = true;
  bool accepted_per_language = true;
  bool short_answer_case = true;
};

void check_same(const Quiz& back, const Quiz& original, const Kept& kept) {
  REQUIRE(back.questions.size() == original.questions.size());
  for (std::size_t i = 0; i < original.questions.size(); ++i) {
    const Question& a = original.questions[i];
    const Question& b = back.questions[i];
    INFO(a.id);
    CHECK(b.id == a.id);
    CHECK(b.body.index() == a.body.index());
    CHECK(answer_key(b, kept.accepted_per_language, kept.short_answer_case) ==
          answer_key(a, kept.accepted_per_language, kept.short_answer_case));
    if (kept.points) CHECK(b.points == a.points);
    for (const auto& lang : original.languages) {
      CHECK(shown(b.stem, lang, kept.images) == shown(a.stem, lang, kept.images));
      CHECK(shown(b.explanation, lang, kept.images) == shown(a.explanation, lang, kept.images));
    }
  }
}

}  // namespace

TEST_CASE("each bank's per-language GIFT files import back as the bank, up to GIFT's losses") {
  for (Quiz quiz : project_banks()) {
    INFO(quiz.id);
    // GIFT has no ordering question: the writer leaves those out with a warning.
    quiz.questions.erase(std::remove_if(quiz.questions.begin(), quiz.questions.end(),
                                        [](const Question& q) {
                                          return std::holds_alternative<Ordering>(q.body) ||
                                                 std::holds_alternative<Cloze>(q.body);
                                        }),
                         quiz.questions.end());
    std::vector<LanguageImport> imports;
    for (const auto& lang : quiz.languages) {
      const GiftReadResult read = read_gift(write_gift(quiz, lang).files.at(0).bytes, lang + ".gift");
      REQUIRE_FALSE(read.has_errors());
      imports.push_back({lang + ".gift", lang, gift_to_bank(read, lang).questions});
    }
    check_same(merged(std::move(imports), quiz), quiz, Kept{false, false, true, false});
  }
}

TEST_CASE("each bank's per-language and multilang Moodle XML import back as the bank, up to the format's losses") {
  for (const Quiz& quiz : project_banks()) {
    INFO(quiz.id);
    std::vector<LanguageImport> imports;
    for (const auto& lang : quiz.languages) {
      std::string xml;
      write_moodle_xml(quiz, lang, [&](std::string_view piece) { xml += piece; });
      MoodleXmlImport read = import_moodle_xml(xml, lang + ".xml", lang);
      REQUIRE(read.languages == std::vector<LanguageTag>{lang});
      CHECK(read.media.size() == quiz.media.size());
      imports.push_back({lang + ".xml", lang, std::move(read.questions)});
    }
    const auto reordered = reordered_gaps(quiz);
    check_same(without(merged(std::move(imports), quiz, reordered), reordered), without(quiz, reordered), Kept{});

    std::string xml;
    write_moodle_xml_multilang(quiz, quiz.source_language, [&](std::string_view piece) { xml += piece; });
    MoodleXmlImport read = import_moodle_xml(xml, "multilang.xml", "");
    REQUIRE(read.languages == quiz.languages);
    std::vector<LanguageImport> languages;
    for (const auto& lang : read.languages) languages.push_back({"multilang.xml", lang, read.questions});
    // One multilang text cannot place the gaps in each language's order: the writer leaves such questions out.
    check_same(merged(std::move(languages), quiz), without(quiz, reordered), Kept{true, true, false, true});
  }
}
