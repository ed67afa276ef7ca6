// A quiz given the pseudo language as one more language: every text pseudo-localised from its source.
#include "formats/xliff/pseudo_quiz.hpp"

#include <algorithm>

#include "formats/xliff/pseudo.hpp"
#include "model/overloaded.hpp"
#include "text/gap_markers.hpp"
#include "text/markdown.hpp"
#include "text/true_false_words.hpp"

namespace quizpack {
namespace {

struct PseudoWriter {
  const LanguageTag& source;
  const LanguageTag& pseudo;

  void text(LocalizedText& t) const {
    const RichText& from = t.in(source);
    const auto pieces = inline_pieces(from);
    RichText made = pieces ? parse_markdown(join_pieces(pseudo_pieces(*pieces), true)) : pseudo_tree(from);
    if (pieces && !gap_markers_of(from.blocks).empty()) mark_gaps(made.blocks);  // a cloze stem keeps its gaps
    t.by_language.emplace(pseudo, Translation{std::move(made), TranslationState::NeedsReview});
  }
  void text(std::optional<LocalizedText>& t) const {
    if (t) text(*t);
  }
  [[nodiscard]] std::string plain(const std::string& s) const {
    const InlinePieces pieces = pseudo_pieces({InlinePiece{InlinePiece::Kind::Text, s, "", "", "", 0}});
    return join_pieces(pieces, false);
  }

  // An interface text pseudo-localised, its {placeholders} kept for the player to fill in.
  [[nodiscard]] static std::string interface_text(const std::string& s) {
    InlinePieces pieces;
    for (std::size_t at = 0; at < s.size();) {
      const std::size_t open = s.find('{', at);
      const std::size_t close = open == std::string::npos ? open : s.find('}', open);
      const std::size_t text_end = close == std::string::npos ? s.size() : open;
      if (text_end > at) pieces.push_back({InlinePiece::Kind::Text, s.substr(at, text_end - at), "", "", "", 0});
      if (close == std::string::npos) break;
      pieces.push_back({InlinePiece::Kind::Standalone, s.substr(open, close - open + 1), "", "", "", 0});
      at = close + 1;
    }
    return join_pieces(pseudo_pieces(pieces), false);
  }

  // The source language's interface texts pseudo-localised, and its words for true and false (its own or the
  // table's), so every output shows them pseudo-localised.
  void ui(Quiz& quiz) const {
    const auto own = quiz.ui.find(source);
    UiTexts made = own == quiz.ui.end() ? UiTexts{} : own->second;
    for (auto& [key, text] : made) {
      if (text.plural.empty()) text.text = interface_text(text.text);
      for (auto& [form, form_text] : text.plural) form_text = interface_text(form_text);
    }
    const TrueFalseWords words = true_false_words(quiz, source);
    made.set("trueLabel", UiText{interface_text(words.true_word), {}});
    made.set("falseLabel", UiText{interface_text(words.false_word), {}});
    quiz.ui.set(pseudo, std::move(made));
  }

  void choices(std::vector<Choice>& list) const {
    for (Choice& c : list) {
      text(c.text);
      text(c.feedback);
    }
  }

  // The source language's accepted answers pseudo-localised as the pseudo language's.
  void accepted(std::map<LanguageTag, std::vector<std::string>>& answers) const {
    const auto own = answers.find(source);
    if (own == answers.end()) return;
    std::vector<std::string> list;
    for (const auto& a : own->second) list.push_back(plain(a));
    answers[pseudo] = std::move(list);
  }

  void body(QuestionBody& b) const {
    std::visit(Overloaded{
                   [&](SingleChoice& k) { choices(k.choices); },
                   [&](MultipleResponse& k) { choices(k.choices); },
                   [&](TrueFalse& k) {
                     text(k.feedback_true);
                     text(k.feedback_false);
                   },
                   [&](ShortAnswer& k) { accepted(k.accepted); },
                   [&](Numerical&) {},
                   [&](Matching& k) {
                     for (auto& p : k.pairs) {
                       text(p.prompt);
                       text(p.answer);
                     }
                     for (auto& d : k.distractors) text(d.answer);
                   },
                   [&](Essay& k) { text(k.grader_info); },
                   [&](Ordering& k) {
                     for (auto& item : k.items) text(item.text);
                   },
                   [&](Cloze& k) {
                     for (auto& gap : k.gaps) {
                       text(gap.feedback);
                       if (auto* t = std::get_if<TextGap>(&gap.accepts)) accepted(t->accepted);
                       if (auto* c = std::get_if<ChoiceGap>(&gap.accepts))
                         for (auto& o : c->options) text(o.text);
                     }
                   },
                   [](Description&) {},
               },
               b);
  }
};

}  // namespace

void add_pseudo_language(Quiz& quiz) {
  const LanguageTag pseudo = pseudo_language(quiz.source_language);
  if (std::find(quiz.languages.begin(), quiz.languages.end(), pseudo) != quiz.languages.end()) return;
  const PseudoWriter w{quiz.source_language, pseudo};
  w.text(quiz.title);
  w.text(quiz.description);
  for (Section& s : quiz.sections) w.text(s.title);
  for (Question& q : quiz.questions) {
    w.text(q.title);
    w.text(q.stem);
    w.text(q.explanation);
    w.body(q.body);
  }
  w.ui(quiz);
  quiz.languages.push_back(pseudo);
}

}  // namespace quizpack
