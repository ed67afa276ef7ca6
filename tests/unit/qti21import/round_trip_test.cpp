// Every bundled bank and every form of every kind, exported as QTI 2.1 packages and imported back, means the same.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <map>

#include "import/merge/imported_quiz.hpp"
#include "import/merge/merge_languages.hpp"
#include "import/qti21/qti21_import.hpp"
#include "model/overloaded.hpp"
#include "package/zip_reader.hpp"
#include "support/bundled_banks.hpp"
#include "support/collect.hpp"
#include "support/every_kind_quiz.hpp"
#include "support/zip_output.hpp"
#include "text/html.hpp"
#include "text/plain_text.hpp"

using namespace quizpack;

namespace {

std::string shown(const LocalizedText& text, const LanguageTag& lang) { return render_html(text.in(lang)); }
std::string shown(const std::optional<LocalizedText>& text, const LanguageTag& lang) {
  return text ? render_html(text->in(lang)) : "(none)";
}

std::string rounded(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.12g", value);
  return buffer;
}

// Numbers as the interval they accept, to 12 significant digits (QTI's bounds are written rounded).
std::string interval(const Numerical& n) {
  return std::visit(Overloaded{[](const Tolerance& t) {
                                 return rounded(t.value - t.tolerance) + ".." + rounded(t.value + t.tolerance);
                               },
                               [](const Range& r) { return rounded(r.low) + ".." + rounded(r.high); }},
                    n.accepted);
}

std::string choices_meaning(const std::vector<Choice>& choices, const LanguageTag& lang) {
  std::string out;
  for (const auto& c : choices)
    out += c.id + (c.correct ? "+" : "-") + shown(c.text, lang) + "|" + shown(c.feedback, lang) + ";";
  return out;
}

// What a learner and a grader see of the question's body in `lang`: options, right answers, feedback, rules.
// Each gap by id: its points and what it accepts in `lang`.
std::string cloze_meaning(const Cloze& cloze, const LanguageTag& lang) {
  std::map<std::string, std::string> gaps;
  for (const auto& g : cloze.gaps) {
    std::string k = rounded(g.points) + " ";
    if (const auto* t = std::get_if<TextGap>(&g.accepts)) {
      k += t->case_sensitive ? "case:" : "any-case:";
      for (const auto& a : t->accepted.at(lang)) k += a + ";";
    } else if (const auto* n = std::get_if<NumberGap>(&g.accepts)) {
      k += interval(Numerical{n->accepted});
    } else {
      for (const auto& o : std::get<ChoiceGap>(g.accepts).options)
        k += o.id + (o.correct ? "+" : "-") + shown(o.text, lang) + ";";
    }
    gaps[g.id] = k;
  }
  std::string out = "cloze:";
  for (const auto& [id, k] : gaps) out += id + "=" + k + "|";
  return out;
}

std::string body_meaning(const Question& q, const LanguageTag& lang) {
  return std::visit(Overloaded{[&](const SingleChoice& b) { return choices_meaning(b.choices, lang); },
                               [&](const MultipleResponse& b) {
                                 return choices_meaning(b.choices, lang) +
                                        (b.partial_credit == PartialCredit::AllOrNothing ? "all" : "right-minus-wrong");
                               },
                               [&](const TrueFalse& b) {
                                 return std::string(b.answer ? "true" : "false") + shown(b.feedback_true, lang) +
                                        shown(b.feedback_false, lang);
                               },
                               [&](const ShortAnswer& b) {
                                 std::string k = b.case_sensitive ? "case:" : "any-case:";
                                 for (const auto& a : b.accepted.at(lang)) k += a + ";";
                                 return k;
                               },
                               [](const Numerical& b) { return interval(b); },
                               [&](const Matching& b) {
                                 std::string k;
                                 for (const auto& p : b.pairs)
                                   k += p.id + ":" + shown(p.prompt, lang) + "=" + answer_id_of(p) + ":" +
                                        shown(p.answer, lang) + ";";
                                 for (const auto& d : b.distractors) k += d.id + ":" + shown(d.answer, lang) + ";";
                                 return k;
                               },
                               [&](const Essay& b) { return "essay:" + shown(b.grader_info, lang); },
                               [&](const Ordering& b) {
                                 std::string k = std::string("order:") +
                                                 (b.credit == OrderCredit::PerPosition ? "positions;" : "all;");
                                 for (const auto& item : b.items) k += item.id + ":" + shown(item.text, lang) + ";";
                                 return k;
                               },
                               [&](const Cloze& b) { return cloze_meaning(b, lang); },
                               [](const Description&) { return std::string("description"); }},
                    q.body);
}

// The package of `quiz` in each language, read back (from the zip when `zipped`) and merged into one quiz.
Quiz imported(const Quiz& quiz, bool zipped) {
  std::vector<LanguageImport> imports;
  std::vector<MediaFile> media;
  for (const auto& lang : quiz.languages) {
    const WriterOutput package = test::collect("qti21", quiz, lang);
    std::vector<PackageEntry> entries;
    if (zipped)
      entries = read_zip_entries(test::zip_output(package.files), lang + ".zip");
    else
      for (const auto& f : package.files) entries.push_back({f.path, f.bytes});
    Qti21Import read = import_qti21(entries, lang + ".zip", "");
    for (const auto& d : read.diagnostics)
      INFO(d.location.file + ":" + std::to_string(d.location.line) + " " + d.message);
    REQUIRE(read.diagnostics.empty());
    REQUIRE(read.languages == std::vector<LanguageTag>{lang});
    CHECK(read.title == plain_text(quiz.title.in(lang)));
    REQUIRE(read.description);
    CHECK(plain_text(read.description->in(lang)) == plain_text(quiz.description.in(lang)));
    CHECK(read.shuffle_choices == quiz.shuffle.choices);
    CHECK(read.passing_score == quiz.passing_score);
    media = read.media;
    imports.push_back({lang + ".zip", lang, std::move(read.questions)});
  }
  const MergeResult merge = merge_languages(imports, 0, QuestionMatch::ById, TranslationState::NeedsReview);
  for (const auto& d : merge.diagnostics) INFO(d.message);
  REQUIRE(merge.diagnostics.empty());
  Diagnostics warnings;
  QuizSettings settings;
  settings.id = quiz.id;
  settings.languages = quiz.languages;
  settings.source_language = quiz.source_language;
  Quiz back = imported_quiz(merge.questions, settings, warnings);
  CHECK(warnings.empty());
  back.media = media;
  return back;
}

void check_same_meaning(const Quiz& back, const Quiz& original) {
  REQUIRE(back.questions.size() == original.questions.size());
  CHECK(back.media.size() == original.media.size());
  for (std::size_t i = 0; i < original.questions.size(); ++i) {
    const Question& a = original.questions[i];
    const Question& b = back.questions[i];
    INFO(a.id);
    CHECK(b.id == a.id);
    CHECK(std::string(kind_name(b.body)) == kind_name(a.body));
    CHECK(b.points == a.points);
    for (const auto& lang : original.languages) {
      INFO(lang);
      CHECK(shown(b.stem, lang) == shown(a.stem, lang));
      CHECK(shown(b.explanation, lang) == shown(a.explanation, lang));
      CHECK(shown(b.title, lang) == shown(a.title, lang));
      CHECK(body_meaning(b, lang) == body_meaning(a, lang));
    }
  }
}

}  // namespace

TEST_CASE("every form of every kind comes back from its QTI 2.1 packages with the same meaning") {
  const Quiz quiz = test::every_form_quiz();
  check_same_meaning(imported(quiz, false), quiz);
}

TEST_CASE("each bundled bank comes back from its zipped QTI 2.1 packages with the same meaning") {
  for (const Quiz& quiz : test::bundled_banks()) {
    INFO(quiz.id);
    check_same_meaning(imported(quiz, true), quiz);
  }
}

TEST_CASE("the pass mark comes back from the test's PASS rule") {
  Quiz quiz = test::every_form_quiz();
  for (const double passing : {0.0, 0.35, 0.7, 2.0 / 3, 1.0}) {
    INFO(passing);
    quiz.passing_score = passing;
    const WriterOutput package = test::collect("qti21", quiz, quiz.source_language);
    std::vector<PackageEntry> entries;
    for (const auto& f : package.files) entries.push_back({f.path, f.bytes});
    const std::optional<double> back = import_qti21(entries, "p.zip", "").passing_score;
    REQUIRE(back.has_value());
    CHECK(*back == Approx(passing).epsilon(1e-11));  // the mark is written to 12 significant digits
  }
}
