// Turns a one-gap cloze into the question kind of its gap, the marker replaced by Moodle's missing-word blank.
#include "formats/moodle/gift_cloze.hpp"

#include "model/overloaded.hpp"

namespace quizpack {
namespace {

constexpr const char* kBlank = "_____";

void blank_inlines(Inlines& inlines);

void blank_inline(Inline& node) {
  if (std::holds_alternative<GapMarker>(node.node)) {
    node.node = TextRun{kBlank};
    return;
  }
  if (auto* e = std::get_if<Emphasis>(&node.node)) blank_inlines(e->children);
  if (auto* s = std::get_if<Strong>(&node.node)) blank_inlines(s->children);
  if (auto* l = std::get_if<Boxed<Link>>(&node.node)) blank_inlines((*l)->children);
}

void blank_inlines(Inlines& inlines) {
  for (auto& node : inlines) blank_inline(node);
}

void blank_blocks(Blocks& blocks) {
  for (auto& block : blocks) {
    if (auto* p = std::get_if<Paragraph>(&block.node)) blank_inlines(p->children);
    if (auto* h = std::get_if<Heading>(&block.node)) blank_inlines(h->children);
    if (auto* l = std::get_if<List>(&block.node))
      for (auto& item : l->items) blank_blocks(item);
    if (auto* q = std::get_if<BlockQuote>(&block.node)) blank_blocks(q->children);
  }
}

// The stem with the gap's marker, in tree and source, replaced by the blank.
LocalizedText with_blank(const LocalizedText& stem, const std::string& gap) {
  LocalizedText out = stem;
  const std::string marker = "{{" + gap + "}}";
  for (auto& [lang, translation] : out.by_language) {
    blank_blocks(translation.text.blocks);
    auto& source = translation.text.source;
    for (auto at = source.find(marker); at != std::string::npos; at = source.find(marker, at + 1))
      source.replace(at, marker.size(), kBlank);
  }
  return out;
}

}  // namespace

Question missing_word_question(const Question& question, const Cloze& cloze, std::vector<std::string>& problems) {
  const Gap& gap = cloze.gaps.front();
  Question out;
  out.id = question.id;
  out.points = gap.points;
  out.title = question.title;
  out.stem = with_blank(question.stem, gap.id);
  out.explanation = question.explanation;
  out.location = question.location;
  if (gap.feedback)
    problems.push_back("gap " + gap.id + ": the gap's feedback cannot be written in GIFT's missing-word form");
  out.body = std::visit(Overloaded{
                            [](const TextGap& g) -> QuestionBody {
                              return ShortAnswer{g.accepted, g.case_sensitive};
                            },
                            [](const NumberGap& g) -> QuestionBody { return Numerical{g.accepted}; },
                            [](const ChoiceGap& g) -> QuestionBody {
                              SingleChoice body;
                              for (const auto& option : g.options)
                                body.choices.push_back({option.id, option.text, option.correct, std::nullopt});
                              return body;
                            },
                        },
                        gap.accepts);
  return out;
}

}  // namespace quizpack
