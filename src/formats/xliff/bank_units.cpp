// Every translatable text of a quiz as an XLIFF unit: a stable id, where it is in the bank, and a translator's context.
#include "formats/xliff/bank_units.hpp"

#include "model/overloaded.hpp"

namespace quizpack {
namespace {

// SCORM manifests' title limit and Moodle's question name limit, in characters.
constexpr std::size_t kQuizTitleMaxChars = 200;
constexpr std::size_t kQuestionTitleMaxChars = 255;

struct UnitList {
  std::vector<BankUnit>& out;
  std::string id_prefix;
  std::string pointer_prefix;
  std::string kind;

  void add(const std::string& id, const std::string& pointer, const LocalizedText& text, std::string role,
           std::size_t max_chars = 0) {
    out.push_back(
        {id_prefix + id, pointer_prefix + pointer, &text, kind, std::move(role), max_chars, false, 0, nullptr, ""});
  }
  void add(const std::string& id, const std::string& pointer, const std::optional<LocalizedText>& text,
           std::string role) {
    if (text) add(id, pointer, *text, std::move(role));
  }
};

// One unit per accepted answer of the source language; a language's answer at the same index is its target, in
// the state of the question's stem in that language.
void accepted_units(UnitList& units, const std::map<LanguageTag, std::vector<std::string>>& accepted,
                    const LocalizedText& stem, const LanguageTag& source, const std::string& id_prefix = "",
                    const std::string& pointer_prefix = "") {
  const auto in_source = accepted.find(source);
  if (in_source == accepted.end()) return;
  for (std::size_t i = 0; i < in_source->second.size(); ++i) {
    auto text = std::make_shared<LocalizedText>();
    for (const auto& [lang, list] : accepted) {
      if (i >= list.size()) continue;
      const auto stem_entry = stem.by_language.find(lang);
      const TranslationState state = lang == source                         ? TranslationState::Source
                                     : stem_entry != stem.by_language.end() ? stem_entry->second.state
                                                                            : TranslationState::Translated;
      text->by_language.emplace(lang, Translation{RichText{list[i], {}, false}, state});
    }
    units.add(id_prefix + ".accepted." + std::to_string(i + 1), pointer_prefix + "/accepted", *text, "accepted answer");
    units.out.back().list_item = true;
    units.out.back().item = i;
    units.out.back().owned = std::move(text);
  }
}

void choice_units(UnitList& units, const std::vector<Choice>& choices) {
  for (std::size_t i = 0; i < choices.size(); ++i) {
    const Choice& c = choices[i];
    const std::string id = ".choice." + c.id;
    const std::string pointer = "/choices/" + std::to_string(i);
    units.add(id + ".text", pointer + "/text", c.text, c.correct ? "correct option" : "distractor");
    units.add(id + ".feedback", pointer + "/feedback", c.feedback, "feedback on this option");
  }
}

// Per gap: its accepted answers (a text gap) or options (a choice gap), then its feedback.
void gap_units(UnitList& units, const Cloze& cloze, const LocalizedText& stem, const LanguageTag& source) {
  for (std::size_t i = 0; i < cloze.gaps.size(); ++i) {
    const Gap& gap = cloze.gaps[i];
    const std::string id = ".gap." + gap.id;
    const std::string pointer = "/gaps/" + std::to_string(i);
    if (const auto* text = std::get_if<TextGap>(&gap.accepts))
      accepted_units(units, text->accepted, stem, source, id, pointer);
    if (const auto* choice = std::get_if<ChoiceGap>(&gap.accepts))
      for (std::size_t k = 0; k < choice->options.size(); ++k) {
        const GapOption& o = choice->options[k];
        units.add(id + ".option." + o.id, pointer + "/options/" + std::to_string(k) + "/text", o.text,
                  o.correct ? "correct option of a gap's drop-down" : "wrong option of a gap's drop-down");
      }
    units.add(id + ".feedback", pointer + "/feedback", gap.feedback, "feedback on this gap");
  }
}

void body_units(UnitList& units, const Question& q, const LanguageTag& source) {
  const QuestionBody& body = q.body;
  std::visit(
      Overloaded{
          [&](const SingleChoice& b) { choice_units(units, b.choices); },
          [&](const MultipleResponse& b) { choice_units(units, b.choices); },
          [&](const TrueFalse& b) {
            units.add(".feedback-true", "/feedbackTrue", b.feedback_true, "feedback on the answer true");
            units.add(".feedback-false", "/feedbackFalse", b.feedback_false, "feedback on the answer false");
          },
          [&](const ShortAnswer& b) { accepted_units(units, b.accepted, q.stem, source); }, [&](const Numerical&) {},
          [&](const Matching& b) {
            for (std::size_t i = 0; i < b.pairs.size(); ++i) {
              const std::string id = ".pair." + b.pairs[i].id;
              const std::string pointer = "/pairs/" + std::to_string(i);
              units.add(id + ".prompt", pointer + "/prompt", b.pairs[i].prompt, "matching prompt");
              if (owns_answer(b.pairs[i]))  // a shared answer is one unit, under the pair stating it
                units.add(id + ".answer", pointer + "/answer", b.pairs[i].answer, "matching answer");
            }
            for (std::size_t i = 0; i < b.distractors.size(); ++i)
              units.add(".distractor." + b.distractors[i].id + ".answer",
                        "/distractors/" + std::to_string(i) + "/answer", b.distractors[i].answer,
                        "matching answer that matches no prompt");
          },
          [&](const Essay& b) { units.add(".grader-info", "/graderInfo", b.grader_info, "grader information"); },
          [&](const Ordering& b) {
            for (std::size_t i = 0; i < b.items.size(); ++i)
              units.add(".item." + b.items[i].id, "/items/" + std::to_string(i) + "/text", b.items[i].text,
                        "item to put in order");
          },
          [&](const Cloze& b) { gap_units(units, b, q.stem, source); },
          [](const Description&) {},  // its text is the stem's unit
      },
      body);
}

// A plain interface text as a unit "ui.<key>": `source` in the source language, each language's own text of the key
// its target (the bank's ui texts carry no state: a translation counts as translated).
void ui_unit(std::vector<BankUnit>& out, const Quiz& quiz, const std::string& key, const std::string& source) {
  auto owned = std::make_shared<LocalizedText>();
  owned->by_language.emplace(quiz.source_language, Translation{RichText{source, {}, false}, TranslationState::Source});
  for (const auto& [lang, texts] : quiz.ui) {
    const auto own = texts.find(key);
    if (own == texts.end() || lang == quiz.source_language) continue;
    const auto other = own->second.plural.find("other");  // plural forms: shown as their "other" form
    const std::string& word = own->second.plural.empty()          ? own->second.text
                              : other != own->second.plural.end() ? other->second
                                                                  : own->second.plural.begin()->second;
    owned->by_language.emplace(lang, Translation{RichText{word, {}, false}, TranslationState::Translated});
  }
  const LocalizedText* text_of_unit = owned.get();
  out.push_back({"ui." + key, "/ui", text_of_unit, "quiz", "interface text", 0, false, 0, std::move(owned), key});
}

// One unit per plain interface text of the source language's "ui", then, given the player's texts in the source
// language (`interface`), one per text of it the bank's source "ui" lacks (a plural one as its "other" form).
void ui_units(std::vector<BankUnit>& out, const Quiz& quiz, const UiTexts* interface) {
  const auto source = quiz.ui.find(quiz.source_language);
  const UiTexts none;
  const UiTexts& own = source == quiz.ui.end() ? none : source->second;
  for (const auto& [key, text] : own)
    if (text.plural.empty()) ui_unit(out, quiz, key, text.text);
  if (!interface) return;
  for (const auto& [key, text] : *interface) {
    if (own.count(key)) continue;
    const auto other = text.plural.find("other");
    if (text.plural.empty() || other != text.plural.end())
      ui_unit(out, quiz, key, text.plural.empty() ? text.text : other->second);
  }
}

}  // namespace

std::vector<BankUnit> bank_units(const Quiz& quiz, const UiTexts* interface) {
  std::vector<BankUnit> out;
  UnitList quiz_units{out, "quiz", "", "quiz"};
  quiz_units.add(".title", "/title", quiz.title, "quiz title", kQuizTitleMaxChars);
  quiz_units.add(".description", "/description", quiz.description, "quiz description");
  for (std::size_t i = 0; i < quiz.sections.size(); ++i) {
    UnitList units{out, "section." + quiz.sections[i].id, "/sections/" + std::to_string(i), "section"};
    units.add(".title", "/title", quiz.sections[i].title, "section title", kQuizTitleMaxChars);
  }
  for (std::size_t i = 0; i < quiz.questions.size(); ++i) {
    const Question& q = quiz.questions[i];
    UnitList units{out, "q." + q.id, "/questions/" + std::to_string(i), kind_name(q.body)};
    if (q.title) units.add(".title", "/title", *q.title, "question title", kQuestionTitleMaxChars);
    units.add(".stem", "/stem", q.stem, "stem");
    body_units(units, q, quiz.source_language);
    if (q.explanation) units.add(".explanation", "/explanation", *q.explanation, "explanation shown after answering");
  }
  ui_units(out, quiz, interface);
  return out;
}

}  // namespace quizpack
